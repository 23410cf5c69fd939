import { createHash, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
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
import { liveRenderer, loadServerBuild } from './render-workers';

export { closePageRenderers } from './render-workers';

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
  loadServerBuild(file);
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
