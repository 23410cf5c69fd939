import {
  remoteLocation,
  storageKeys,
  type RemoteLocation,
  type RemoteName,
  type RuntimeConfig,
} from '@citylens/shared/contracts';

export type ReleaseVariant = 'stable' | 'canary';

/**
 * The visitor's release bucket, 0–99, drawn once and kept in localStorage, so a visitor sees the
 * same build of a remote on every load while its canary percent stays the same. Without storage
 * (private mode) the bucket lasts for the page.
 */
let pageBucket: number | null = null;
export function releaseBucket(): number {
  try {
    const stored = Number.parseInt(localStorage.getItem(storageKeys.releaseBucket) ?? '', 10);
    if (Number.isInteger(stored) && stored >= 0 && stored < 100) return stored;
    const drawn = Math.floor(Math.random() * 100);
    localStorage.setItem(storageKeys.releaseBucket, String(drawn));
    return drawn;
  } catch {
    pageBucket ??= Math.floor(Math.random() * 100);
    return pageBucket;
  }
}

/** Buckets below the canary's percent get the canary: 0 % nobody, 100 % everybody. */
export function chooseVariant(
  location: RemoteLocation,
  bucket: number,
): { variant: ReleaseVariant; url: string } {
  const canary = location.canary;
  return canary && bucket < canary.percent
    ? { variant: 'canary', url: canary.url }
    : { variant: 'stable', url: location.url };
}

/** The manifest URL of each remote for this visitor, and which build that is. */
export function resolveRemoteEntries(
  config: RuntimeConfig,
  names: readonly RemoteName[],
  bucket: () => number = releaseBucket,
): { name: RemoteName; entry: string; variant: ReleaseVariant }[] {
  return names.map((name) => {
    const location = remoteLocation(config.remotes[name]);
    // Only a remote with a canary needs the visitor's bucket (nothing is stored otherwise).
    const { variant, url } = chooseVariant(location, location.canary ? bucket() : 100);
    return { name, entry: url, variant };
  });
}
