/** The load test's outcome: last-run.json, the printed figures, and what failed (exit 1). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';
import { faults } from './faults';
import { isError, type LoadReport } from './report';
import { samples } from './samples';
import { SECONDS, say } from './settings';
import type { dataFigures, StoredData } from './stored-data';

type DataFigures = ReturnType<typeof dataFigures>;

const ms = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n)}`);

/** last-run.json beside this file: the run's report (its first 20 errors outside the faults). */
export function writeLastRun(
  run: string,
  report: LoadReport,
  results: autocannon.Result[],
  data: DataFigures,
): void {
  const out = {
    run,
    seconds: SECONDS,
    report: { ...report, errorsOutsideFaults: report.errorsOutsideFaults.slice(0, 20) },
    autocannon: results.map((r) => ({
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    })),
    data,
  };
  writeFileSync(path.join(__dirname, 'last-run.json'), `${JSON.stringify(out, null, 2)}\n`);
}

export function printReport(report: LoadReport, non2xx: number, data: DataFigures): void {
  say(
    `${report.requests} requests in ${report.seconds.toFixed(0)} s: ${report.ratePerSecond.toFixed(1)} req/s; errors ${report.errors} (${(report.errorRate * 100).toFixed(2)} %); non-2xx incl. visitors' 4xx ${non2xx}`,
  );
  console.log('  kind                          requests  errors   p50   p95   p99 (ms)  not 2xx');
  for (const [kind, f] of Object.entries(report.byKind)) {
    console.log(
      `  ${kind.padEnd(30)}${String(f.requests).padStart(8)}${String(f.errors).padStart(8)}${ms(f.p50).padStart(6)}${ms(f.p95).padStart(6)}${ms(f.p99).padStart(6)}       ${JSON.stringify(f.others)}`,
    );
  }
  for (const f of report.faults) {
    say(
      `${f.name}: ${(f.start / 1000).toFixed(0)}–${(f.end / 1000).toFixed(0)} s, ${f.errors} of ${f.requests} requests failed (${((f.errors / Math.max(1, f.requests)) * 100).toFixed(2)} %), visible ${(f.visibleMs / 1000).toFixed(1)} s ${JSON.stringify(f.failures)}`,
    );
  }
  say(
    `page loads outside the faults: p95 ${ms(report.pagesOutsideFaults.p95)} ms; errors outside the faults: ${report.errorsOutsideFaults.length}`,
  );
  say(`data: ${JSON.stringify(data)}`);
}

/** What README.md says the run must hold, each that did not. */
export function failuresOf(report: LoadReport, stored: StoredData): string[] {
  return [
    stored.ordersLost.length && `${stored.ordersLost.length} acknowledged orders missing`,
    stored.ordersDoubled.length && `${stored.ordersDoubled.length} orders stored twice`,
    stored.bookingsLost.length && `${stored.bookingsLost.length} acknowledged bookings missing`,
    stored.bookingsDoubled.length && `${stored.bookingsDoubled.length} bookings stored twice`,
    stored.likesWrong.length && `${stored.likesWrong.length} likes not as acknowledged`,
    report.errorRate > 0.005 && `error rate ${(report.errorRate * 100).toFixed(2)} % > 0.5 %`,
    report.errorsOutsideFaults.length &&
      `${report.errorsOutsideFaults.length} errors outside the faults (first: ${JSON.stringify(report.errorsOutsideFaults[0])})`,
    report.pagesOutsideFaults.p95 > 1000 &&
      `page loads' p95 outside the faults ${ms(report.pagesOutsideFaults.p95)} ms > 1000 ms`,
    faults.length !== 3 && 'not every fault was injected',
    !samples.some((s) => !isError(s)) && 'nothing was answered',
  ].filter((failure): failure is string => Boolean(failure));
}
