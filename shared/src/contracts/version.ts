/**
 * The version of these contracts (kept equal to @citylens/shared's package version). Each remote's
 * manifest records the version it was built with; the host refuses a remote whose major differs.
 * 1.1: the host hands its federation runtime to the remotes, and a remote's browser build carries
 * none of its own (shared/build/federation-runtime.ts): deploy a 1.1 host before 1.1 remotes.
 * 1.2: offline reading (contracts/offline.ts, `@citylens/shared/offline`, `useOnline`): the remotes
 * read these from the host's shared modules, so deploy a 1.2 host before 1.2 remotes.
 */
export const CONTRACTS_VERSION = '1.2.0';

/** Where a remote's mf-manifest.json carries its build facts (`metaData.citylens`). */
export interface RemoteBuildInfo {
  contractsVersion: string;
  /** A label of this build (time-based unless CITYLENS_RELEASE names it). */
  release: string;
}

export function contractsMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}
