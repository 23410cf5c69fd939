import { remoteBuildFor } from './config/remote-build';
import {
  remoteLocation,
  routeForPath,
  SERVER_BUILD_DIR,
  SERVER_RENDER_BUDGET_MS,
  serverSideUrl,
  type RuntimeConfig,
  type ServerAddresses,
} from './contracts';

/**
 * Server-only, free of React: the host's server reads which release of a remote's server build is
 * live, both in its main thread (is a cached page still current?) and in its render worker (which
 * build to register). Browsers never load this.
 */

/**
 * A remote's server build manifest, beside the browser manifest the runtime config names. Not in
 * the contracts: the browser never needs it, and the host's browser bundle names no manifest.
 */
export function serverManifestUrl(browserManifestUrl: string): string {
  return new URL(`${SERVER_BUILD_DIR}/mf-manifest.json`, browserManifestUrl).href;
}

/** Recent release checks, so a burst of requests asks a remote's manifest once. */
const releaseChecks = new Map<
  string,
  { settledAt: number | null; release: Promise<string | null> }
>();
const RELEASE_CHECK_REUSE_MS = 250;

/** The release in a server build's manifest (`metaData.citylens.release`), asked at most every 250 ms. */
export function fetchServerRelease(url: string, deadline: number): Promise<string | null> {
  const recent = releaseChecks.get(url);
  if (
    recent &&
    (recent.settledAt === null || Date.now() - recent.settledAt < RELEASE_CHECK_REUSE_MS)
  )
    return recent.release;
  const release = fetch(url, {
    signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest = (await response.json()) as {
      metaData?: { citylens?: { release?: string } };
    };
    return manifest.metaData?.citylens?.release ?? null;
  });
  // A failed check is reused too: a remote that does not answer costs one wait per page, not one
  // per look at its release.
  const check = { settledAt: null as number | null, release };
  const settle = () => {
    check.settledAt = Date.now();
  };
  release.then(settle, settle);
  releaseChecks.set(url, check);
  return release;
}

/**
 * What a rendered page of `url` depends on besides the URL: the release of its remote's server
 * build for this visitor's variant (a redeploy makes a cached page stale at once).
 */
export async function pageVersion({
  url,
  runtimeConfig,
  bucket,
  server,
}: {
  url: string;
  runtimeConfig: RuntimeConfig;
  bucket: number | null;
  server?: ServerAddresses;
}): Promise<string> {
  const owner = routeForPath(new URL(url, 'http://citylens.invalid').pathname)?.owner;
  if (owner?.kind !== 'remote') return 'host';
  const location = remoteLocation(runtimeConfig.remotes[owner.remote]);
  const build = remoteBuildFor(location, bucket);
  if (!build) return `${owner.remote}:browser`;
  const release = await fetchServerRelease(
    serverManifestUrl(
      serverSideUrl(build.manifestUrl, location.url, server?.remotes?.[owner.remote]),
    ),
    Date.now() + SERVER_RENDER_BUDGET_MS,
  );
  return `${owner.remote}:${build.manifestUrl}:${release}`;
}
