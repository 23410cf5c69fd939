import type { ReleaseVariant, RemoteLocation } from '../contracts/runtime-config';

/** The build of a remote a visitor gets. */
export interface RemoteBuild {
  variant: ReleaseVariant;
  /** Its browser manifest (`mf-manifest.json`); the server build's sits beside it. */
  manifestUrl: string;
  /** Which build this is depends on the visitor (a canary is live): never kept for everyone. */
  perVisitor: boolean;
}

/** A canary some visitors get: which build loads depends on each visitor's bucket. */
export function hasLiveCanary(location: RemoteLocation): boolean {
  return (location.canary?.percent ?? 0) > 0;
}

/**
 * The one rule for which build of a remote a visitor gets, in the browser and on the server:
 * their canary when their bucket (0–99) is below its percent (0 % nobody, 100 % everybody), else
 * the stable build. The bucket is read only where the remote has a canary; a visitor with none yet
 * (null) gets the stable build unless a canary is live, and then null: the browser chooses, once
 * it has drawn one.
 */
export function remoteBuildFor(location: RemoteLocation, bucket: () => number): RemoteBuild;
export function remoteBuildFor(
  location: RemoteLocation,
  bucket: number | null | (() => number),
): RemoteBuild | null;
export function remoteBuildFor(
  location: RemoteLocation,
  bucket: number | null | (() => number),
): RemoteBuild | null {
  const stable: RemoteBuild = { variant: 'stable', manifestUrl: location.url, perVisitor: false };
  const { canary } = location;
  if (!canary) return stable;
  const perVisitor = hasLiveCanary(location);
  const visitor = typeof bucket === 'function' ? bucket() : bucket;
  if (visitor === null) return perVisitor ? null : stable;
  return visitor < canary.percent
    ? { variant: 'canary', manifestUrl: canary.url, perVisitor }
    : { ...stable, perVisitor };
}
