import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { before, test } from 'node:test';
import type { FloodReport } from '../../bench/render-flood.js';

/**
 * The image service cannot be used to burn CPU: one address asks for 500 distinct cold variants
 * while someone signs in from another. The floods and sign-ins run in a process of their own,
 * without the test runner's async hook (bench/render-flood.ts says why); this file reads its
 * report.
 */
const MEASURE = fileURLToPath(new URL('../../bench/render-flood.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let report: FloodReport;
before(async () => {
  // The runner's own variables would make the child a test file of this run.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('NODE_TEST')),
  );
  const child = fork(MEASURE, [], { execArgv: ['--import', TSX], env, stdio: 'inherit' });
  // Ten minutes at most (a two-core machine takes one to two), never a hung run.
  const stuck = setTimeout(() => child.kill(), 600_000);
  report = await new Promise<FloodReport>((resolve, reject) => {
    let received: FloodReport | undefined;
    child.once('message', (message) => (received = message as FloodReport));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      received
        ? resolve(received)
        : reject(new Error(`the flood's process ended (${signal ?? code}) without a report`)),
    );
  }).finally(() => clearTimeout(stuck));
});

test('500 distinct cold variants from one address: the address is limited, nothing fails', () => {
  assert.deepEqual(report.failedSignIns, [], 'every sign-in succeeds');
  for (const { statuses } of report.rounds) {
    assert.ok((statuses[429] ?? 0) > 0, 'the address is limited');
    assert.ok((statuses[200] ?? 0) <= 120, 'no more cold renders than the per-address limit');
    assert.equal(statuses[500] ?? 0, 0);
  }
});

// Renders run at nice 19 in processes forked before the database opens, refusals are decided
// from memory, and renders start only once no hash runs: docs/performance.md, "The image service
// under a flood", has what was measured and what was tried.
test('sign-in p99 during those floods stays within 2× of idle', () => {
  const { idleP99, busyP99 } = report;
  assert.ok(busyP99 <= 2 * idleP99, `p99 ${busyP99.toFixed(0)} ms > 2 × ${idleP99.toFixed(0)} ms`);
});
