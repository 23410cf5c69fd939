/**
 * `pnpm bench:slow-phone [route…] [--runs=N] [--rate=4] [--network=slow4g] [--compare=<ref>]
 * [--traces=DIR] [--no-build]`: a real browser on a slow phone's CPU (CDP
 * `Emulation.setCPUThrottlingRate`), and its link with `--network`, per route, medians of N fresh
 * loads:
 *
 * - **FCP**: navigation start to first contentful paint, as the page's paint entry reports it;
 * - **TBT 4×**: the long tasks the page's own `longtask` observer reports from first contentful
 *   paint until 5 s after load, each for what passes 50 ms (wall time, at the throttled CPU);
 * - **cpu→TTI**: the page's main thread's CPU time (the trace's thread time) from navigation start
 *   until interactive. It leaves out the thread's waits for a core on a busy machine (wall times and
 *   TBT take them in); the CPU throttle's own slowdown counts in it (at 4× one load of `/` gave
 *   1763 ms against 1779 ms from FCP to interactive);
 * - **frames/s**: compositor frames drawn per second from first paint to interactive (the end of
 *   the last long task with 5 s quiet after it, at least 1 s after FCP), and in the 5 s after,
 *   when nothing on the page should move; read from the trace's `DrawFrame` events;
 * - what may draw them: CSS animations and transitions started (CDP Animation domain, with the
 *   element each runs on and whether it was on screen), `requestAnimationFrame` callbacks fired,
 *   timers fired and images decoded, counted in the same window from the trace.
 *
 * With `--compare=<ref>` the ref is checked out, built and served in turn with the working tree
 * (as `bench:lighthouse --compare` does), so both are measured in one sweep on one machine.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import { AREA_RENDERED_MARK } from '@citylens/shared/contracts';
import { prepareVisitor } from './lighthouse-visitor';
import { median } from './results';
import { HOST_URL, PHONE_CONTEXT } from './site';
import { sweepTrees } from './sweep';
import {
  cpuTimeBetween,
  pageMainThread,
  pageTimestamps,
  topLevelTasks,
  type Trace,
  type TraceEvent,
} from './trace';

const argValue = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(argValue('runs') ?? 3);
const rate = Number(argValue('rate') ?? 4);
const compare = argValue('compare');
/**
 * `--network=slow4g`: also Lighthouse's mobile link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up), applied to each request (DevTools' throttling); by default the local network, unthrottled.
 */
const network = argValue('network');
if (network !== undefined && network !== 'slow4g')
  throw new Error(`--network=${network}: only slow4g`);
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** Keep each run's trace here (open in DevTools' Performance panel). */
const tracesDir = argValue('traces');
const DEFAULT_ROUTES = ['/', '/city/Paris', '/events', '/frame-shop', '/checkout'];
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));

/** The page's own figures, from its observers (performance.now() clock, ms). */
interface PageFigures {
  fcp: number;
  /** When the route's remote area had rendered (its AREA_RENDERED_MARK), or 0. */
  areaRendered: number;
  load: number;
  longTasks: { start: number; duration: number }[];
}

interface Animated {
  name: string;
  type: string;
  target: string;
  onScreen: boolean;
  /** ms after navigation start (performance.now() clock of the page). */
  at: number;
  infinite: boolean;
}

interface SlowPhoneRun {
  tbt: number;
  /** ms from navigation start to first contentful paint (the page's paint entry). */
  fcp: number;
  /** ms from first contentful paint until the route's area had rendered (NaN: no mark). */
  areaAfterFcp: number;
  interactiveAfterFcp: number;
  /** Main-thread CPU time (thread time, the throttle's slowdown in it) from navigation start to interactive, ms. */
  cpuToInteractive: number;
  framesPerSecondToInteractive: number;
  framesPerSecondQuiet: number;
  /** Frames drawn from FCP to interactive with no paint of the page since the previous frame. */
  unpaintedFrames: number;
  animationFrames: number;
  timers: number;
  decodes: number;
  animations: Animated[];
}

const QUIET_MS = 5000;
const LONG_TASK_MS = 50;

/** Observers installed before any of the page's scripts: paint, long tasks, load. */
const PAGE_OBSERVERS = `(() => {
  const figures = (window.__slowPhone = { fcp: 0, areaRendered: 0, load: 0, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === '${AREA_RENDERED_MARK}' && !figures.areaRendered) figures.areaRendered = e.startTime;
  }).observe({ type: 'mark', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') figures.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) figures.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('load', () => (figures.load = performance.now()));
})()`;

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'loading',
  'blink.user_timing',
  // The main thread's top-level tasks (RunTask), with their thread time.
  'toplevel',
  '__metadata',
].join(',');

async function startTracing(cdp: CDPSession): Promise<() => Promise<Trace>> {
  await cdp.send('Tracing.start', {
    categories: TRACE_CATEGORIES,
    transferMode: 'ReturnAsStream',
  });
  return async () => {
    const complete = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
    );
    await cdp.send('Tracing.end');
    const stream = await complete;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    return JSON.parse(text) as Trace;
  };
}

/** Names each CSS animation or transition as it starts: its name, element and visibility. */
async function watchAnimations(cdp: CDPSession, found: Animated[]): Promise<void> {
  await cdp.send('DOM.enable');
  await cdp.send('Animation.enable');
  cdp.on('Animation.animationStarted', ({ animation }) => {
    void (async () => {
      let target = '?';
      let onScreen = false;
      const nodeId = animation.source?.backendNodeId;
      if (nodeId !== undefined) {
        try {
          const { node } = await cdp.send('DOM.describeNode', { backendNodeId: nodeId });
          const attrs = node.attributes ?? [];
          const attr = (name: string) => {
            const i = attrs.indexOf(name);
            return i >= 0 ? attrs[i + 1] : undefined;
          };
          target = [
            node.nodeName.toLowerCase(),
            attr('aria-label') ? `[aria-label="${attr('aria-label')}"]` : '',
            attr('class') ? `.${attr('class')!.split(' ')[0]}` : '',
          ].join('');
          const box = await cdp
            .send('DOM.getBoxModel', { backendNodeId: nodeId })
            .catch(() => null);
          onScreen = box !== null && box.model.width > 0 && box.model.height > 0;
        } catch {
          target = '(gone)';
        }
      }
      found.push({
        name: animation.name || '(unnamed)',
        type: animation.type,
        target,
        onScreen,
        at: animation.startTime,
        infinite: animation.source?.iterations === null || animation.source?.iterations === 0,
      });
    })();
  });
}

const eventsOf = (trace: Trace): TraceEvent[] => (Array.isArray(trace) ? trace : trace.traceEvents);

/** One fresh load of the route, throttled, traced. */
async function measureOnce(
  url: string,
  profileDir: string | null,
  keepTraceAs: string | null,
): Promise<SlowPhoneRun> {
  const ownProfile = profileDir ?? mkdtempSync(path.join(tmpdir(), 'citylens-slow-phone-'));
  let context: BrowserContext | null = null;
  try {
    context = await chromium.launchPersistentContext(ownProfile, PHONE_CONTEXT);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(PAGE_OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    }
    const animations: Animated[] = [];
    await watchAnimations(cdp, animations);
    const stopTracing = await startTracing(cdp);
    await page.goto(url, { waitUntil: 'load' });
    // Interactive: 5 s with no new long task after the last one (or after load).
    // Asked from here, not polled by a timer in the page: the page's own timers are counted.
    const quietFigures = () =>
      page.evaluate((quiet) => {
        const f = (window as unknown as { __slowPhone: PageFigures }).__slowPhone;
        if (!f.load || !f.fcp) return null;
        const lastEnd = Math.max(
          f.load,
          f.areaRendered,
          ...f.longTasks.map((t) => t.start + t.duration),
        );
        return performance.now() - lastEnd >= quiet ? f : null;
      }, QUIET_MS);
    const deadline = Date.now() + 60_000;
    let page_ = await quietFigures();
    while (!page_) {
      if (Date.now() > deadline) throw new Error(`${url} was not quiet for 5 s within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      page_ = await quietFigures();
    }
    const trace = await stopTracing();
    if (keepTraceAs) writeFileSync(keepTraceAs, JSON.stringify(trace));
    const thread = pageMainThread(trace);
    const { navigationStart, fcp } = pageTimestamps(trace, thread);
    const afterFcp = page_.longTasks.filter((t) => t.start + t.duration > page_.fcp);
    const tbtEnd = page_.load + QUIET_MS;
    const tbt = afterFcp
      .filter((t) => t.start < tbtEnd)
      .reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);
    // Interactive: no long task left, and the route's area rendered (its hydration runs in short
    // slices, which no long task marks).
    const lastLongEnd = Math.max(
      page_.fcp,
      page_.areaRendered,
      ...afterFcp.map((t) => t.start + t.duration),
    );
    const interactiveAfterFcp = Math.max(1000, lastLongEnd - page_.fcp);
    const from = fcp;
    const to = fcp + interactiveAfterFcp * 1000;
    const quietTo = to + QUIET_MS * 1000;
    const events = eventsOf(trace);
    const countIn = (names: string[], a: number, b: number, pid?: number) =>
      events.filter(
        (e) =>
          names.includes(e.name) &&
          e.ph !== 'E' &&
          e.ts >= a &&
          e.ts < b &&
          (pid === undefined || e.pid === pid),
      ).length;
    const frames = (a: number, b: number) => countIn(['DrawFrame'], a, b, thread.pid);
    // A frame drawn with no paint of the page since the one before changed no pixel of its content.
    const drawn = events
      .filter((e) => e.pid === thread.pid && (e.name === 'DrawFrame' || e.name === 'Paint'))
      .sort((a, b) => a.ts - b.ts);
    let painted = true;
    let unpainted = 0;
    for (const e of drawn) {
      if (e.name === 'Paint') painted = true;
      else {
        if (!painted && e.ts >= from && e.ts < to) unpainted += 1;
        painted = false;
      }
    }
    return {
      tbt,
      fcp: page_.fcp,
      areaAfterFcp: page_.areaRendered ? page_.areaRendered - page_.fcp : NaN,
      interactiveAfterFcp,
      cpuToInteractive: cpuTimeBetween(topLevelTasks(trace, thread), navigationStart, to) / 1000,
      framesPerSecondToInteractive: frames(from, to) / (interactiveAfterFcp / 1000),
      framesPerSecondQuiet: frames(to, quietTo) / (QUIET_MS / 1000),
      unpaintedFrames: unpainted,
      animationFrames: countIn(['FireAnimationFrame'], from, to, thread.pid),
      timers: countIn(['TimerFire'], from, to, thread.pid),
      decodes: countIn(['Decode Image', 'ImageDecodeTask'], from, to),
      animations: animations.filter((a) => a.at >= (fcp - navigationStart) / 1000 - 1),
    };
  } finally {
    await context?.close();
    if (!profileDir) rmSync(ownProfile, { recursive: true, force: true });
  }
}

const pad = (value: number | string, width: number) => String(value).padStart(width);

function summary(label: string, all: SlowPhoneRun[]): string {
  const m = (pick: (r: SlowPhoneRun) => number) => median(all.map(pick));
  return [
    label.padEnd(34),
    pad(m((r) => r.fcp).toFixed(0), 6),
    pad(m((r) => r.tbt).toFixed(0), 8),
    pad(Number.isNaN(m((r) => r.areaAfterFcp)) ? '–' : m((r) => r.areaAfterFcp).toFixed(0), 9),
    pad(m((r) => r.interactiveAfterFcp).toFixed(0), 9),
    pad(m((r) => r.cpuToInteractive).toFixed(0), 8),
    pad(m((r) => r.framesPerSecondToInteractive).toFixed(1), 9),
    pad(m((r) => r.framesPerSecondQuiet).toFixed(1), 8),
    pad(m((r) => r.unpaintedFrames).toFixed(0), 9),
    pad(m((r) => r.animationFrames).toFixed(0), 6),
    pad(m((r) => r.timers).toFixed(0), 7),
    pad(m((r) => r.decodes).toFixed(0), 8),
  ].join(' ');
}

const HEADER = `${'route'.padEnd(34)} ${pad('FCP', 6)} ${pad('TBT 4×', 8)} ${pad('FCP→area', 9)} ${pad('FCP→TTI', 9)} ${pad('cpu→TTI', 8)} ${pad('fps→TTI', 9)} ${pad('fps 5s', 8)} ${pad('no paint', 9)} ${pad('rAF', 6)} ${pad('timers', 7)} ${pad('decodes', 8)}`;

function animationLines(all: SlowPhoneRun[]): string[] {
  const seen = new Map<string, number>();
  for (const run of all)
    for (const a of run.animations) {
      const key = `${a.type} ${a.name} on ${a.target}${a.infinite ? ', infinite' : ''}${a.onScreen ? '' : ', not on screen'}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  return [...seen].map(([key, n]) => `    ${key} (${(n / all.length).toFixed(1)} per load)`);
}

/** One load of `route`, measured again (twice at most) when its trace comes back incomplete. */
async function measureWithRetries(route: string, keepAs: string | null) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(`${HOST_URL}${route}`, await prepareVisitor(route), keepAs);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${route}: ${String(error)}; measuring that load again`);
    }
  }
}

async function main() {
  const measured = routes.length ? routes : DEFAULT_ROUTES;
  if (tracesDir) mkdirSync(tracesDir, { recursive: true });
  const build = !process.argv.includes('--no-build');
  await sweepTrees(compare, { build }, async ({ trees, ref, serve, inTurn }) => {
    const results = new Map(measured.map((r) => [r, trees.map(() => [] as SlowPhoneRun[])]));
    console.log(
      `\nA slow phone: CPU ${rate}× slower, ${network ? 'slow 4G, ' : ''}390×844, ${runs} run(s) per route`,
    );
    console.log(HEADER);
    for (let i = 1; i <= runs; i++) {
      for (const tree of inTurn(i)) {
        await serve(tree);
        for (const route of measured) {
          const keepAs = tracesDir
            ? path.join(
                tracesDir,
                `${route.replace(/\W+/g, '_')}${ref ? `-${tree.label.replace(/\W+/g, '_')}` : ''}-${i}.json`,
              )
            : null;
          // A trace now and then lacks the page's navigationStart (Chromium drops early events
          // under load, at times twice in a row): that load is measured again, twice at most.
          const run = await measureWithRetries(route, keepAs);
          results.get(route)![trees.indexOf(tree)]!.push(run);
          console.log(summary(`${route} ${ref ? `${tree.label} ` : ''}run ${i}`, [run]));
        }
      }
    }
    console.log('\nMedians');
    console.log(HEADER);
    for (const [route, perTree] of results)
      perTree.forEach((all, t) => {
        console.log(summary(`${route}${ref ? ` ${trees[t]!.label}` : ''}`, all));
        for (const line of animationLines(all)) console.log(line);
      });
    console.log(LEGEND);
  });
}

const LEGEND = `
FCP (ms): from navigation start to first contentful paint (the page's paint entry), at the throttled CPU.
TBT 4× (ms): long tasks (longtask observer) from FCP to 5 s after load, each past 50 ms, at the throttled CPU.
FCP→area (ms): from first contentful paint until the route's remote area had rendered (hydrated):
  its controls answer from then on ('–' for a tree that sets no such mark).
FCP→TTI (ms): from first contentful paint to the end of the last long task before 5 s of quiet, or to
  the area's render when later (1000 at least).
cpu→TTI (ms): the main thread's CPU time (trace thread time) from navigation start to interactive,
  the throttle's slowdown in it: it leaves out waits for a core when other work shares the machine.
fps→TTI, fps 5s: compositor frames drawn (trace DrawFrame) per second in that window, and in the 5 s after it.
no paint: frames drawn from FCP to interactive with no paint of the page since the frame before.
rAF, timers, decodes: requestAnimationFrame callbacks and timers fired on the page's main thread, and
  image decodes, from FCP to interactive. Below each route: the CSS animations and transitions started.`;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
