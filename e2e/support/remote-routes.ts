import type { RemoteName } from '@citylens/shared/contracts';

/** One public route per remote and the heading that proves the remote rendered it. */
export const remoteRoutes: Record<RemoteName, { path: string; heading: RegExp }> = {
  discovery: { path: '/', heading: /Experience different cultures/ },
  events: { path: '/events', heading: /Find all Upcoming Events/ },
  shop: { path: '/frame-shop', heading: /Frame Shop/ },
  account: { path: '/reset-password/MQ/e2e-token', heading: /Reset Password/ },
};
