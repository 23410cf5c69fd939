import * as ui from '@citylens/shared/ui';

/**
 * What a remote takes from the host's UI kit that an older host's kit may lack, each with what the
 * remote does without it. A remote can be deployed before the host it runs under, so this module is
 * bundled into each remote (it is not shared), while the kit it reads is the host's one copy.
 */

/**
 * The kit's `HydrateWhenSeen`. Under an older host whose kit lacks it, a part hydrates with its
 * page, as before (the server and the browser both render from that host's kit, so they agree).
 */
export const HydrateWhenSeen: typeof ui.HydrateWhenSeen =
  ui.HydrateWhenSeen ?? (({ children }) => <>{children}</>);
