import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  PAGE_CACHE_STATUS,
  cartLinesFromCookie,
  pageRequestFor,
  SERVER_BUILD_DIR,
  type RuntimeConfig,
  type ServerAddresses,
} from '../src/contracts';
import { anyCanaryLive, visitorBucket } from './canary-variants';
import { keptPages, pageCacheBytes, SSR_CACHE_ENV, type CachedPageFor } from './page-cache';
import { pageRenders, type PageRenders } from './page-renders';
import { answerWhenKnown, type PageAnswer } from './rendered-document';
import { loadServerBuild } from './render-workers';

export { closePageRenderers } from './render-workers';
export { bucketFromCookie, variantKey } from './canary-variants';
export { pageCacheBytes, SSR_CACHE_BYTES_ENV, SSR_CACHE_ENV } from './page-cache';
export {
  inlineScriptHashes,
  jsonForHtml,
  RendererSaturated,
  wholeDocument,
  type PageAnswer,
  type RenderedAnswer,
  type RenderedDocument,
  type StreamingAnswer,
} from './rendered-document';

/** The host's page for a URL and the visitor's cookie. */
export type PageRenderer = (url: string, cookie: string | undefined) => Promise<PageAnswer>;

/**
 * A page for a URL: rendered for this request alone (the visitor's cart, a secret in its path, the
 * cache off), else through the page cache.
 */
async function pageFor(
  url: string,
  cookie: string | undefined,
  bucket: number | null,
  renders: PageRenders,
  cachedPage: CachedPageFor | null,
): Promise<PageAnswer> {
  const request = pageRequestFor(url);
  const pageUrl = request?.url ?? url;
  const streams = renders.statusKnown(pageUrl);
  const cartLines = request?.route.rendersVisitorCart ? cartLinesFromCookie(cookie) : [];
  let answer: PageAnswer;
  if (cartLines.length) {
    // The visitor's own checkout: rendered for them alone, never kept.
    const render = renders.renderNow(pageUrl, bucket, cartLines);
    answer = await answerWhenKnown(render, PAGE_CACHE_STATUS.visitorCart, streams);
  } else if (request?.route.secretInPath || !cachedPage) {
    const cacheStatus = request?.route.secretInPath
      ? PAGE_CACHE_STATUS.secret
      : PAGE_CACHE_STATUS.cacheOff;
    answer = await answerWhenKnown(renders.renderNow(pageUrl, bucket), cacheStatus, streams);
  } else {
    answer = await cachedPage(pageUrl, bucket, streams);
  }
  // A checkout without a cart is one page for all, kept here; but a shared cache keyed by the
  // URL alone would hand it to a visitor with a cart too, so it is never public either.
  if (request?.route.rendersVisitorCart) answer = { ...answer, personal: true };
  return answer;
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
): PageRenderer | null {
  const file = path.join(distDir, SERVER_BUILD_DIR, 'render.js');
  if (!existsSync(file)) return null;
  loadServerBuild(file);
  const cacheOn = env[SSR_CACHE_ENV] !== 'off';
  const maxBytes = pageCacheBytes(env);
  const renders = pageRenders(file, runtimeConfig, siteUrl, server);
  const cachedPage = cacheOn ? keptPages(renders, maxBytes, runtimeConfig, server) : null;
  const canaryLive = anyCanaryLive(runtimeConfig);
  return async (url, cookie) => {
    const { bucket, setCookie } = visitorBucket(cookie, canaryLive);
    const answer = await pageFor(url, cookie, bucket, renders, cachedPage);
    return setCookie ? { ...answer, setCookie } : answer;
  };
}
