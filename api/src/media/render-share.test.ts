/**
 * A render on a machine whose every core is busy with other work still finishes: its job is
 * raised to nice 0 once it has run RAISE_AFTER_MS (render-priority.ts). Runs alone
 * (scripts/run-tests.ts): it keeps every core busy for a few seconds.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { imageProcesses, renderVariantFile } from './image-processes.js';
import { parseVariantQuery } from './presets.js';
import { RAISE_AFTER_MS, RENDER_NICE } from './render-priority.js';
import { detailedJpeg } from './test-images.js';

let root: string;
let source: string;
const width = (w: number) => {
  const parsed = parseVariantQuery({ w: String(w) });
  assert.ok(parsed.ok);
  return parsed.variant;
};

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'citylens-render-share-'));
  source = path.join(root, 'photo.jpg');
  await writeFile(source, await detailedJpeg(1600, 1200));
});
after(async () => {
  await imageProcesses.close();
  await rm(root, { recursive: true, force: true });
});

/** The nice value of each thread of `pid`. */
async function threadNices(pid: number): Promise<number[]> {
  const threads = await readdir(`/proc/${pid}/task`);
  return threads.flatMap((thread) => {
    try {
      return [getPriority(Number(thread))];
    } catch {
      return []; // Ended meanwhile.
    }
  });
}

/** A timed render of a 1200 px AVIF, the costliest kind a page asks for. */
async function timedRender(name: string): Promise<number> {
  const started = performance.now();
  await renderVariantFile(source, width(1200), 'avif', path.join(root, name));
  return performance.now() - started;
}

test('a render while every core is busy at normal priority is raised, and finishes', async (t) => {
  if (process.platform !== 'linux') return t.skip('per-thread priorities are read from /proc');
  if (process.getuid?.() !== 0) {
    return t.skip('raising a priority takes CAP_SYS_NICE: the children keep nice 19 here');
  }
  await timedRender('warm.avif'); // Starts the child and loads its code.
  const quiet = await timedRender('quiet.avif');
  const [pid] = imageProcesses.pids;
  assert.ok(pid);

  const loops: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  try {
    await sleep(200);
    const busy = timedRender('busy.avif');
    let done = false;
    void busy.finally(() => (done = true));
    // The threads' nice values, read every 50 ms from just after the raise until the job ends.
    const samples: number[][] = [];
    await sleep(RAISE_AFTER_MS + 50);
    while (!done) {
      samples.push([...new Set(await threadNices(pid))]);
      await sleep(50);
    }
    const took = await busy;
    console.log(
      `1200 px AVIF: ${quiet.toFixed(0)} ms on a quiet machine, ${took.toFixed(0)} ms with ` +
        `${loops.length} busy loops; ${samples.length} readings after ${RAISE_AFTER_MS} ms, nice ` +
        `${[...new Set(samples.flat())].join(', ') || '-'}`,
    );
    // Every reading but the last came 50 ms or more before the job's answer, so while it still
    // ran: every thread was at nice 0.
    if (took > RAISE_AFTER_MS + 200) assert.ok(samples.length > 1, 'read while the job ran');
    for (const sample of samples.slice(0, -1)) assert.deepEqual(sample, [0]);
    // Raised, it took 6 times its quiet time (mostly the wait for the raise); never raised, at
    // nice 19, 24 to 47 times.
    assert.ok(
      took < RAISE_AFTER_MS + 10 * quiet,
      `took ${took.toFixed(0)} ms (quiet ${quiet.toFixed(0)} ms)`,
    );
  } finally {
    for (const loop of loops) loop.kill('SIGKILL');
  }
  // After the job the child is back at rest.
  await timedRender('after.avif');
  assert.deepEqual([...new Set(await threadNices(pid))], [RENDER_NICE]);
});
