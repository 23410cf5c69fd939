import { apiPaths } from './api-paths';
import type { RemoteName } from './remotes';

/**
 * What the browser reports about each remote, and what `POST /api/telemetry/` accepts. The API's
 * TypeBox schema is checked against these types at compile time (api/src/routes/telemetry).
 * Nothing here identifies a visitor: the trace id is drawn per page view and never stored on
 * the device, routes are path patterns without query strings, and error messages are cut short.
 */

/** Who owns a piece of the page: one of the remotes, or the host's shell. */
export type TelemetryOwner = RemoteName | 'host';
export type TelemetryVariant = 'stable' | 'canary';

/** How a remote area's load ended. */
export type LoadOutcome = 'loaded' | 'retried' | 'fell-back' | 'refused';
/** Where a load failed: manifest, remote entry script, a chunk, or the area's first render. */
export type LoadPhase = 'manifest' | 'entry' | 'chunk' | 'render';
export type ErrorSource = 'boundary' | 'error' | 'unhandledrejection';
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

interface TelemetryRecordBase {
  /** 32 hex characters, shared by every record of one page view. */
  trace: string;
  remote: TelemetryOwner;
  variant: TelemetryVariant;
  /** The remote's release (its manifest's `metaData.citylens.release`), or 'unknown'. */
  release: string;
  /** The route's path pattern from the routes contract, e.g. `/city/:cityName`. */
  route: string;
}

export interface LoadRecord extends TelemetryRecordBase {
  kind: 'load';
  outcome: LoadOutcome;
  phase?: LoadPhase;
  contractsVersion?: string;
  /** Milliseconds: manifest fetch, remote entry script, chunks until the module resolved, first render. */
  manifestMs?: number;
  entryMs?: number;
  chunkMs?: number;
  renderMs?: number;
}

export interface ErrorRecord extends TelemetryRecordBase {
  kind: 'error';
  source: ErrorSource;
  /** Cut to TELEMETRY_LIMITS.messageChars. */
  message: string;
  /** Only the frames from the remote's own files, cut to TELEMETRY_LIMITS.stackChars. */
  stack?: string;
}

export interface VitalRecord extends TelemetryRecordBase {
  kind: 'vital';
  name: VitalName;
  value: number;
}

export type TelemetryRecord = LoadRecord | ErrorRecord | VitalRecord;

export interface TelemetryBatch {
  records: TelemetryRecord[];
}

export const TELEMETRY_PATH = apiPaths.telemetry;

export const TELEMETRY_LIMITS = {
  /** A batch larger than this is refused with 413. */
  bodyBytes: 32 * 1024,
  recordsPerBatch: 50,
  messageChars: 200,
  stackChars: 1000,
  releaseChars: 64,
  routeChars: 100,
} as const;

/** Only the anonymous load outcome is sent for a visitor who did not allow analytics. */
export function allowedWithoutAnalytics(record: TelemetryRecord): boolean {
  return record.kind === 'load';
}
