import { createHash, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  chooseVariant,
  DEHYDRATED_STATE_ID,
  hasLiveCanary,
  releaseBucketCookie,
  releaseBucketFromCookie,
  remoteLocation,
  remoteNames,
  SERVER_BUILD_DIR,
  SERVER_HTML_CACHE_MS,
  SERVER_HTML_STALE_MS,
  type RuntimeConfig,
  type ServerAddresses,
} from '../src/contracts';
import { pageVersion } from '../src/server-release';

/** What the host's server build (`host/src/server/render-page.tsx`, built to dist/server/render.js) exports. */
interface RenderModule {
  renderPage(options: {
    url: string;
    runtimeConfig: RuntimeConfig;
    bucket: number | null;
    siteUrl: string;
    server?: ServerAddresses;
  }): Promise<{
    html: string;
    head: string;
    queryState: unknown;
    remote: { name: string; release: string | null } | null;
    cacheable: boolean;
  }>;
}

export interface RenderedDocument {
  /** Tags for `<head>` (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** `<div id="root">` with the page's markup, then the answers it was rendered from. */
  root: string;
  cacheable: boolean;
  /** A bucket the server drew for a visitor who had none (a canary is live): the Set-Cookie value. */
  setCookie?: string;
  /** sha256 of each inline script in `root` (React's own, when an area is left to the browser), for the CSP. */
  scriptHashes: string[];
}

/** The CSP hashes of the inline scripts in rendered markup (React's, completing left areas). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash('sha256').update(match[1]!).digest('base64'),
  );
}

/** The in-process HTML cache is on unless CITYLENS_SSR_CACHE=off (the server benches turn it off). */
export const SSR_CACHE_ENV = 'CITYLENS_SSR_CACHE';

/** The visitor's release bucket from the cookie the browser mirrors from localStorage. */
export const bucketFromCookie = releaseBucketFromCookie;

/** `<`, `>` and `&` escaped so the JSON can never close its script element or open a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * The code a render worker runs: the host's server build, required in the worker's own realm, and
 * its two calls answered by message. Answers go back as JSON, as they go into the page.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = require(workerData.file);
parentPort.on('message', async ({ id, method, options }) => {
  try {
    const result = await renderer[method](options);
    parentPort.postMessage({ id, result: JSON.parse(JSON.stringify(result)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/**
 * One host server build, run in a worker thread of its own. A build is never loaded twice in one
 * realm: a second copy of render.js in the same process shares the federation runtime's globals
 * (\`__FEDERATION__\`, non-configurable: they cannot be reset) with the first, so its shared React
 * Router is the first copy's and every page rendered at the first copy's location. A worker has its
 * own globals, so a redeployed host renders with its own build, without restarting the process.
 */
class RenderWorker implements RenderModule {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private retired = false;
  /** Null while the worker runs; the reason once it has stopped (the next request starts another). */
  failure: Error | null = null;

  constructor(file: string) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
    // The servers' own shutdown ends the process; a worker never holds it open.
    this.worker.unref();
    this.worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: never; error?: string }) => {
        const call = this.pending.get(id);
        if (!call) return;
        this.pending.delete(id);
        if (error === undefined) call.resolve(result as never);
        else call.reject(new Error(error));
        if (this.retired && this.pending.size === 0) void this.worker.terminate();
      },
    );
    const stopped = (error: Error) => {
      this.failure = error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', stopped);
    this.worker.on('exit', (code) => stopped(new Error(`render worker exited (${code})`)));
  }

  private call<T>(method: keyof RenderModule, options: unknown): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.worker.postMessage({ id, method, options });
    });
  }

  renderPage(options: Parameters<RenderModule['renderPage']>[0]) {
    return this.call<Awaited<ReturnType<RenderModule['renderPage']>>>('renderPage', options);
  }

  async close(): Promise<void> {
    this.retired = true;
    await this.worker.terminate();
  }

  /** A newer build took over: the worker ends once its last render has answered. */
  retire(): void {
    this.retired = true;
    if (this.pending.size === 0) void this.worker.terminate();
  }
}

/**
 * A build's render workers, one per set of canary variants. A worker's federation runtime holds one
 * build of each remote under its name: a canary and its stable build rendered in turn in one
 * realm would swap that build back and forth under renders still running (and the runtime reused
 * the first container's instance for the second, which then read its chunks from the wrong place).
 * So a worker renders one variant of each remote, and only a redeploy changes what it holds.
 */
interface LoadedBuild {
  hash: string;
  /** By variant key (`''`: every remote stable), least recently used first. */
  workers: Map<string, RenderWorker>;
}

/** At most this many variant sets rendered at once per build; the least recently used ends. */
const MAX_VARIANT_WORKERS = 4;

const loadedBuilds = new Map<string, LoadedBuild>();

/**
 * The host's server build at \`file\`, read again: a site rebuilt for new runtime settings (the same
 * build) keeps its workers; a rebuilt host (a new file at the same path) gets new ones, and the old
 * ones end after their last render.
 */
function loadBuild(file: string): void {
  const hash = createHash('sha256').update(readFileSync(file)).digest('base64');
  const loaded = loadedBuilds.get(file);
  if (loaded?.hash === hash) return;
  for (const worker of loaded?.workers.values() ?? []) worker.retire();
  loadedBuilds.set(file, { hash, workers: new Map() });
}

/** End every render worker (tests; a server's process ends them with it). */
export async function closePageRenderers(): Promise<void> {
  const workers = [...loadedBuilds.values()].flatMap(({ workers }) => [...workers.values()]);
  loadedBuilds.clear();
  await Promise.all(workers.map((worker) => worker.close()));
}

/** The live worker of the build at \`file\` for one set of variants (started if none, or if it died). */
function liveRenderer(file: string, variants: string): RenderModule {
  const { workers } = loadedBuilds.get(file)!;
  let worker = workers.get(variants);
  workers.delete(variants);
  if (!worker || worker.failure) worker = new RenderWorker(file);
  workers.set(variants, worker);
  for (const [key, idle] of workers) {
    if (workers.size <= MAX_VARIANT_WORKERS) break;
    workers.delete(key);
    idle.retire();
  }
  return worker;
}

/** Which build of each remote with a live canary this bucket gets, e.g. `shop=canary`. */
export function variantKey(runtimeConfig: RuntimeConfig, bucket: number | null): string {
  return remoteNames
    .map((name) => ({ name, location: remoteLocation(runtimeConfig.remotes[name]) }))
    .filter(({ location }) => hasLiveCanary(location))
    .map(({ name, location }) => `${name}=${chooseVariant(location, bucket ?? 100).variant}`)
    .join(',');
}

/** At most this many rendered pages are kept; the least recently used goes first. */
const PAGE_CACHE_ENTRIES = 500;

/**
 * The host's page renderer: its server build, loaded from the host's dist (a new host build is read
 * again on reload), with a small cache of rendered pages. Null when the build has none.
 *
 * The cache is keyed by URL and the set of canary variants the visitor gets (not by their bucket:
 * with no canary live every visitor shares one page). A page is fresh for SERVER_HTML_CACHE_MS;
 * after that, until SERVER_HTML_STALE_MS, it is still served while one render refreshes it. A
 * redeployed remote (a new release in its server manifest, checked here, at most every 250 ms)
 * makes its pages stale at once. Requests for a page being rendered wait for that one render.
 */
export function loadPageRenderer(
  distDir: string,
  runtimeConfig: RuntimeConfig,
  siteUrl: string,
  server: ServerAddresses = {},
  env: NodeJS.ProcessEnv = process.env,
): ((url: string, cookie: string | undefined) => Promise<RenderedDocument>) | null {
  const file = path.join(distDir, SERVER_BUILD_DIR, 'render.js');
  if (!existsSync(file)) return null;
  loadBuild(file);
  const cacheOn = env[SSR_CACHE_ENV] !== 'off';
  const cache = new Map<string, { at: number; version: string; doc: RenderedDocument }>();
  const rendering = new Map<string, Promise<RenderedDocument>>();
  // With a canary live, a visitor without a bucket is drawn one here (and told by Set-Cookie; the
  // browser adopts it into localStorage), so the server and the browser pick the same build.
  const canaryLive = (
    Object.values(runtimeConfig.remotes) as RuntimeConfig['remotes'][never][]
  ).some((entry) => hasLiveCanary(remoteLocation(entry)));
  return async (url, cookie) => {
    let bucket = bucketFromCookie(cookie);
    let setCookie: string | undefined;
    if (bucket === null && canaryLive) {
      bucket = randomInt(100);
      setCookie = releaseBucketCookie(bucket);
    }
    const doc = cacheOn ? await cachedPage(url, bucket) : await renderOnce(url, bucket);
    return setCookie ? { ...doc, setCookie } : doc;
  };

  async function cachedPage(url: string, bucket: number | null): Promise<RenderedDocument> {
    const variants = variantKey(runtimeConfig, bucket);
    const key = `${variants}\n${url}`;
    const version = await pageVersion({ url, runtimeConfig, bucket, server }).catch(
      () => 'unknown',
    );
    const cached = cache.get(key);
    if (cached && cached.version === version) {
      const age = Date.now() - cached.at;
      if (age < SERVER_HTML_STALE_MS) {
        // Most recently used last.
        cache.delete(key);
        cache.set(key, cached);
        if (age >= SERVER_HTML_CACHE_MS) void refresh(key, url, bucket, version).catch(() => {});
        return cached.doc;
      }
    }
    return refresh(key, url, bucket, version);
  }

  /** One render per page at a time; the requests that ask meanwhile share it. */
  function refresh(key: string, url: string, bucket: number | null, version: string) {
    const running = rendering.get(key);
    if (running) return running;
    const render = renderOnce(url, bucket)
      .then((doc) => {
        if (doc.cacheable) {
          cache.delete(key);
          cache.set(key, { at: Date.now(), version, doc });
          if (cache.size > PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        } else {
          cache.delete(key);
        }
        return doc;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  async function renderOnce(url: string, bucket: number | null): Promise<RenderedDocument> {
    const renderer = liveRenderer(file, variantKey(runtimeConfig, bucket));
    const page = await renderer.renderPage({ url, runtimeConfig, bucket, server, siteUrl });
    return {
      scriptHashes: inlineScriptHashes(page.html),
      head: page.head,
      root:
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${DEHYDRATED_STATE_ID}">${jsonForHtml(page.queryState)}</script>`,
      cacheable: page.cacheable,
    };
  }
}
