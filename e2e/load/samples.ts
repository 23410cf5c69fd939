/** Every request of the load test's run, as answered, on the run's clock. */
import type { Sample } from './report';

export const samples: Sample[] = [];
let runStart = 0;

/** Starts the run's clock: `now()` counts from here. */
export function startRun(): void {
  runStart = Date.now();
}

/** ms since the run began. */
export const now = () => Date.now() - runStart;

export const record = (kind: string, sentAt: number, status: number) =>
  samples.push({ at: now(), kind, ms: Date.now() - sentAt, status });
