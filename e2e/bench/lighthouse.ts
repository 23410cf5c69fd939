/**
 * `pnpm bench:lighthouse [route…] [--runs=N] [--baseline] [--reports=DIR [--traces]]`: Lighthouse (mobile,
 * its default simulated 4× CPU and slow-4G throttling) on the production build, served as
 * `pnpm start` serves it with warm image variants. Prints every run and each route's medians
 * (default 3 runs); `--reports` keeps each run's JSON report (open it in the Lighthouse viewer),
 * and with `--traces` its performance trace beside it (`*.trace.json`, for the Performance panel).
 *
 * Each route is measured as its visitor would see it: public pages on a fresh profile; pages that
 * need an account signed in as the demo user (a returning visitor: cookie choice made); the
 * checkout with two frames in the cart.
 *
 * `--baseline` also measures a page with no script and no image, served with the host's own
 * response headers, and the same page without `Cross-Origin-Opener-Policy`: what this machine
 * scores before any CityLens code runs (see docs/architecture.md, "The first load").
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  routeForPath,
  routes as siteRoutes,
  storageKeys,
  type CartItem,
} from '@citylens/shared/contracts';
import { DEMO } from '../tests/shell/shell-helpers';
import { API_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, HOST_URL, startSite } from './site';

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
const reportsArg = args.find((a) => a.startsWith('--reports='))?.slice('--reports='.length);
const reportsDir = reportsArg
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), reportsArg)
  : null;
const unknown = args.filter(
  (a) =>
    !a.startsWith('/') && a !== '--baseline' && a !== '--traces' && !/^--(runs|reports)=./.test(a),
);
if (unknown.length) {
  console.error(
    `unknown argument(s): ${unknown.join(' ')} (routes, --runs=N, --reports=DIR, --traces, --baseline)`,
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

interface RunResult {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

/** One Lighthouse CLI run; `profileDir` keeps its storage (a prepared visitor). */
async function lighthouse(
  url: string,
  profileDir: string | null,
  keepAs: string | null,
): Promise<RunResult> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'citylens-lh-'));
  const output = path.join(outDir, 'report.json');
  const chromeFlags = [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    ...(profileDir ? [`--user-data-dir=${profileDir}`] : []),
  ];
  const cli = path.join(__dirname, '../node_modules/.bin/lighthouse');
  const cliArgs = [
    url,
    '--only-categories=performance,accessibility',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(profileDir ? ['--disable-storage-reset'] : []),
    ...(keepAs && traces ? ['--save-assets'] : []),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(cli, cliArgs, {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-2000)));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr}`)),
      );
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue: number }>;
      runtimeError?: { message: string };
    };
    if (keepAs) copyFileSync(output, keepAs);
    if (keepAs && traces) {
      // --save-assets writes the trace beside the report as <name>-0.trace.json.
      copyFileSync(
        path.join(outDir, 'report-0.trace.json'),
        keepAs.replace(/\.json$/, '.trace.json'),
      );
    }
    if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
    const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: report.categories.performance!.score,
      accessibility: report.categories.accessibility!.score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      si: metric('speed-index'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * A new browser profile whose localStorage holds what this route's visitor would have (fresh
 * tokens each time: they last 15 minutes); null for a first-time visitor.
 */
async function prepareVisitor(route: string): Promise<string | null> {
  const signedIn = routeForPath(route)?.auth === true;
  const withCart = route === siteRoutes.checkout.href();
  if (!signedIn && !withCart) return null;
  const entries: [string, string][] = [];
  if (signedIn) {
    const res = await fetch(`${API_URL}/api/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (!res.ok) throw new Error(`signing in the demo user failed: ${res.status}`);
    const tokens = (await res.json()) as { access: string; refresh: string; user?: object };
    entries.push(
      [storageKeys.accessToken, tokens.access],
      [storageKeys.refreshToken, tokens.refresh],
      [storageKeys.user, JSON.stringify(tokens.user ?? { id: 0, username: DEMO.username })],
      [storageKeys.cookieConsent, 'accepted'],
    );
  }
  if (withCart) {
    const frames = (await (await fetch(`${API_URL}/api/picture-frames/`)).json()) as {
      id: number;
      name: string;
      price: number | string;
      frame_size: string;
      black_image_url: string;
      brown_image_url: string;
    }[];
    const cart = frames.slice(0, 2).map((frame, i): CartItem => ({
      ...frame,
      price: Number(frame.price),
      kind: 'picture',
      selectedColor: i === 0 ? 'black' : 'brown',
      quantity: i + 1,
    }));
    entries.push([storageKeys.cart, JSON.stringify(cart)]);
  }
  const profileDir = mkdtempSync(path.join(tmpdir(), 'citylens-lh-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    // Any page of the host's origin will do: the health check runs no app code.
    await page.goto(`${HOST_URL}/healthz`);
    await page.evaluate((items) => {
      for (const [key, value] of items) localStorage.setItem(key, value);
    }, entries);
  } finally {
    await context.close();
  }
  return profileDir;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const line = (label: string, r: RunResult) =>
  `  ${label.padEnd(22)} ${r.performance.toFixed(2).padStart(5)} ${Math.round(r.fcp).toString().padStart(6)} ${Math.round(r.lcp).toString().padStart(6)} ${Math.round(r.tbt).toString().padStart(6)} ${Math.round(r.si).toString().padStart(6)} ${r.cls.toFixed(3).padStart(6)} ${r.accessibility.toFixed(2).padStart(5)}`;

/**
 * `runs` Lighthouse runs of one page. A prepared visitor gets a new profile for every run: its
 * storage is kept (Lighthouse is told not to reset it), so its HTTP cache must start empty too.
 */
async function measure(label: string, url: string, visitor: () => Promise<string | null>) {
  console.log(`${label}`);
  const results: RunResult[] = [];
  for (let i = 1; i <= runs; i++) {
    const keepAs = reportsDir
      ? path.join(
          reportsDir,
          `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${i}.json`,
        )
      : null;
    for (let attempt = 1; ; attempt++) {
      const profileDir = await visitor();
      try {
        const result = await lighthouse(url, profileDir, keepAs);
        results.push(result);
        console.log(line(`run ${i}`, result));
        break;
      } catch (error) {
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run has no
        // figures at all, so it is run again, and said so; anything else stops the bench.
        const lost = /NO_NAVSTART/.exec(String(error));
        if (!lost || attempt >= 3) throw error;
        console.log(`  run ${i}: Lighthouse lost its trace (${lost[0]}), running it again`);
      } finally {
        if (profileDir) rmSync(profileDir, { recursive: true, force: true });
      }
    }
  }
  const pick = (k: keyof RunResult) => median(results.map((r) => r[k]));
  console.log(
    line('median', {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      si: pick('si'),
      cls: pick('cls'),
    }),
  );
}

/** An empty page with the host's response headers, with and without COOP. */
async function startBaselineServer(): Promise<{ url: string; close(): void }> {
  const hostHeaders = (await fetch(`${HOST_URL}/`, { method: 'HEAD' })).headers;
  const copied = [
    'content-security-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-opener-policy',
    'permissions-policy',
  ];
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="A page with no script"><title>Baseline</title></head><body><main><h1>Baseline</h1><p>No script, no image.</p></main></body></html>';
  const server = http.createServer((req, res) => {
    const withoutCoop = (req.url ?? '').includes('without-coop');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const name of copied) {
      const value = hostHeaders.get(name);
      if (value && !(withoutCoop && name === 'cross-origin-opener-policy'))
        res.setHeader(name, value);
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function main() {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const site = await startSite({ warmImages: true });
  try {
    console.log(
      `Lighthouse mobile, ${runs} run(s) each     perf    FCP    LCP    TBT     SI    CLS  a11y`,
    );
    for (const route of routes.length ? routes : DEFAULT_ROUTES) {
      await measure(route, `${HOST_URL}${route}`, () => prepareVisitor(route));
    }
    if (baseline) {
      const server = await startBaselineServer();
      try {
        const noVisitor = () => Promise.resolve(null);
        await measure("empty page, the host's headers", `${server.url}/`, noVisitor);
        await measure('empty page, no COOP', `${server.url}/without-coop`, noVisitor);
      } finally {
        server.close();
      }
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
