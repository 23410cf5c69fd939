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
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { prepareVisitor } from './lighthouse-visitor';
import { HOST_URL, PHONE_CONTEXT } from './site';
import {
  QUIET_MS,
  slowPhoneRun,
  type Animated,
  type PageFigures,
  type SlowPhoneRun,
} from './slow-phone-figures';
import { PAGE_OBSERVERS, startTracing, watchAnimations } from './slow-phone-probes';
import { animationLines, HEADER, LEGEND, summary } from './slow-phone-report';
import { sweepTrees } from './sweep';

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

/**
 * The page's figures once it is interactive: 5 s with no new long task after the last one (or
 * after load). Asked from here, not polled by a timer in the page: the page's own timers are counted.
 */
async function quietPageFigures(page: Page, url: string): Promise<PageFigures> {
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
  let figures = await quietFigures();
  while (!figures) {
    if (Date.now() > deadline) throw new Error(`${url} was not quiet for 5 s within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    figures = await quietFigures();
  }
  return figures;
}

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
    const figures = await quietPageFigures(page, url);
    const trace = await stopTracing();
    if (keepTraceAs) writeFileSync(keepTraceAs, JSON.stringify(trace));
    return slowPhoneRun(figures, trace, animations);
  } finally {
    await context?.close();
    if (!profileDir) rmSync(ownProfile, { recursive: true, force: true });
  }
}

/** One load of `route`, measured again (four times at most) when its trace comes back incomplete. */
async function measureWithRetries(route: string, keepAs: string | null) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(`${HOST_URL}${route}`, await prepareVisitor(route), keepAs);
    } catch (error) {
      if (attempt === 5) throw error;
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
