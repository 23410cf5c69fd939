import { PassThrough } from 'node:stream';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  dehydrate,
  fetchServerRelease,
  serverManifestUrl,
  StaticRouter,
  type DehydratedState,
  type Query,
} from '@citylens/shared/server-render';
import {
  imageUrl,
  prefetchCityContent,
  prefetchRandomCityPhotos,
  setRuntimeConfig,
  setServerApiBaseUrl,
} from '@citylens/shared';
import { headForRoute, renderHeadHtml, SHARE_IMAGE } from '@citylens/shared/seo';
import { createQueryClient } from '@citylens/shared/app';
import { serverPageEmotionCache } from '@citylens/shared/ui';
import {
  AREA_LEFT_TO_BROWSER,
  cityNameFromPath,
  hasLiveCanary,
  remoteLocation,
  remoteNames,
  routeForPath,
  serverSideUrl,
  SERVER_RENDER_BUDGET_MS,
  type ServerAddresses,
  type RemoteName,
  type RuntimeConfig,
} from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { App } from '../app/App';
import { splitResourceHints } from './page-markup';
import { preloadRemoteModule, registerRemote } from '../app/remote-loading/remote-registry';
import { RemotesLeftToBrowser } from '../app/remote-loading/RemoteArea';
import { chooseVariant } from '../app/remote-loading/release-variants';

export interface RenderPageOptions {
  /** The request's path and query. */
  url: string;
  runtimeConfig: RuntimeConfig;
  /** The visitor's release bucket (0–99) from their cookie, when they have one. */
  bucket: number | null;
  /** The site's public origin, for the canonical link and share URLs (e.g. https://citylens.example). */
  siteUrl: string;
  /** Where this server reaches the API and the remotes, when not at the runtime config's addresses. */
  server?: ServerAddresses;
}

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The route's head tags (seo: title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** React Query's answers the markup was rendered from, for the browser's first render. */
  queryState: DehydratedState;
  /** The route's remote and the release the server rendered (null: left to the browser). */
  remote: { name: RemoteName; release: string | null } | null;
  /**
   * Identical for every visitor (no canary chosen per bucket) and whole (no area or answer left to
   * the browser): may be kept in caches.
   */
  cacheable: boolean;
}

const serverFetchRetries = 0;

/** The release of each remote's server build last registered, by manifest URL. */
const registeredReleases = new Map<RemoteName, { url: string; release: string | null }>();
/**
 * Point the federation runtime at the route's remote's server build for this visitor, and at a new
 * one after a redeploy (the release in its manifest changed): the host's server never restarts for
 * a remote. A remote whose manifest does not answer within the budget is left to the browser.
 */
async function syncRemote(
  config: RuntimeConfig,
  remote: RemoteName,
  bucket: number | null,
  deadline: number,
  server: ServerAddresses | undefined,
): Promise<{ release: string | null; cacheable: boolean } | null> {
  const location = remoteLocation(config.remotes[remote]);
  const live = hasLiveCanary(location);
  // With a live canary the build depends on the visitor's bucket; without a bucket cookie the
  // browser chooses (and the area is rendered there).
  if (live && bucket === null) return null;
  const { url } = chooseVariant(location, live ? bucket! : 100);
  const manifestUrl = serverManifestUrl(
    serverSideUrl(url, location.url, server?.remotes?.[remote]),
  );
  const release = await fetchServerRelease(manifestUrl, deadline);
  const known = registeredReleases.get(remote);
  if (!known || known.url !== manifestUrl || known.release !== release) {
    registerRemote(remote, manifestUrl);
    registeredReleases.set(remote, { url: manifestUrl, release });
  }
  return { release, cacheable: !live };
}

/**
 * A render pass that waits longer than this for a lazy module leaves it to the browser. Later than
 * the remote budget, so an area that misses it has failed (the browser renders it) before the pass
 * is cut short.
 */
const PASS_LIMIT_MS = SERVER_RENDER_BUDGET_MS + 200;

async function renderToHtml(element: React.ReactElement, onAreaLeft: () => void): Promise<string> {
  const controller = new AbortController();
  // Never a hung page: whatever has not resolved by then is rendered by the browser.
  const timer = setTimeout(() => controller.abort(), PASS_LIMIT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // Never outline a large area into a hidden segment revealed by script: without script (or
      // before it runs) the page's content must be in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        onAreaLeft();
        if (debug) console.warn('server render: area left to the browser', error);
        return AREA_LEFT_TO_BROWSER;
      },
    });
    const chunks: Buffer[] = [];
    const sink = prelude.pipe(new PassThrough());
    for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
};

/** Queries the last pass rendered as loading that nobody has asked the API for yet. */
function unasked(queryClient: QueryClient, asked: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        !asked.has(q.queryHash) &&
        isEnabled(q) &&
        typeof q.options.queryFn === 'function',
    );
}

const MAX_PASSES = 4;
const debug = Boolean(process.env.CITYLENS_SSR_DEBUG);

/**
 * The page at `url` as HTML, with the answers it was rendered from. Rendering runs in passes: a
 * pass shows which queries the page's components ask for (each useQuery enters the cache), the
 * server asks the API for them, and the next pass renders their answers, until no new query
 * appears. Answers that miss the budget, and every failed one, are left to the browser, which
 * renders those parts exactly as the server did (loading) and then fetches them.
 */
export async function renderPage({
  url,
  runtimeConfig,
  bucket,
  siteUrl,
  server,
}: RenderPageOptions): Promise<RenderedPage> {
  const started = Date.now();
  const moduleDeadline = started + SERVER_RENDER_BUDGET_MS;
  setRuntimeConfig(runtimeConfig);
  // The page's API calls from here go to the server's own address; the HTML keeps the public one.
  setServerApiBaseUrl(server?.apiBaseUrl);
  const pathname = new URL(url, 'http://citylens.invalid').pathname;
  const route = routeForPath(pathname);
  const owner = route?.owner;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: serverFetchRetries },
  });
  // The answers the route is known to need are asked for at once, while its remote's module is
  // still loading (as the browser does): the first pass finds them in flight or answered.
  const hero = route?.photoHero;
  const cityName = cityNameFromPath(pathname);
  if (hero?.photos === 'random') void prefetchRandomCityPhotos(queryClient);
  if (hero?.photos === 'city' && cityName) void prefetchCityContent(queryClient, cityName);
  let remote: RenderedPage['remote'] = null;
  let remoteSynced = false;
  let cacheable = true;
  if (owner?.kind === 'remote' && remoteNames.includes(owner.remote)) {
    const synced = await syncRemote(
      runtimeConfig,
      owner.remote,
      bucket,
      moduleDeadline,
      server,
    ).catch(() => null);
    remote = { name: owner.remote, release: synced?.release ?? null };
    remoteSynced = synced !== null;
    cacheable = synced?.cacheable ?? true;
    // The area's module within the budget (one attempt on the server); else the browser loads it.
    if (synced) {
      await preloadRemoteModule(owner.remote, owner.module as never).catch(() => undefined);
    }
  }
  const moduleMs = Date.now() - started;
  // The page's API answers get a budget of their own.
  const deadline = Date.now() + SERVER_RENDER_BUDGET_MS;
  // A remote whose server build did not answer is left to the browser on this page.
  const leftToBrowser = new Set<RemoteName>(
    owner?.kind === 'remote' && remote && !remoteSynced ? [owner.remote] : [],
  );
  const Router = ({ children }: { children: React.ReactNode }) => (
    <RemotesLeftToBrowser.Provider value={leftToBrowser}>
      <StaticRouter location={url}>{children}</StaticRouter>
    </RemotesLeftToBrowser.Provider>
  );
  const asked = new Set<string>();
  let html: string;
  let styleCache: EmotionCache | undefined;
  let settle = false;
  let whole = true;
  let areaLeft: boolean;
  for (let pass = 1; ; pass += 1) {
    // The last pass renders a settled cache: nothing in flight, no failure (the browser asks again).
    const last = settle || pass === MAX_PASSES || Date.now() >= deadline;
    if (last) {
      await queryClient.cancelQueries({ fetchStatus: 'fetching' });
      const unsettled = (q: Query) => q.state.status !== 'success';
      // Only an answer the page asked for and did not get leaves the page unfinished. A disabled
      // query (a search with no term, a signed-in visitor's bookings) is asked by nobody here nor,
      // for an anonymous visitor, in the browser.
      const missed = (q: Query) => unsettled(q) && isEnabled(q);
      if (queryClient.getQueryCache().findAll({ predicate: missed }).length) whole = false;
      queryClient.removeQueries({ predicate: unsettled });
    }
    areaLeft = false;
    styleCache = serverPageEmotionCache();
    html = await renderToHtml(
      <CacheProvider value={styleCache}>
        <App queryClient={queryClient} Router={Router} />
      </CacheProvider>,
      () => {
        areaLeft = true;
      },
    );
    if (debug)
      console.log(`${url} pass ${pass} at ${Date.now() - started} ms (module ${moduleMs} ms)`);
    if (last) break;
    const queries = unasked(queryClient, asked);
    // Answers asked for before this pass (the route's own, started early) and still on their way.
    const inFlight = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    if (!queries.length && !inFlight.length) {
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .every((q) => q.state.status === 'success' || !isEnabled(q))
      )
        break;
      // Something failed or is still pending: render once more from a settled cache.
      settle = true;
      continue;
    }
    for (const q of queries) asked.add(q.queryHash);
    const remaining = Math.max(0, deadline - Date.now());
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      // fetch() on a query in flight joins its request rather than asking again.
      Promise.allSettled([...queries, ...inFlight].map((q) => q.fetch())),
      new Promise((resolve) => {
        timer = setTimeout(resolve, remaining);
      }),
    ]);
    clearTimeout(timer);
  }
  const { markup, preloads } = splitResourceHints(html);
  // The styles of the elements in the page, into <head> (emotion's browser cache adopts them).
  const emotionServer = createEmotionServer(styleCache!);
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(markup),
  );
  // The route's head tags come from the same answers the page was rendered from. The JSON-LD is a
  // data block (type="application/ld+json"): browsers never execute it, so the CSP needs no hash.
  const { search } = new URL(url, 'http://citylens.invalid');
  const routeHead = headForRoute({
    pathname,
    search,
    siteUrl,
    imageUrl: (src) => imageUrl(src, SHARE_IMAGE.preset),
    getQueryData: (queryKey) => queryClient.getQueryData(queryKey),
  });
  const head = renderHeadHtml(routeHead) + preloads + styles;
  // An area cut at the budget (pending) or failed is rendered by the browser: not a whole page.
  if (areaLeft || /<!--\$[?!]-->/.test(html)) whole = false;
  return {
    html: markup,
    head,
    queryState: dehydrate(queryClient),
    remote,
    cacheable: cacheable && whole,
  };
}
