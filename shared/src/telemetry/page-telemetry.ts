import {
  allowedWithoutAnalytics,
  routeForPath,
  storageKeys,
  TELEMETRY_LIMITS,
  TELEMETRY_PATH,
  type ErrorSource,
  type LoadOutcome,
  type LoadPhase,
  type LoadRecord,
  type RemoteName,
  type TelemetryOwner,
  type TelemetryRecord,
  type TelemetryVariant,
  type VitalName,
} from '../contracts';
import { describeError, trimStack } from './error-report';

/**
 * One page view's telemetry: each remote's load phases, errors and Web Vitals, attributed to the
 * remote that owns them, batched and sent when the page is hidden or left. A visitor who did not
 * allow analytics cookies sends only the anonymous load outcome (see `allowedWithoutAnalytics`).
 */

interface RemoteInfo {
  remote: RemoteName;
  variant: TelemetryVariant;
  /** The manifest URL without its file name: every file of that build lives under it. */
  base: string;
  release?: string;
  contractsVersion?: string;
  manifestMs?: number;
  entryMs?: number;
  entryEnd?: number;
  failedPhase?: LoadPhase;
}

/** Flush early when this many records wait (a long visit still sends in pieces). */
const BATCH_SIZE = 40;

const now = () => globalThis.performance?.now?.() ?? Date.now();

function randomTrace(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto?.getRandomValues?.(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The route's path pattern for a path (never its query string or parameter values). */
export function routePattern(pathname: string): string {
  return routeForPath(pathname)?.path ?? 'other';
}

/** The visitor's analytics choice: their saved preferences, else "Accept All". */
export function analyticsAllowed(): boolean {
  try {
    const raw = localStorage.getItem(storageKeys.cookiePreferences);
    if (raw !== null) return (JSON.parse(raw) as { analytics?: unknown }).analytics === true;
    return localStorage.getItem(storageKeys.cookieConsent) === 'accepted';
  } catch {
    return false;
  }
}

export interface PageTelemetryOptions {
  /** The API's origin; records go to `${apiBaseUrl}/api/telemetry/`. */
  apiBaseUrl: string;
  send?: (url: string, body: string) => void;
  analytics?: () => boolean;
}

function beaconOrFetch(url: string, body: string): void {
  // text/plain keeps the beacon a simple cross-origin request (no preflight to lose on unload).
  const blob = new Blob([body], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void globalThis
    .fetch(url, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' })
    .catch(() => undefined);
}

export class PageTelemetry {
  readonly trace = randomTrace();
  /** True once the Web Vitals observers run (after the page's load, with analytics consent). */
  vitalsObserved = false;
  private queue: TelemetryRecord[] = [];
  private readonly remotesByName = new Map<RemoteName, RemoteInfo>();
  private readonly pendingLoads = new Map<string, { record: LoadRecord; started: number }>();
  private readonly reportedErrors = new Set<string>();
  /** Remotes whose latest load failed (counted by `moduleFailed`, not again by `areaFailed`). */
  private readonly failedLoads = new Set<RemoteName>();
  private readonly send: (url: string, body: string) => void;
  private readonly analytics: () => boolean;
  private readonly url: string;

  constructor(options: PageTelemetryOptions) {
    this.url = `${options.apiBaseUrl}${TELEMETRY_PATH}`;
    this.send = options.send ?? beaconOrFetch;
    this.analytics = options.analytics ?? analyticsAllowed;
  }

  /** Which build of each remote this visitor got (from the runtime config and their bucket). */
  registerRemote(remote: RemoteName, manifestUrl: string, variant: TelemetryVariant): void {
    const base = manifestUrl.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
    this.remotesByName.set(remote, { remote, variant, base });
  }

  /** The remote whose build serves this URL (the longest base wins: canaries live under /canary/). */
  remoteForUrl(url: string | undefined): RemoteInfo | undefined {
    if (!url) return undefined;
    let best: RemoteInfo | undefined;
    for (const info of this.remotesByName.values()) {
      if (url.startsWith(info.base) && info.base.length > (best?.base.length ?? 0)) best = info;
    }
    return best;
  }

  manifestFetched(
    url: string,
    ms: number,
    build?: { release?: string; contractsVersion?: string },
  ) {
    const info = this.remoteForUrl(url);
    if (!info) return;
    info.manifestMs = Math.round(ms);
    if (build?.release) info.release = build.release;
    if (build?.contractsVersion) info.contractsVersion = build.contractsVersion;
  }

  phaseFailed(url: string, phase: LoadPhase): void {
    const info = this.remoteForUrl(url);
    if (info) info.failedPhase = phase;
  }

  entryLoaded(url: string, ms: number): void {
    const info = this.remoteForUrl(url);
    if (!info) return;
    info.entryMs = Math.round(ms);
    info.entryEnd = now();
  }

  /** A load of one exposed module starts: phases measured from here belong to it. */
  loadStarted(remote: RemoteName): number {
    const info = this.remotesByName.get(remote);
    if (info) info.failedPhase = undefined;
    this.failedLoads.delete(remote);
    return now();
  }

  /** The module resolved; the record waits for the area's first render (`areaRendered`). */
  moduleLoaded(remote: RemoteName, moduleId: string, started: number, attempts: number): void {
    const info = this.remotesByName.get(remote);
    const record = this.loadRecord(remote, attempts > 1 ? 'retried' : 'loaded');
    if (info?.entryEnd !== undefined && info.entryEnd >= started) {
      record.chunkMs = Math.round(now() - info.entryEnd);
    }
    this.pendingLoads.set(moduleId, { record, started });
  }

  moduleFailed(remote: RemoteName, refused: boolean, chunkError: boolean): void {
    const info = this.remotesByName.get(remote);
    this.failedLoads.add(remote);
    const record = this.loadRecord(remote, refused ? 'refused' : 'fell-back');
    record.phase = refused ? 'manifest' : (info?.failedPhase ?? (chunkError ? 'chunk' : 'entry'));
    this.push(record);
  }

  /** The area's first render: its load record is complete. */
  areaRendered(moduleId: string): void {
    const pending = this.pendingLoads.get(moduleId);
    if (!pending) return;
    this.pendingLoads.delete(moduleId);
    pending.record.renderMs = Math.round(now() - pending.started);
    this.push(pending.record);
  }

  /**
   * The area shows its fallback. When its module never loaded, `moduleFailed` has already counted
   * that (with the phase that failed): returns false and records nothing. Otherwise the area threw
   * while rendering: a render failure, and true (the caller reports the error).
   */
  areaFailed(remote: RemoteName, moduleId: string): boolean {
    const pending = this.pendingLoads.get(moduleId);
    if (!pending && this.failedLoads.has(remote)) return false;
    this.pendingLoads.delete(moduleId);
    const record = pending?.record ?? this.loadRecord(remote, 'fell-back');
    record.outcome = 'fell-back';
    record.phase = 'render';
    this.push(record);
    return true;
  }

  error(owner: TelemetryOwner, source: ErrorSource, error: unknown): void {
    const { message, stack } = describeError(error);
    const base = owner === 'host' ? undefined : this.remotesByName.get(owner)?.base;
    const trimmed = trimStack(stack, base ?? `${globalThis.location?.origin ?? ''}/`);
    // The same error (same owner, message and first frame) is reported once per page view.
    const key = `${owner}|${message}|${trimmed?.split('\n')[0] ?? ''}`;
    if (this.reportedErrors.has(key)) return;
    this.reportedErrors.add(key);
    this.push({
      ...this.base(owner),
      kind: 'error',
      source,
      message: message.slice(0, TELEMETRY_LIMITS.messageChars),
      ...(trimmed ? { stack: trimmed } : {}),
    });
  }

  vital(owner: TelemetryOwner, name: VitalName, value: number) {
    this.push({ ...this.base(owner), kind: 'vital', name, value: Math.max(0, value) });
  }

  /** Sends what waits (called when the page is hidden or left). */
  flush(): void {
    for (const { record } of this.pendingLoads.values()) this.queue.push(record);
    this.pendingLoads.clear();
    const analytics = this.analytics();
    const records = this.queue.filter((r) => analytics || allowedWithoutAnalytics(r));
    this.queue = [];
    for (let i = 0; i < records.length; i += TELEMETRY_LIMITS.recordsPerBatch) {
      const batch = records.slice(i, i + TELEMETRY_LIMITS.recordsPerBatch);
      this.send(this.url, JSON.stringify({ records: batch }));
    }
  }

  /** Flushes on `pagehide` and when the page is hidden (the last moment a mobile page gets). */
  listen(target: Window = window): void {
    target.addEventListener('pagehide', () => this.flush());
    target.document.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') this.flush();
    });
  }

  private push(record: TelemetryRecord): void {
    if (!allowedWithoutAnalytics(record) && !this.analytics()) return;
    this.queue.push(record);
    if (this.queue.length >= BATCH_SIZE) this.flush();
  }

  private base(owner: TelemetryOwner) {
    const info = owner === 'host' ? undefined : this.remotesByName.get(owner);
    return {
      trace: this.trace,
      remote: owner,
      variant: info?.variant ?? 'stable',
      release: (info?.release ?? 'unknown').slice(0, TELEMETRY_LIMITS.releaseChars),
      route: routePattern(globalThis.location?.pathname ?? '/'),
    };
  }

  private loadRecord(remote: RemoteName, outcome: LoadOutcome): LoadRecord {
    const info = this.remotesByName.get(remote);
    return {
      ...this.base(remote),
      kind: 'load',
      outcome,
      ...(info?.contractsVersion ? { contractsVersion: info.contractsVersion } : {}),
      ...(info?.manifestMs !== undefined ? { manifestMs: info.manifestMs } : {}),
      ...(info?.entryMs !== undefined ? { entryMs: info.entryMs } : {}),
    };
  }
}

const GLOBAL_KEY = '__CITYLENS_TELEMETRY_v1__';
type TelemetryGlobal = typeof globalThis & { [GLOBAL_KEY]?: PageTelemetry };

/** The page's telemetry, once started by the host (undefined in a remote's standalone shell). */
export function pageTelemetry(): PageTelemetry | undefined {
  return (globalThis as TelemetryGlobal)[GLOBAL_KEY];
}

export function startPageTelemetry(options: PageTelemetryOptions): PageTelemetry {
  const telemetry = new PageTelemetry(options);
  (globalThis as TelemetryGlobal)[GLOBAL_KEY] = telemetry;
  telemetry.listen();
  return telemetry;
}
