import { randomInt } from 'node:crypto';
import {
  releaseBucketCookie,
  releaseBucketFromCookie,
  remoteLocation,
  remoteNames,
  type RuntimeConfig,
} from '../src/contracts';
import { hasLiveCanary, remoteBuildFor } from '../src/config/remote-build';

/** The visitor's release bucket from the cookie the browser mirrors from localStorage. */
export const bucketFromCookie = releaseBucketFromCookie;

/** Which build of each remote with a live canary this bucket gets, e.g. `shop=canary`. */
export function variantKey(runtimeConfig: RuntimeConfig, bucket: number | null): string {
  return remoteNames
    .map((name) => ({ name, location: remoteLocation(runtimeConfig.remotes[name]) }))
    .filter(({ location }) => hasLiveCanary(location))
    .map(
      ({ name, location }) => `${name}=${remoteBuildFor(location, bucket)?.variant ?? 'browser'}`,
    )
    .join(',');
}

/** Whether any remote of the runtime config has a canary build live. */
export function anyCanaryLive(runtimeConfig: RuntimeConfig): boolean {
  return (Object.values(runtimeConfig.remotes) as RuntimeConfig['remotes'][never][]).some((entry) =>
    hasLiveCanary(remoteLocation(entry)),
  );
}

/** The visitor's bucket, and the Set-Cookie value when the server drew it for them. */
export interface VisitorBucket {
  bucket: number | null;
  setCookie?: string;
}

/**
 * With a canary live, a visitor without a bucket is drawn one here (and told by Set-Cookie; the
 * browser adopts it into localStorage), so the server and the browser pick the same build.
 */
export function visitorBucket(cookie: string | undefined, canaryLive: boolean): VisitorBucket {
  const bucket = bucketFromCookie(cookie);
  if (bucket !== null || !canaryLive) return { bucket };
  const drawn = randomInt(100);
  return { bucket: drawn, setCookie: releaseBucketCookie(drawn) };
}
