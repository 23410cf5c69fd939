/**
 * `pnpm bench:server [path…] [--duration=S] [--connections=N]`: what serving a page costs the
 * production servers. Builds the working tree, serves it as `pnpm start` does, and loads each path
 * with autocannon (50 connections, 10 s each by default, one path at a time, asking for brotli as
 * a browser does), then prints requests per second, latency (p50, p99: the whole answer), time to
 * first byte (p50, p99: until the answer's headers are in) and what the answers were (the share of
 * each `Cache-Status`: a page rendered, kept, or the static shell of a saturated server).
 *
 * It does so twice: the servers started with `CITYLENS_SSR_CACHE=off`, then with `on` (the host's
 * in-process cache of rendered HTML). A tree whose servers do not read that variable serves both
 * runs the same way, and the output says so.
 *
 * Default paths: `/city/Paris` (a rendered page) and `/index.html` (the host's static document).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildTree, HOST_URL, startSite, WORKING_TREE, type Tree } from './site';
import { holdSiteLock } from './site-processes';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const raw = args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name}= takes a whole number, 1 or more`);
    process.exit(2);
  }
  return value;
};
const duration = option('duration', 10);
const connections = option('connections', 50);
const paths = args.filter((a) => a.startsWith('/'));
const unknown = args.filter((a) => !a.startsWith('/') && !/^--(duration|connections)=./.test(a));
if (unknown.length) {
  console.error(
    `unknown argument(s): ${unknown.join(' ')} (paths, --duration=SECONDS, --connections=N)`,
  );
  process.exit(2);
}
const DEFAULT_PATHS = ['/city/Paris', '/index.html'];
const CACHE_MODES = ['off', 'on'] as const;
export const SSR_CACHE_ENV = 'CITYLENS_SSR_CACHE';

/** Whether the tree's servers read CITYLENS_SSR_CACHE (its code, not its docs or benches). */
function readsCacheSwitch(tree: Tree): boolean {
  try {
    execFileSync(
      'git',
      ['grep', '-q', '--untracked', SSR_CACHE_ENV, '--', '.', ':!e2e', ':!docs', ':!*.md'],
      { cwd: tree.dir },
    );
    return true;
  } catch {
    return false;
  }
}

interface Row {
  path: string;
  cache: string;
  rps: number;
  p50: number;
  p99: number;
  ttfbP50: number;
  ttfbP99: number;
  /** How many answers carried each Cache-Status (the page's source). */
  sources: Map<string, number>;
  requests: number;
  non2xx: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

async function load(url: string): Promise<Omit<Row, 'path' | 'cache'>> {
  const firstBytes: number[] = [];
  const sources = new Map<string, number>();
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    requests: [
      {
        onResponse: (_status, _body, _context, headers) => {
          // Header names as the server wrote them (Cache-Status).
          const name = Object.keys(headers ?? {}).find(
            (key) => key.toLowerCase() === 'cache-status',
          );
          const source = String((name && headers?.[name]) ?? 'none').replace(/^CityLens; ?/, '');
          sources.set(source, (sources.get(source) ?? 0) + 1);
        },
      },
    ],
    // One request at a time per connection: its headers, then its end, in order.
    setupClient: (client) => {
      let headersAt = 0;
      client.on('headers', () => (headersAt = performance.now()));
      client.on('response', (_status: number, _bytes: number, took: number) => {
        firstBytes.push(headersAt - (performance.now() - took));
      });
    },
  });
  firstBytes.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ttfbP50: Math.round(percentile(firstBytes, 50)),
    ttfbP99: Math.round(percentile(firstBytes, 99)),
    sources,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const tree: Tree = { label: 'working tree', dir: WORKING_TREE };
  await buildTree(tree);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citylens-bench-api-'));
  const rows: Row[] = [];
  const lock = await holdSiteLock();
  try {
    for (const cache of CACHE_MODES) {
      const site = await startSite({
        tree,
        warmImages: true,
        dataDir,
        env: { [SSR_CACHE_ENV]: cache },
      });
      try {
        for (const pathname of paths.length ? paths : DEFAULT_PATHS) {
          const url = `${HOST_URL}${pathname}`;
          // One request first: a path that does not answer 200 is a mistake, not a figure.
          const first = await fetch(url, { headers: { accept: 'text/html' } });
          await first.arrayBuffer();
          if (!first.ok) throw new Error(`${url} answered ${first.status}, not 200`);
          console.log(
            `${pathname}, ${SSR_CACHE_ENV}=${cache}: ${connections} connections, ${duration} s…`,
          );
          rows.push({ path: pathname, cache, ...(await load(url)) });
        }
      } finally {
        await site.stop();
      }
    }
  } finally {
    lock.release();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nautocannon, ${connections} connections, ${duration} s per path, Accept-Encoding: br, gzip`,
  );
  const header = [
    'cache',
    'req/s',
    'p50 ms',
    'p99 ms',
    'TTFB p50',
    'TTFB p99',
    'requests',
    'non-2xx',
    'errors',
  ];
  const widths = [5, 8, 7, 7, 9, 9, 9, 8, 7];
  const pathWidth = Math.max(12, ...rows.map((r) => r.path.length));
  const row = (first: string, cells: (string | number)[]) =>
    `  ${first.padEnd(pathWidth)} ${cells.map((c, i) => String(c).padStart(widths[i]!)).join(' ')}`;
  console.log(row('path', header));
  for (const r of rows) {
    console.log(
      row(r.path, [
        r.cache,
        r.rps.toFixed(0),
        r.p50,
        r.p99,
        r.ttfbP50,
        r.ttfbP99,
        r.requests,
        r.non2xx,
        r.errors,
      ]),
    );
  }
  console.log('\nWhat the answers were (Cache-Status, share of the requests):');
  for (const r of rows) {
    const total = [...r.sources.values()].reduce((a, b) => a + b, 0);
    const shares = [...r.sources]
      .sort((a, b) => b[1] - a[1])
      .map(([source, n]) => `${source} ${((100 * n) / total).toFixed(1)}%`);
    console.log(`  ${r.path.padEnd(pathWidth)} ${r.cache.padStart(5)}  ${shares.join(', ')}`);
  }
  if (!readsCacheSwitch(tree)) {
    console.log(
      `\nThis tree's servers do not read ${SSR_CACHE_ENV}: the "off" and "on" runs served the same way (their difference is the machine's noise).`,
    );
  }
  if (rows.some((r) => r.non2xx || r.errors)) {
    console.log('\nSome requests failed (non-2xx or errors): those figures are not a clean run.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
