import { createHash, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import {
  PAGE_CACHE_STATUS,
  cartLinesFromCookie,
  cityNameFromPath,
  pageRequestFor,
  DEHYDRATED_STATE_ID,
  releaseBucketCookie,
  releaseBucketFromCookie,
  remoteLocation,
  remoteNames,
  SERVER_BUILD_DIR,
  SERVER_HTML_CACHE_MS,
  SERVER_HTML_STALE_MS,
  type CartLineCount,
  type PageCacheStatus,
  type RuntimeConfig,
  type ServerAddresses,
} from '../src/contracts';
import { hasLiveCanary, remoteBuildFor } from '../src/config/remote-build';
import { pageVersion } from '../src/server-release';
import { liveRenderer, loadServerBuild, type RenderModule } from './render-workers';

export { closePageRenderers } from './render-workers';

export interface RenderedDocument {
  /** Tags for `<head>` (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** `<div id="root">` with the page's markup, then the answers it was rendered from. */
  root: string;
  cacheable: boolean;
  /** 404 for a page of something that does not exist (an unknown city); else 200. */
  status: number;
  /** sha256 of each inline script in `root` (React's own, when an area is left to the browser), for the CSP. */
  scriptHashes: string[];
}

/** One answer of the renderer: the page, where it came from, and a bucket cookie when one was drawn. */
export interface RenderedAnswer {
  doc: RenderedDocument;
  cacheStatus: PageCacheStatus;
  /** Rendered with what is the visitor's alone (their cart): no shared cache may keep it. */
  personal?: boolean;
  /** A bucket the server drew for a visitor who had none (a canary is live): the Set-Cookie value. */
  setCookie?: string;
}

/**
 * A render under way whose status is already known (200): its head can be sent before the page is
 * rendered, and the page after it as soon as it is.
 */
export interface StreamingAnswer {
  rendering: Promise<RenderedDocument>;
  cacheStatus: PageCacheStatus;
  personal?: boolean;
  setCookie?: string;
}

/** A page whole at once (kept, or one whose status waits for its render), or one being rendered. */
export type PageAnswer = RenderedAnswer | StreamingAnswer;

/** The answer's document, once rendered. */
export async function wholeDocument(answer: PageAnswer): Promise<RenderedDocument> {
  return 'doc' in answer ? answer.doc : answer.rendering;
}

/** Every render worker is at its cap, and no copy of the page is kept: the caller sends the shell. */
export class RendererSaturated extends Error {
  constructor() {
    super('every render worker is at its cap');
  }
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
    .map(
      ({ name, location }) => `${name}=${remoteBuildFor(location, bucket)?.variant ?? 'browser'}`,
    )
    .join(',');
}

/** The page cache's bound in bytes of rendered markup (the served copies, compressed too, add about half). */
export const SSR_CACHE_BYTES_ENV = 'CITYLENS_SSR_CACHE_BYTES';
const DEFAULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export function pageCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[SSR_CACHE_BYTES_ENV];
  if (raw === undefined || raw === '') return DEFAULT_PAGE_CACHE_BYTES;
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 1)
    throw new Error(`${SSR_CACHE_BYTES_ENV} must be a whole number of bytes, not "${raw}"`);
  return bytes;
}

interface CachedPage {
  at: number;
  version: string;
  doc: RenderedDocument;
}

const pageBytes = ({ doc }: CachedPage) =>
  Buffer.byteLength(doc.head) + Buffer.byteLength(doc.root) + 1;

/** A render's answer as the page's parts: head tags, root markup with its answers, CSP hashes. */
function documentOf(page: Awaited<ReturnType<RenderModule['renderPage']>>): RenderedDocument {
  return {
    scriptHashes: inlineScriptHashes(page.html),
    head: page.head,
    root:
      `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${DEHYDRATED_STATE_ID}">${jsonForHtml(page.queryState)}</script>`,
    cacheable: page.cacheable,
    status: page.status ?? 200,
  };
}

/**
 * The host's page renderer: its server build, loaded from the host's dist (a new host build is read
 * again on reload), with a cache of rendered pages bounded in bytes (least recently used first out).
 * Null when the build has none.
 *
 * A page is rendered and cached under its path and the query parameters its route reads (the routes
 * contract), and the set of canary variants the visitor gets (not their bucket: with no canary live
 * every visitor shares one page). A page is fresh for SERVER_HTML_CACHE_MS; after that, until
 * SERVER_HTML_STALE_MS, it is still served while one render refreshes it. A redeployed remote (a
 * new release in its server manifest, checked at most every 250 ms) makes its pages stale at once.
 * Requests for a page being rendered wait for that one render. With every worker at its cap, a kept
 * page is served however old, and a page not kept throws RendererSaturated. A page whose path
 * carries a secret (a reset link) is rendered for its request alone, never kept.
 */
export function loadPageRenderer(
  distDir: string,
  runtimeConfig: RuntimeConfig,
  siteUrl: string,
  server: ServerAddresses = {},
  env: NodeJS.ProcessEnv = process.env,
): ((url: string, cookie: string | undefined) => Promise<PageAnswer>) | null {
  const file = path.join(distDir, SERVER_BUILD_DIR, 'render.js');
  if (!existsSync(file)) return null;
  loadServerBuild(file);
  const cacheOn = env[SSR_CACHE_ENV] !== 'off';
  const cache = new LRUCache<string, CachedPage>({
    maxSize: pageCacheBytes(env),
    sizeCalculation: pageBytes,
  });
  const rendering = new Map<string, Promise<RenderedDocument>>();
  // Only an unknown city's page is not a 200. A city whose page rendered whole lately exists: its
  // next render can send the head (and the 200) before the page. Its first one waits for the API.
  const citiesFound = new LRUCache<string, true>({ max: 1000, ttl: SERVER_HTML_STALE_MS });
  const cityOf = (url: string) =>
    cityNameFromPath(new URL(url, 'http://citylens.invalid').pathname);
  const statusKnown = (url: string) => {
    const city = cityOf(url);
    return city === null || citiesFound.has(city);
  };
  const noteStatus = (url: string, doc: RenderedDocument) => {
    const city = cityOf(url);
    if (city === null) return;
    if (doc.status === 200 && doc.cacheable) citiesFound.set(city, true);
    else if (doc.status !== 200) citiesFound.delete(city);
  };
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
    const request = pageRequestFor(url);
    const pageUrl = request?.url ?? url;
    const streams = statusKnown(pageUrl);
    const cartLines = request?.route.rendersVisitorCart ? cartLinesFromCookie(cookie) : [];
    let answer: PageAnswer;
    if (cartLines.length) {
      // The visitor's own checkout: rendered for them alone, never kept.
      const render = renderNow(pageUrl, bucket, cartLines);
      answer = await whenKnown(render, PAGE_CACHE_STATUS.visitorCart, streams);
    } else if (request?.route.secretInPath || !cacheOn) {
      const cacheStatus = request?.route.secretInPath
        ? PAGE_CACHE_STATUS.secret
        : PAGE_CACHE_STATUS.cacheOff;
      answer = await whenKnown(renderNow(pageUrl, bucket), cacheStatus, streams);
    } else {
      answer = await cachedPage(pageUrl, bucket, streams);
    }
    // A checkout without a cart is one page for all, kept here; but a shared cache keyed by the
    // URL alone would hand it to a visitor with a cart too, so it is never public either.
    if (request?.route.rendersVisitorCart) answer = { ...answer, personal: true };
    return setCookie ? { ...answer, setCookie } : answer;
  };

  /** A render as a stream when its status is known, else whole once it has rendered. */
  async function whenKnown(
    render: Promise<RenderedDocument>,
    cacheStatus: PageCacheStatus,
    streams: boolean,
  ): Promise<PageAnswer> {
    if (streams) return { rendering: render, cacheStatus };
    return { doc: await render, cacheStatus };
  }

  function rendererFor(bucket: number | null): RenderModule | null {
    return liveRenderer(file, variantKey(runtimeConfig, bucket));
  }

  function renderNow(
    url: string,
    bucket: number | null,
    cartLines?: CartLineCount[],
  ): Promise<RenderedDocument> {
    const renderer = rendererFor(bucket);
    if (!renderer) throw new RendererSaturated();
    return renderWith(renderer, url, bucket, cartLines);
  }

  async function cachedPage(
    url: string,
    bucket: number | null,
    streams: boolean,
  ): Promise<PageAnswer> {
    const key = `${variantKey(runtimeConfig, bucket)}\n${url}`;
    const version = await pageVersion({ url, runtimeConfig, bucket, server }).catch(
      () => 'unknown',
    );
    const cached = cache.get(key);
    const age = cached ? Date.now() - cached.at : Infinity;
    if (cached && cached.version === version && age < SERVER_HTML_STALE_MS) {
      if (age < SERVER_HTML_CACHE_MS)
        return { doc: cached.doc, cacheStatus: PAGE_CACHE_STATUS.hit };
      const renderer = rendererFor(bucket);
      if (renderer) void refresh(key, url, bucket, version, renderer).catch(() => {});
      return { doc: cached.doc, cacheStatus: PAGE_CACHE_STATUS.staleWhileRendering };
    }
    const running = rendering.get(key);
    if (running) return whenKnown(running, PAGE_CACHE_STATUS.collapsed, streams);
    const renderer = rendererFor(bucket);
    if (!renderer) {
      // Saturated: an old page now beats a shell, and beats a visitor queued behind others.
      if (cached) return { doc: cached.doc, cacheStatus: PAGE_CACHE_STATUS.staleWhileSaturated };
      throw new RendererSaturated();
    }
    const render = refresh(key, url, bucket, version, renderer);
    if (streams) return { rendering: render, cacheStatus: PAGE_CACHE_STATUS.streamed };
    const doc = await render;
    const cacheStatus = !doc.cacheable
      ? PAGE_CACHE_STATUS.notStored
      : cached
        ? PAGE_CACHE_STATUS.restored
        : PAGE_CACHE_STATUS.stored;
    return { doc, cacheStatus };
  }

  /** One render per page at a time; the requests that ask meanwhile share it. */
  function refresh(
    key: string,
    url: string,
    bucket: number | null,
    version: string,
    renderer: RenderModule,
  ): Promise<RenderedDocument> {
    const running = rendering.get(key);
    if (running) return running;
    const render = renderWith(renderer, url, bucket)
      .then((doc) => {
        if (doc.cacheable) cache.set(key, { at: Date.now(), version, doc });
        else cache.delete(key);
        return doc;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  async function renderWith(
    renderer: RenderModule,
    url: string,
    bucket: number | null,
    cartLines?: CartLineCount[],
  ) {
    const doc = documentOf(
      await renderer.renderPage({ url, runtimeConfig, bucket, server, siteUrl, cartLines }),
    );
    noteStatus(url, doc);
    return doc;
  }
}
