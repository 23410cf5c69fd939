/**
 * The whole-site load test's figures, from what each request did: rate, percentiles per kind of
 * request, error rates overall and around each fault, and how long each fault was visible.
 */

/** One request: when it was answered (ms since the run began), its kind, its latency and outcome. */
export interface Sample {
  at: number;
  kind: string;
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
}

/** A fault: from the command that caused it to the service being healthy again (ms since start). */
export interface FaultWindow {
  name: string;
  start: number;
  end: number;
}

/** Errors a fault can still cause after its service is healthy again (a reconnect, a retry). */
export const FAULT_TAIL_MS = 10_000;

/** A request the site failed: no answer, or a 5xx or 429 (a 4xx the visitor caused is not one). */
export const isError = (sample: Sample) =>
  sample.status === 0 || sample.status >= 500 || sample.status === 429;

/** The nearest-rank percentile of ascending `sorted` values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface KindFigures {
  requests: number;
  errors: number;
  /** How many got each status other than 2xx (0: no answer). */
  others: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
}

function figures(samples: Sample[]): KindFigures {
  const answered = samples
    .filter((s) => s.status !== 0)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const others: Record<string, number> = {};
  for (const s of samples) {
    if (s.status < 200 || s.status >= 300) others[s.status] = (others[s.status] ?? 0) + 1;
  }
  return {
    requests: samples.length,
    errors: samples.filter(isError).length,
    others,
    p50: percentile(answered, 50),
    p95: percentile(answered, 95),
    p99: percentile(answered, 99),
  };
}

export interface FaultFigures extends FaultWindow {
  requests: number;
  errors: number;
  /** The failed requests' statuses by kind of request, e.g. `{ "sign in 502": 2 }`. */
  failures: Record<string, number>;
  /** From the first to the last failed request in the fault's window, plus that request's time. */
  visibleMs: number;
}

export interface LoadReport {
  seconds: number;
  requests: number;
  ratePerSecond: number;
  errors: number;
  errorRate: number;
  byKind: Record<string, KindFigures>;
  /** Page loads (HTML) answered outside every fault's window. */
  pagesOutsideFaults: KindFigures;
  faults: FaultFigures[];
  errorsOutsideFaults: Sample[];
}

const inWindow = (sample: Sample, fault: FaultWindow) =>
  sample.at >= fault.start && sample.at <= fault.end + FAULT_TAIL_MS;

export function summarize(
  samples: Sample[],
  faults: FaultWindow[],
  runMs: number,
  isPage: (kind: string) => boolean,
): LoadReport {
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, figures(samples.filter((s) => s.kind === kind))]),
  );
  const outside = samples.filter((s) => !faults.some((f) => inWindow(s, f)));
  const errors = samples.filter(isError).length;
  return {
    seconds: runMs / 1000,
    requests: samples.length,
    ratePerSecond: samples.length / (runMs / 1000),
    errors,
    errorRate: samples.length ? errors / samples.length : 0,
    byKind,
    pagesOutsideFaults: figures(outside.filter((s) => isPage(s.kind))),
    faults: faults.map((fault) => {
      const during = samples.filter((s) => inWindow(s, fault));
      const failed = during.filter(isError).sort((a, b) => a.at - b.at);
      const first = failed[0];
      const last = failed[failed.length - 1];
      const failures: Record<string, number> = {};
      for (const s of failed)
        failures[`${s.kind} ${s.status}`] = (failures[`${s.kind} ${s.status}`] ?? 0) + 1;
      return {
        ...fault,
        requests: during.length,
        errors: failed.length,
        failures,
        visibleMs: first && last ? last.at - (first.at - first.ms) : 0,
      };
    }),
    errorsOutsideFaults: outside.filter(isError),
  };
}
