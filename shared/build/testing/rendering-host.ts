import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { appInfo } from '../apps';
import { createRequestHandler } from '../serve';

/**
 * The host's serving stack with a stand-in server build, for the render bounds' tests. Each render
 * writes a line (its URL, its worker thread and how many renders that worker then had in flight) to
 * a log that every worker appends to; it spends 5 ms of its core (a real city page's work), then
 * waits 300 ms (the API, at its budget). `/city/Atlantis…` is an unknown city (404); `/city/Huge…` weighs 200 KB;
 * a reset link whose token contains `fail` throws; `/terms` leaves an area to the browser; a page
 * rendered with the visitor's cart lines names them.
 */
const renderJs = (log: string) => `
const { threadId } = require('node:worker_threads');
const { appendFileSync } = require('node:fs');
let inFlight = 0;
exports.renderPage = async ({ url, cartLines }) => {
  inFlight += 1;
  appendFileSync(${JSON.stringify(log)}, JSON.stringify({ url, thread: threadId, inFlight }) + '\\n');
  const until = Date.now() + 5;
  while (Date.now() < until);
  await new Promise((resolve) => setTimeout(resolve, 300));
  inFlight -= 1;
  if (url.startsWith('/reset-password/') && url.includes('fail')) throw new Error('render of ' + url + ' failed');
  const unknownCity = url.startsWith('/city/Atlantis');
  const body = url.startsWith('/city/Huge') ? 'y'.repeat(200 * 1024) : 'x'.repeat(20000);
  // An area left to the browser: React's inline script completes it.
  const areaLeft = url.startsWith('/terms');
  return {
    html: (unknownCity ? 'City not found ' : 'page ') + url + ' ' + body +
      (cartLines ? ' cart ' + cartLines.map((l) => l.quantity + ' ' + l.kind + ' ' + l.id).join(', ') : '') +
      (areaLeft ? '<script>document.title="completed"</script>' : ''),
    head: '',
    queryState: {},
    remote: null,
    cacheable: !areaLeft,
    status: unknownCity ? 404 : 200,
  };
};
`;

export interface RenderLine {
  url: string;
  thread: number;
  inFlight: number;
}

/** One answer as the server saw it: from the request's arrival to its last byte sent. */
export interface ServerAnswer {
  url: string;
  ms: number;
}

export interface RenderingHost {
  base: string;
  /** Every render so far, in order. */
  renders: () => RenderLine[];
  /** Every answer so far, in the order they ended. */
  answers: ServerAnswer[];
  close: () => Promise<void>;
}

/** The page cache's bound here (CITYLENS_SSR_CACHE_BYTES): five of the 200 KB pages. */
export const TEST_PAGE_CACHE_BYTES = 1024 * 1024;

export async function startRenderingHost(): Promise<RenderingHost> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'citylens-bounds-'));
  const log = path.join(dist, 'renders.log');
  writeFileSync(log, '');
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--citylens:runtime-config--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'render.js'), renderJs(log));
  const remote = 'http://127.0.0.1:9/mf-manifest.json';
  const bound = process.env.CITYLENS_SSR_CACHE_BYTES;
  process.env.CITYLENS_SSR_CACHE_BYTES = String(TEST_PAGE_CACHE_BYTES);
  const handler = createRequestHandler({
    app: appInfo('host'),
    distDir: dist,
    runtimeConfig: {
      apiBaseUrl: 'http://127.0.0.1:9',
      remotes: { discovery: remote, events: remote, shop: remote, account: remote },
    },
    corsOrigins: [],
  });
  if (bound === undefined) delete process.env.CITYLENS_SSR_CACHE_BYTES;
  else process.env.CITYLENS_SSR_CACHE_BYTES = bound;
  const answers: ServerAnswer[] = [];
  const server = http.createServer((req, res) => {
    const arrived = performance.now();
    res.on('finish', () => answers.push({ url: req.url!, ms: performance.now() - arrived }));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    renders: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RenderLine),
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A GET's status, headers and body, and how long the whole answer took. */
export async function timedGet(url: string) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

/** The p-th percentile (0–100) of some durations. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
