import { createHash, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEHYDRATED_STATE_ID,
  hasLiveCanary,
  releaseBucketCookie,
  releaseBucketFromCookie,
  remoteLocation,
  SERVER_BUILD_DIR,
  SERVER_HTML_CACHE_MS,
  type RuntimeConfig,
  type ServerAddresses,
} from '../src/contracts';

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
  pageVersion(options: {
    url: string;
    runtimeConfig: RuntimeConfig;
    bucket: number | null;
    server?: ServerAddresses;
  }): Promise<string>;
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

/** The server build loaded per file, with the hash of the content it was loaded from. */
const loadedModules = new Map<string, { hash: string; module: RenderModule }>();

/**
 * The host's server build at `file`, loaded once per content. A site rebuilt for new runtime
 * settings (the same build) keeps the loaded module: a second copy in one process would share the
 * federation runtime's singletons with the first (React Router's context among them) and render
 * every page at `/`. A rebuilt host is a new file at the same path: read it again.
 */
function renderModule(file: string): RenderModule {
  const hash = createHash('sha256').update(readFileSync(file)).digest('base64');
  const loaded = loadedModules.get(file);
  if (loaded?.hash === hash) return loaded.module;
  const load = createRequire(file);
  delete load.cache[load.resolve(file)];
  const module = load(file) as RenderModule;
  loadedModules.set(file, { hash, module });
  return module;
}

/**
 * The host's page renderer: its server build, loaded from the host's dist (a new host build is read
 * again on reload), with a small cache of rendered pages. Null when the build has none.
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
  const renderer = renderModule(file);
  const cacheOn = env[SSR_CACHE_ENV] !== 'off';
  const cache = new Map<string, { at: number; version: string; doc: RenderedDocument }>();
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
    const doc = await render(url, bucket);
    return setCookie ? { ...doc, setCookie } : doc;
  };

  async function render(url: string, bucket: number | null): Promise<RenderedDocument> {
    const options = { url, runtimeConfig, bucket, server };
    const key = `${url}\n${bucket ?? ''}`;
    const cached = cacheOn ? cache.get(key) : undefined;
    // A redeployed remote changes its release: its pages are rendered again at once.
    const version = cacheOn ? await renderer.pageVersion(options).catch(() => 'unknown') : '';
    if (cached && Date.now() - cached.at < SERVER_HTML_CACHE_MS && cached.version === version) {
      return cached.doc;
    }
    const page = await renderer.renderPage({ ...options, siteUrl });
    const doc: RenderedDocument = {
      scriptHashes: inlineScriptHashes(page.html),
      head: page.head,
      root:
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${DEHYDRATED_STATE_ID}">${jsonForHtml(page.queryState)}</script>`,
      cacheable: page.cacheable,
    };
    if (cacheOn && page.cacheable) {
      if (cache.size > 500) cache.clear();
      cache.set(key, { at: Date.now(), version, doc });
    }
    return doc;
  }
}
