/**
 * `pnpm bench:bundle`: loads each main route of the production build in chromium and prints the
 * JavaScript it transferred (brotli and gzip), the part of it that came from the route's own remote,
 * and each remote's remoteEntry.js size; then the HTML document of `/` and `/city/Paris` as the host
 * serves it (raw, and brotli when the host compresses it).
 * Serves the builds itself (as `pnpm start` does) and starts the API unless one is running.
 * `--files` lists each route's scripts one by one (brotli KB, in the order the page asked for them).
 * `--check` compares with the budgets in bench/budgets.json (brotli KB) and fails when a route, a
 * route's remote, a remote entry or a page's HTML is over; CI runs it on the production build.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import {
  remoteForPath,
  remotes,
  remoteNames,
  WHOLE_SERVER_HEAD_META,
} from '@citylens/shared/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HOST_URL, startSite } from './site';
import { waitForHydration } from '../support/hydration';

const check = process.argv.includes('--check');
/** `--files`: also each route's scripts, one by one, in the order they were asked for. */
const listFiles = process.argv.includes('--files');

interface Budgets {
  /** Brotli KB of all JavaScript a first load of the route transfers. */
  routes: Record<string, number>;
  /** Brotli KB of the JavaScript a first load of the route takes from its own remote's origin. */
  routeRemotes: Record<string, number>;
  /** Brotli KB of each remote's remoteEntry.js. */
  remoteEntries: Record<string, number>;
  /** Brotli KB of the route's HTML document as the host serves it. */
  html: Record<string, number>;
}
const budgets = JSON.parse(readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
const routes = Object.keys(budgets.routes);

/** Bytes on the wire for one URL with the given encoding (the servers send precompressed files). */
async function encodedSize(url: string, encoding: 'br' | 'gzip' | 'identity'): Promise<number> {
  const res = await fetch(url, {
    headers: { 'Accept-Encoding': encoding, Origin: HOST_URL },
  });
  // fetch decodes bodies, so read the header the server set for the encoded file.
  const length = Number(res.headers.get('content-length'));
  await res.arrayBuffer();
  return length;
}

/**
 * The HTML document's bytes on the wire, asked for with one encoding, and the encoding the server
 * chose: a rendered page may be compressed on the fly (no Content-Length), so the body is counted.
 */
function documentSize(
  url: string,
  encoding: 'br' | 'identity',
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding, Accept: 'text/html' } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${url} answered ${res.statusCode}, not 200`));
          return;
        }
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

/** A figure's mark against its budget; what went over is kept for the end. */
type Verdict = (what: string, brotli: number, budgetKb: number | undefined) => string;

function budgetVerdicts(): { over: string[]; verdict: Verdict } {
  const over: string[] = [];
  const verdict: Verdict = (what, brotli, budgetKb) => {
    if (budgetKb === undefined) return '';
    if (brotli / 1024 > budgetKb)
      over.push(`${what}: ${(brotli / 1024).toFixed(1)} KB > ${budgetKb} KB`);
    return brotli / 1024 > budgetKb ? `  OVER ${budgetKb}` : `  ≤ ${budgetKb}`;
  };
  return { over, verdict };
}

/**
 * A first load of the route: the scripts it asked for until hydrated and quiet, and whether the
 * server rendered its head whole.
 */
async function loadRoute(
  browser: Browser,
  route: string,
): Promise<{ scripts: Set<string>; headWhole: boolean }> {
  const page = await browser.newPage();
  // tsx names the functions inside waitForHydration's predicate with its __name helper, which
  // the page lacks (Playwright's own runner compiles without it).
  await page.addInitScript('globalThis.__name = (f) => f');
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(res.url());
  });
  // The page as the host's server keeps it, which is what nearly every visitor gets: a cold
  // server's first render can leave an area to the browser, whose page then takes the head rule.
  await (await fetch(`${HOST_URL}${route}`)).text();
  await page.goto(`${HOST_URL}${route}`, { waitUntil: 'networkidle' });
  const headWhole = await page.locator(`head meta[name="${WHOLE_SERVER_HEAD_META}"]`).count();
  // A hero-photo page starts its scripts once the photo has painted, which can come after the
  // network first goes quiet: count what the page takes until it is hydrated and quiet again.
  await waitForHydration(page);
  for (let seen = -1; seen !== scripts.size;) {
    seen = scripts.size;
    await page.waitForTimeout(1000);
  }
  await page.close();
  return { scripts, headWhole: headWhole > 0 };
}

/** The route's scripts on the wire (each with `--files`), and the part from the route's remote. */
async function scriptSizes(scripts: Set<string>, remoteOrigin: string | null, fileLines: string[]) {
  let br = 0,
    gz = 0,
    raw = 0,
    ownBr = 0,
    ownFiles = 0;
  for (const url of scripts) {
    const size = await encodedSize(url, 'br');
    if (listFiles) fileLines.push(`    ${kb(size)}  ${url.replace(/^http:\/\/localhost:/, ':')}`);
    br += size;
    gz += await encodedSize(url, 'gzip');
    raw += await encodedSize(url, 'identity');
    if (remoteOrigin && url.startsWith(remoteOrigin)) {
      ownBr += size;
      ownFiles++;
    }
  }
  return { br, gz, raw, ownBr, ownFiles };
}

/** The JavaScript each route transferred, then each route's own remote's part of it. */
async function printRouteJavaScript(browser: Browser, verdict: Verdict) {
  const ownLines: string[] = [];
  const notWhole: string[] = [];
  const fileLines: string[] = [];
  console.log('JS transferred per route (KB)        files   brotli     gzip      raw');
  for (const route of routes) {
    const { scripts, headWhole } = await loadRoute(browser, route);
    if (!headWhole) notWhole.push(route);
    const remote = remoteForPath(route);
    const remoteOrigin = remote && `http://localhost:${remotes[remote].port}/`;
    if (listFiles) fileLines.push(`  ${route}`);
    const { br, gz, raw, ownBr, ownFiles } = await scriptSizes(scripts, remoteOrigin, fileLines);
    console.log(
      `  ${route.padEnd(34)} ${String(scripts.size).padStart(5)} ${kb(br)}  ${kb(gz)}  ${kb(raw)}${verdict(route, br, budgets.routes[route])}`,
    );
    if (remote) {
      ownLines.push(
        `  ${`${route} (${remote})`.padEnd(34)} ${String(ownFiles).padStart(5)} ${kb(ownBr)}${verdict(`${route}: ${remote}'s own JS`, ownBr, budgets.routeRemotes[route])}`,
      );
    }
  }
  if (notWhole.length)
    console.log(
      `  (not rendered whole by the server, so with the head rule: ${notWhole.join(', ')})`,
    );
  if (listFiles) console.log(`\nEach route's scripts (brotli KB)\n${fileLines.join('\n')}`);
  console.log(`\nThe route's remote: its own JS (KB)  files   brotli`);
  for (const line of ownLines) console.log(line);
}

async function printRemoteEntries(verdict: Verdict) {
  console.log('\nremoteEntry.js (KB)                        brotli     gzip      raw');
  for (const name of remoteNames) {
    const url = `http://localhost:${remotes[name].port}/remoteEntry.js`;
    const br = await encodedSize(url, 'br');
    console.log(
      `  ${name.padEnd(40)} ${kb(br)}  ${kb(await encodedSize(url, 'gzip'))}  ${kb(await encodedSize(url, 'identity'))}${verdict(`${name} remoteEntry.js`, br, budgets.remoteEntries[name])}`,
    );
  }
}

async function printHtmlDocuments(verdict: Verdict) {
  console.log('\nHTML document (KB)                         brotli                raw');
  for (const [route, budgetKb] of Object.entries(budgets.html)) {
    const url = `${HOST_URL}${route}`;
    const br = await documentSize(url, 'br');
    const raw = await documentSize(url, 'identity');
    // Sent uncompressed, its brotli figure is its raw size: say so rather than count it twice.
    const brText = br.encoding === 'br' ? kb(br.bytes) : `${kb(br.bytes)} (sent ${br.encoding})`;
    console.log(
      `  ${route.padEnd(40)} ${brText.padEnd(20)} ${kb(raw.bytes)}${verdict(`${route} HTML`, br.bytes, budgetKb)}`,
    );
  }
}

/** What went over its budget; with `--check`, the bench fails on it. */
function printBudgetOutcome(over: string[]) {
  if (over.length) {
    console.log(`\nOver budget (e2e/bench/budgets.json):\n  ${over.join('\n  ')}`);
    if (check) process.exitCode = 1;
  } else
    console.log(
      "\nEvery route, route's remote, remote entry and page's HTML is within its budget.",
    );
}

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const { over, verdict } = budgetVerdicts();
  try {
    await printRouteJavaScript(browser, verdict);
    await printRemoteEntries(verdict);
    await printHtmlDocuments(verdict);
    printBudgetOutcome(over);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
