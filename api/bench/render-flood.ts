/**
 * The image flood of src/media/render-flood.test.ts, measured in a process of its own (that test
 * forks this file and reads the report it sends back): under node:test every promise is tracked
 * by the runner's async hook, which production runs without, and a flood makes thousands.
 *
 * One address asks for 500 distinct cold variants while someone signs in from another. Loopback
 * only (inject), bounded counts. Twenty rounds, each from its own address over its own photos, so
 * each side's p99 is read from about a thousand sign-ins, not decided by a few hiccups of a
 * shared machine. The figures that chose these numbers: docs/performance.md, "The image service
 * under a flood".
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createTestApp } from '../src/testing/harness.js';
import { startImageProcesses } from '../src/media/image-processes.js';
import { detailedJpeg } from '../src/media/test-images.js';
import { RESPONSIVE_WIDTHS, imagePresets } from '../src/media/presets.js';

/** What the flood test reads: each round's answers to the flood, and both sides' sign-ins. */
export interface FloodReport {
  rounds: { statuses: Record<number, number> }[];
  /** Sign-in p99 (ms) on the quiet side and during the floods. */
  idleP99: number;
  busyP99: number;
  /** Failed sign-ins (anything but 200), with the status and body. */
  failedSignIns: string[];
}

const ROUNDS = 20;
const PHOTOS_PER_ROUND = 8;

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

async function measureFlood(): Promise<FloodReport> {
  // As the API's start does (server.ts), before the database opens.
  startImageProcesses();
  const t = await createTestApp();
  try {
    const dir = path.join(t.app.ctx.mediaDir, 'flood');
    await fs.mkdir(dir, { recursive: true });
    const photo = await detailedJpeg(1600, 1200);
    for (let n = 0; n < ROUNDS * PHOTOS_PER_ROUND; n += 1) {
      await fs.writeFile(path.join(dir, `photo-${n}.jpg`), photo);
    }

    const me = await t.newUser('signer');
    const failedSignIns: string[] = [];
    const signIn = async () => {
      const started = performance.now();
      const res = await t.call({
        method: 'POST',
        url: '/api/token/',
        remoteAddress: '198.51.100.7',
        payload: { username: me.user.username, password: me.password },
      });
      if (res.statusCode !== 200) failedSignIns.push(`${res.statusCode} ${res.body}`);
      return performance.now() - started;
    };
    // Idle is sampled before and after each flood, after it as many sign-ins as ran during it (at
    // least 20, not capped): both sides span comparable stretches of time, side by side, and
    // their p99s are read at about the same rank of about the same number of samples.
    const idle: number[] = [];
    const busy: number[] = [];
    const rounds: FloodReport['rounds'] = [];
    const sampleIdle = async (count: number) => {
      enterSide('idle');
      for (let n = 0; n < count; n += 1) idle.push(await signIn());
    };
    // The first sign-ins compile their code paths: counted on neither side.
    for (let n = 0; n < 5; n += 1) await signIn();
    gcWatch.observe({ entryTypes: ['gc'] });
    await sampleIdle(20);
    for (let round = 0; round < ROUNDS; round += 1) {
      const urls = floodUrls(round);
      const statuses: Record<number, number> = {};
      let next = 0;
      const flood = Promise.all(
        Array.from({ length: 24 }, async () => {
          for (;;) {
            // A remote client's next request reaches the API as an I/O event, polled beside the
            // thread pool's completions (a sign-in's hash among them); an inject would start
            // inside the drain of the answer before it and hold the loop for the whole flood.
            await nextTurn();
            if (next >= urls.length) break;
            const [url, accept] = urls[next++]!;
            const res = await t.app.inject({
              url,
              headers: { accept },
              remoteAddress: `203.0.113.${9 + round}`,
            });
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
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
      rounds.push({ statuses });
      console.log(
        `round ${round + 1}: ${busy.length - before} sign-ins during the flood (p99 ` +
          `${p99(busy.slice(before)).toFixed(0)} ms), ${idle.length - idleBefore} after it (p99 ` +
          `${p99(idle.slice(idleBefore)).toFixed(0)} ms); flood answers ${JSON.stringify(statuses)}`,
      );
    }
    gcWatch.disconnect();
    loopDelay.idle.disable();
    console.log(`main thread: idle ${pausesOf('idle')}; during the floods ${pausesOf('busy')}`);
    const [idleP99, busyP99] = [p99(idle), p99(busy)];
    console.log(
      `sign-in p99 idle ${idleP99.toFixed(0)} ms (${idle.length} sign-ins, slowest ` +
        `${slowest(idle)}), during the floods ${busyP99.toFixed(0)} ms (${busy.length}, ` +
        `slowest ${slowest(busy)}): ${(busyP99 / idleP99).toFixed(2)}×`,
    );
    return { rounds, idleP99, busyP99, failedSignIns };
  } finally {
    await t.close();
  }
}

// Forked by render-flood.test.ts: measure, send the report, and end.
if (process.send) {
  const report = await measureFlood();
  process.send(report, () => process.disconnect());
}
