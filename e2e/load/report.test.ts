/// <reference types="jest" />
import { FAULT_TAIL_MS, percentile, summarize, type Sample } from './report';

const sample = (at: number, kind: string, ms: number, status = 200): Sample => ({
  at,
  kind,
  ms,
  status,
});

test('nearest-rank percentiles', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentile(values, 50)).toBe(50);
  expect(percentile(values, 95)).toBe(95);
  expect(percentile(values, 99)).toBe(99);
  expect(percentile([7], 99)).toBe(7);
  expect(percentile([], 50)).toBeNaN();
});

test('errors are counted in the fault window they fall in, until its tail ends; others are outside', () => {
  const fault = { name: 'api replica stopped', start: 10_000, end: 20_000 };
  const samples = [
    sample(1_000, 'page', 100),
    sample(12_000, 'api read', 40, 502),
    sample(15_000, 'api read', 2_000, 0),
    sample(20_000 + FAULT_TAIL_MS, 'order', 30, 503),
    sample(20_001 + FAULT_TAIL_MS, 'order', 30, 500),
    sample(40_000, 'order', 30, 400),
  ];
  const report = summarize(samples, [fault], 50_000, (kind) => kind === 'page');
  expect(report.requests).toBe(6);
  expect(report.ratePerSecond).toBeCloseTo(6 / 50);
  // A 400 is the visitor's mistake, not the site's failure.
  expect(report.errors).toBe(4);
  expect(report.faults[0]).toMatchObject({ requests: 3, errors: 3 });
  // Visible from when the first failed request was sent until the last one failed.
  expect(report.faults[0]!.visibleMs).toBe(20_000 + FAULT_TAIL_MS - (12_000 - 40));
  expect(report.errorsOutsideFaults.map((s) => s.status)).toEqual([500]);
});

test('per-kind percentiles leave out requests that got no answer; page loads outside faults alone', () => {
  const samples = [
    sample(1_000, 'page', 100),
    sample(2_000, 'page', 300),
    sample(11_000, 'page', 5_000),
    sample(3_000, 'page', 10_000, 0),
  ];
  const report = summarize(
    samples,
    [{ name: 'redis restarted', start: 10_000, end: 10_500 }],
    20_000,
    (k) => k === 'page',
  );
  expect(report.byKind['page']).toMatchObject({ requests: 4, errors: 1, p50: 300, p99: 5_000 });
  expect(report.pagesOutsideFaults).toMatchObject({ requests: 3, p95: 300 });
});
