/**
 * `pnpm bench:lighthouse [route…] [--runs=N] [--compare=REF] [--baseline] [--reports=DIR [--traces]]`:
 * Lighthouse (mobile, its default simulated 4× CPU and slow-4G throttling) on the production build,
 * served as `pnpm start` serves it with warm image variants. Prints every run and each route's
 * medians (default 3 runs); `--reports` keeps each run's JSON report (open it in the Lighthouse
 * viewer), and with `--traces` its performance trace beside it (`*.trace.json`, for the
 * Performance panel).
 *
 * Besides Lighthouse's score and metrics, each run gives the benchmark index Lighthouse measured
 * (how fast the machine was just then) and the page's main-thread CPU time from the trace until
 * LCP and until interactive (see trace.ts): thread time, which other work on a busy machine does
 * not inflate, where wall time and the simulated metrics move with the load.
 *
 * `--compare=REF` checks REF out into a temporary worktree, installs it (from the pnpm store first), builds it and the
 * working tree, then measures both in one sweep: run 1 of every route on REF then on the working
 * tree, run 2 in the other order, and so on, so that the machine's drift falls on both alike.
 * Each tree is served by its own servers on the same ports, one at a time. The medians are then
 * printed side by side with their difference; the worktree is removed at the end.
 *
 * Each route is measured as its visitor would see it: public pages on a fresh profile; pages that
 * need an account signed in as the demo user (a returning visitor: cookie choice made); the
 * checkout with two frames in the cart.
 *
 * `--baseline` also measures a page with no script and no image, served with the host's own
 * response headers, and the same page without `Cross-Origin-Opener-Policy`: what this machine
 * scores before any CityLens code runs (see docs/performance.md, "The first load").
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startBaselineServer } from './lighthouse-baseline';
import { runLighthouse } from './lighthouse-run';
import { prepareVisitor } from './lighthouse-visitor';
import { headerLine, resultLine, sideBySide, type Measured, type RunResult } from './results';
import { HOST_URL } from './site';
import { sweepTrees } from './sweep';
import { resolveRef } from './tree';

const DEFAULT_ROUTES = [
  '/',
  '/city/Paris',
  '/events',
  '/frame-shop',
  '/checkout',
  '/profile',
  '/reviews',
];

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const baseline = args.includes('--baseline');
const traces = args.includes('--traces');
const routes = args.filter((a) => a.startsWith('/'));
const compare = args.find((a) => a.startsWith('--compare='))?.slice('--compare='.length);
const reportsArg = args.find((a) => a.startsWith('--reports='))?.slice('--reports='.length);
const reportsDir = reportsArg
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), reportsArg)
  : null;
const unknown = args.filter(
  (a) =>
    !a.startsWith('/') &&
    a !== '--baseline' &&
    a !== '--traces' &&
    !/^--(runs|reports|compare)=./.test(a),
);
if (unknown.length) {
  console.error(
    `unknown argument(s): ${unknown.join(' ')} (routes, --runs=N, --compare=REF, --reports=DIR, --traces, --baseline)`,
  );
  process.exit(2);
}
if (traces && !reportsDir) {
  console.error('--traces keeps the traces beside the reports: give --reports=DIR too');
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs= takes a whole number of runs, 1 or more');
  process.exit(2);
}
if (compare !== undefined) {
  try {
    resolveRef(compare);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/**
 * One Lighthouse run of one page. A prepared visitor gets a new profile for every run: its storage
 * is kept (Lighthouse is told not to reset it), so its HTTP cache must start empty too.
 */
async function measureOnce(
  url: string,
  visitor: () => Promise<string | null>,
  keepAs: string | null,
): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    const profileDir = await visitor();
    try {
      return await runLighthouse(url, { profileDir, keepAs, traces });
    } catch (error) {
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run has no figures
      // at all, so it is run again, and said so; anything else stops the bench.
      const lost = /NO_NAVSTART/.exec(String(error));
      if (!lost || attempt >= 3) throw error;
      console.log(`  Lighthouse lost its trace (${lost[0]}), running it again`);
    } finally {
      if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

const reportPath = (name: string, tree: string | null, run: number) =>
  reportsDir
    ? path.join(reportsDir, `${slug(name) || 'home'}${tree ? `-${slug(tree)}` : ''}-${run}.json`)
    : null;

/** `runs` runs of a page with no visitor, then its medians. */
async function measureBaseline(label: string, url: string) {
  const measured: Measured = { label: 'median', runs: [] };
  console.log(label);
  for (let i = 1; i <= runs; i++) {
    const result = await measureOnce(url, () => Promise.resolve(null), reportPath(label, null, i));
    measured.runs.push(result);
    console.log(resultLine(`run ${i}`, result));
  }
  for (const line of sideBySide(label, [measured]).slice(1)) console.log(line);
}

async function main() {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const measuredRoutes = routes.length ? routes : DEFAULT_ROUTES;
  await sweepTrees(compare, {}, async ({ trees, ref, serve, inTurn }) => {
    const work = trees.at(-1)!;
    const results = new Map(
      measuredRoutes.map((route) => [
        route,
        trees.map((tree): Measured => ({ label: tree.label, runs: [] })),
      ]),
    );

    console.log(
      `\nLighthouse mobile, ${runs} run(s) per route${ref ? `, ${ref.label} and ${work.label} in turn` : ''}`,
    );
    console.log(headerLine(''));
    for (let i = 1; i <= runs; i++) {
      for (const tree of inTurn(i)) {
        await serve(tree);
        for (const route of measuredRoutes) {
          const keepAs = reportPath(route, ref ? tree.label : null, i);
          const result = await measureOnce(
            `${HOST_URL}${route}`,
            () => prepareVisitor(route),
            keepAs,
          );
          results.get(route)![trees.indexOf(tree)]!.runs.push(result);
          console.log(resultLine(`${route} ${ref ? `${tree.label} ` : ''}run ${i}`, result));
        }
      }
    }

    console.log(`\nMedians${ref ? `: ${ref.label} (--compare) and ${work.label}` : ''}`);
    console.log(headerLine(''));
    for (const [route, measured] of results) {
      for (const line of sideBySide(route, measured)) console.log(line);
    }

    if (baseline) {
      await serve(work);
      const server = await startBaselineServer();
      try {
        console.log(headerLine('\nBaseline'));
        await measureBaseline("empty page, the host's headers", `${server.url}/`);
        await measureBaseline('empty page, no COOP', `${server.url}/without-coop`);
      } finally {
        server.close();
      }
    }
    console.log(LEGEND);
  });
}

const LEGEND = `
perf, FCP, LCP, TBT, SI (ms), CLS, a11y: Lighthouse's mobile score and simulated metrics.
bench: Lighthouse's benchmark index of the machine during the run (higher is faster).
cpu→LCP, cpu→TTI (ms): CPU time of the page's renderer main thread (the trace's thread time,
  top-level tasks only) from navigation start until the observed LCP, and until interactive: the
  end of the last long task (50 ms or more) after FCP with no long task in the 5 s that follow,
  or FCP when none comes after it. Thread time leaves out the waits for a busy core, so it is the
  figure to compare on a shared machine.
cpuTBT (ms): TBT from thread time: each task after the observed FCP, its thread time × 4 (as
  Lighthouse's mobile simulation scales CPU work), counts for what passes 50 ms. Lighthouse's TBT
  scales wall time, waits for a busy core included.`;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
