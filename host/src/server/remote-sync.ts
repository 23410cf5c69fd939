import { fetchServerRelease, serverManifestUrl } from '@citylens/shared/server-render';
import { remoteBuildFor } from '@citylens/shared';
import {
  remoteLocation,
  serverSideUrl,
  type RemoteName,
  type RuntimeConfig,
  type ServerAddresses,
} from '@citylens/shared/contracts';
import { registerRemote } from '../app/remote-loading/remote-registry';

/** The release of each remote's server build last registered, by manifest URL. */
const registeredReleases = new Map<RemoteName, { url: string; release: string | null }>();
/**
 * Point the federation runtime at the route's remote's server build for this visitor, and at a new
 * one after a redeploy (the release in its manifest changed): the host's server never restarts for
 * a remote. A remote whose manifest does not answer within the budget is left to the browser.
 */
export async function syncRemote(
  config: RuntimeConfig,
  remote: RemoteName,
  bucket: number | null,
  deadline: number,
  server: ServerAddresses | undefined,
): Promise<{ release: string | null; cacheable: boolean } | null> {
  const location = remoteLocation(config.remotes[remote]);
  // Without a bucket cookie while a canary is live, the browser chooses (and renders the area).
  const build = remoteBuildFor(location, bucket);
  if (!build) return null;
  const manifestUrl = serverManifestUrl(
    serverSideUrl(build.manifestUrl, location.url, server?.remotes?.[remote]),
  );
  const release = await fetchServerRelease(manifestUrl, deadline);
  const known = registeredReleases.get(remote);
  if (!known || known.url !== manifestUrl || known.release !== release) {
    registerRemote(remote, manifestUrl);
    registeredReleases.set(remote, { url: manifestUrl, release });
  }
  return { release, cacheable: !build.perVisitor };
}
