import { remoteLocation } from '../contracts/runtime-config';
import type { RemoteName } from '../contracts/remotes';
import { getRuntimeConfig, hasRuntimeConfig } from '../config/runtime-config';

/**
 * The manifest of a remote's build this page runs: the stable one, or the canary the host chose
 * for this visitor (it marks the choice on `<html>`). Null on the server.
 */
export function remoteManifestUrl(remote: RemoteName): string | null {
  const page = (
    globalThis as { document?: { documentElement: { getAttribute(name: string): string | null } } }
  ).document;
  if (!page || !hasRuntimeConfig()) return null;
  const location = remoteLocation(getRuntimeConfig().remotes[remote]);
  const variant = page.documentElement.getAttribute(`data-${remote}-variant`);
  return variant === 'canary' && location.canary ? location.canary.url : location.url;
}
