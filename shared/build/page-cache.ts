import { LRUCache } from 'lru-cache';
import {
  PAGE_CACHE_STATUS,
  SERVER_HTML_CACHE_MS,
  SERVER_HTML_STALE_MS,
  type RuntimeConfig,
  type ServerAddresses,
} from '../src/contracts';
import { pageVersion } from '../src/server-release';
import { variantKey } from './canary-variants';
import type { PageRenders } from './page-renders';
import {
  answerWhenKnown,
  RendererSaturated,
  type PageAnswer,
  type RenderedDocument,
} from './rendered-document';
import type { RenderModule } from './render-workers';

/** The in-process HTML cache is on unless CITYLENS_SSR_CACHE=off (the server benches turn it off). */
export const SSR_CACHE_ENV = 'CITYLENS_SSR_CACHE';

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

/** The kept pages: a page for a URL and a bucket, from the cache or rendered into it. */
export type CachedPageFor = (
  url: string,
  bucket: number | null,
  streams: boolean,
) => Promise<PageAnswer>;

/**
 * The cache of rendered pages, bounded in `maxBytes` (least recently used first out), keyed by the
 * bucket's canary variants and the URL. Fresh for SERVER_HTML_CACHE_MS, then served while one render
 * refreshes it until SERVER_HTML_STALE_MS; a new release of a remote (its page version) makes it
 * stale at once. Requests for a page being rendered wait for that one render.
 */
export function keptPages(
  renders: PageRenders,
  maxBytes: number,
  runtimeConfig: RuntimeConfig,
  server: ServerAddresses,
): CachedPageFor {
  const cache = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: pageBytes,
  });
  const rendering = new Map<string, Promise<RenderedDocument>>();

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
    const render = renders
      .renderWith(renderer, url, bucket)
      .then((doc) => {
        if (doc.cacheable) cache.set(key, { at: Date.now(), version, doc });
        else cache.delete(key);
        return doc;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  return async function cachedPage(url, bucket, streams) {
    const key = `${variantKey(runtimeConfig, bucket)}\n${url}`;
    const version = await pageVersion({ url, runtimeConfig, bucket, server }).catch(
      () => 'unknown',
    );
    const cached = cache.get(key);
    const age = cached ? Date.now() - cached.at : Infinity;
    if (cached && cached.version === version && age < SERVER_HTML_STALE_MS) {
      if (age < SERVER_HTML_CACHE_MS)
        return { doc: cached.doc, cacheStatus: PAGE_CACHE_STATUS.hit };
      const renderer = renders.rendererFor(bucket);
      if (renderer) void refresh(key, url, bucket, version, renderer).catch(() => {});
      return { doc: cached.doc, cacheStatus: PAGE_CACHE_STATUS.staleWhileRendering };
    }
    const running = rendering.get(key);
    if (running) return answerWhenKnown(running, PAGE_CACHE_STATUS.collapsed, streams);
    const renderer = renders.rendererFor(bucket);
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
  };
}
