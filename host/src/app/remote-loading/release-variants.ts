import { remoteBuildFor } from '@citylens/shared';
import {
  releaseBucketCookie,
  releaseBucketFromCookie,
  remoteLocation,
  storageKeys,
  type ReleaseVariant,
  type RemoteName,
  type RuntimeConfig,
} from '@citylens/shared/contracts';

export type { ReleaseVariant };

/**
 * The visitor's release bucket, 0–99, drawn once and kept in localStorage, so a visitor sees the
 * same build of a remote on every load while its canary percent stays the same. A cookie mirrors
 * it, so the host's server renders the same build; a first visit adopts the bucket the server drew
 * (its Set-Cookie). Without storage (private mode) the bucket lasts for the page.
 */
let pageBucket: number | null = null;
const isBucket = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 0 && value < 100;

function cookieBucket(): number | null {
  try {
    return releaseBucketFromCookie(document.cookie);
  } catch {
    return null;
  }
}

function writeCookie(bucket: number): void {
  try {
    if (cookieBucket() !== bucket) document.cookie = releaseBucketCookie(bucket);
  } catch {
    // No cookies: the server leaves canary areas to the browser.
  }
}

function storedBucket(): number | null {
  const stored = Number.parseInt(localStorage.getItem(storageKeys.releaseBucket) ?? '', 10);
  return isBucket(stored) ? stored : null;
}

export function releaseBucket(): number {
  try {
    let bucket = storedBucket();
    if (bucket === null) {
      const fromServer = cookieBucket();
      bucket = isBucket(fromServer) ? fromServer : Math.floor(Math.random() * 100);
      localStorage.setItem(storageKeys.releaseBucket, String(bucket));
    }
    writeCookie(bucket);
    return bucket;
  } catch {
    pageBucket ??= cookieBucket() ?? Math.floor(Math.random() * 100);
    return pageBucket;
  }
}

/**
 * On every page load: a bucket the visitor already has (localStorage, or the server's cookie) is
 * kept in both places. Nothing is drawn here: a visitor with no canary anywhere gets no bucket.
 */
export function mirrorReleaseBucket(): void {
  try {
    if (storedBucket() !== null || cookieBucket() !== null) releaseBucket();
  } catch {
    // Storage refused: nothing to mirror.
  }
}

/** The manifest URL of each remote for this visitor, and which build that is. */
export function resolveRemoteEntries(
  config: RuntimeConfig,
  names: readonly RemoteName[],
  bucket: () => number = releaseBucket,
): { name: RemoteName; entry: string; variant: ReleaseVariant }[] {
  if (bucket === releaseBucket) mirrorReleaseBucket();
  return names.map((name) => {
    // Only a remote with a canary asks for the visitor's bucket (nothing is stored otherwise).
    const { variant, manifestUrl } = remoteBuildFor(remoteLocation(config.remotes[name]), bucket);
    return { name, entry: manifestUrl, variant };
  });
}
