import * as ui from '@citylens/shared/ui';

/**
 * The UI kit's `HydrateWhenSeen`, read from the host's copy of the kit at run time. This remote can
 * be deployed before the host: under an older host whose kit lacks it, a part hydrates with its
 * page, as before (the server and the browser both render from that host's kit, so they agree).
 */
export const HydrateWhenSeen: typeof ui.HydrateWhenSeen =
  ui.HydrateWhenSeen ?? (({ children }) => <>{children}</>);
