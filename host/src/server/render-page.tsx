import createEmotionServer from '@emotion/server/create-instance';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  dehydrate,
  readRenderConfigFrom,
  renderConfig,
  StaticRouter,
  type Query,
  type RenderConfig,
} from '@citylens/shared/server-render';
import {
  cityContentQuery,
  imageUrl,
  isCityNotFound,
  prefetchCityContent,
  prefetchRandomCityPhotos,
} from '@citylens/shared';
import { headForRoute, renderHeadHtml, SHARE_IMAGE } from '@citylens/shared/seo';
import { createQueryClient } from '@citylens/shared/app';
import {
  cityNameFromPath,
  queryKeys,
  remoteNames,
  routeForPath,
  SERVER_RENDER_BUDGET_MS,
  WHOLE_SERVER_HEAD_META,
  type PageHead,
  type PageLocation,
  type RemoteName,
  type RemotePageModule,
  type RenderedPage,
  type RouteDef,
  type RenderPageOptions,
} from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { splitResourceHints } from './page-markup';
import { syncRemote } from './remote-sync';
import { renderInPasses } from './render-passes';
import { preloadRemoteModule, withDeadline } from '../app/remote-loading/remote-registry';
import { RemotesLeftToBrowser } from '../app/remote-loading/RemoteArea';

const serverFetchRetries = 0;

/** A page's head rule that failed or had not loaded by the answers' deadline. */
const headMissed = Symbol('head rule missed');

/**
 * The page's own prefetch (its module's), started as soon as the module has loaded: the first
 * pass then finds its answers in flight or answered and renders them. A prefetch that throws
 * leaves those reads to the passes, which find them as before.
 */
function startPagePrefetch(
  page: RemotePageModule | undefined,
  queryClient: QueryClient,
  location: PageLocation,
): void {
  try {
    page?.prefetch?.(queryClient, location).catch(() => undefined);
  } catch {
    // The passes ask for what the page renders from.
  }
}

/**
 * The config of the render a call belongs to. Renders run side by side in a render worker, each
 * with its own runtime config (a visitor's canary) and API address: the calls a render makes (its
 * answers, its image URLs) read them from the render's async context, never from a value the last
 * render set for the whole process.
 */
const renderScope = new AsyncLocalStorage<RenderConfig>();
readRenderConfigFrom(() => renderScope.getStore());

/**
 * The page at `url` as HTML, with the answers it was rendered from. Rendering runs in passes: a
 * pass shows which queries the page's components ask for (each useQuery enters the cache), the
 * server asks the API for them, and the next pass renders their answers, until no new query
 * appears. Answers that miss the budget, and every failed one, are left to the browser, which
 * renders those parts exactly as the server did (loading) and then fetches them.
 */
export function renderPage(options: RenderPageOptions): Promise<RenderedPage> {
  return renderScope.run(renderConfig(options.runtimeConfig, options.server?.apiBaseUrl), () =>
    renderInScope(options),
  );
}

async function renderInScope({
  url,
  runtimeConfig,
  bucket,
  siteUrl,
  server,
  cartLines,
}: RenderPageOptions): Promise<RenderedPage> {
  const started = Date.now();
  const { pathname, search } = new URL(url, 'http://citylens.invalid');
  const route = routeForPath(pathname);
  const queryClient = serverQueryClient(route, cartLines);
  const cityContent = startKnownAnswers(queryClient, route, pathname);
  const area = await loadPageArea(
    route,
    queryClient,
    { pathname, search },
    {
      runtimeConfig,
      bucket,
      server,
      deadline: started + SERVER_RENDER_BUDGET_MS,
    },
  );
  const moduleMs = Date.now() - started;
  // The page's API answers get a budget of their own.
  const deadline = Date.now() + SERVER_RENDER_BUDGET_MS;
  const Router = ({ children }: { children: React.ReactNode }) => (
    <RemotesLeftToBrowser.Provider value={area.leftToBrowser}>
      <StaticRouter location={url}>{children}</StaticRouter>
    </RemotesLeftToBrowser.Provider>
  );
  const { html, styleCache, whole, areaLeft } = await renderInPasses({
    url,
    queryClient,
    Router,
    deadline,
    started,
    moduleMs,
  });
  const { markup, preloads } = splitResourceHints(html);
  // An unknown city's page is an answer, not a page of the site: kept out of search results.
  const cityMissing = isCityNotFound(cityContent?.state.error);
  // An area cut at the budget (pending) or failed is rendered by the browser: not a whole page.
  const areaMissing = areaLeft || /<!--\$[?!]-->/.test(html);
  const areaHead = await pageHeadBy(area.headLoading, deadline);
  // A city the API does not have is a settled answer: its page is whole. A head rule that missed
  // the deadline leaves the route's head, not its team's (its title, its JSON-LD): not whole, not kept.
  const headWhole = cityMissing || (whole && !areaMissing && areaHead !== headMissed);
  const routeHead = headForRoute(
    {
      pathname,
      search,
      siteUrl,
      imageUrl: (src) => imageUrl(src, SHARE_IMAGE.preset),
      getQueryData: (queryKey) => queryClient.getQueryData(queryKey),
    },
    areaHead === headMissed ? undefined : areaHead,
  );
  if (cityMissing) routeHead.robots = 'noindex';
  return {
    html: markup,
    head:
      renderHeadHtml(routeHead) +
      (headWhole ? `<meta name="${WHOLE_SERVER_HEAD_META}" content="">` : '') +
      preloads +
      pageStyles(styleCache, markup),
    queryState: dehydrate(queryClient),
    remote: area.remote,
    cacheable: area.cacheable && headWhole,
    status: cityMissing ? 404 : 200,
  };
}

/** The render's own cache: one attempt per answer, and the visitor's cart where the route shows it. */
function serverQueryClient(
  route: RouteDef<never[]> | null,
  cartLines: RenderPageOptions['cartLines'],
): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: serverFetchRetries },
  });
  // Its page (and the browser's hydration) reads these lines from the answers.
  if (route?.rendersVisitorCart && cartLines?.length)
    queryClient.setQueryData(queryKeys.cart.asRendered(), cartLines);
  return queryClient;
}

/**
 * The answers the route is known to need, asked for at once while its remote's module is still
 * loading (as the browser does): the first pass finds them in flight or answered. Gives the city's
 * content query, held here: the last pass drops a failed query from the cache, and its 404
 * decides the status.
 */
function startKnownAnswers(
  queryClient: QueryClient,
  route: RouteDef<never[]> | null,
  pathname: string,
): Query | undefined {
  const hero = route?.photoHero;
  const cityName = cityNameFromPath(pathname);
  if (hero?.photos === 'random') void prefetchRandomCityPhotos(queryClient);
  if (hero?.photos === 'city' && cityName) void prefetchCityContent(queryClient, cityName);
  return cityName
    ? queryClient
        .getQueryCache()
        .find({ queryKey: cityContentQuery(cityName).queryKey, exact: true })
    : undefined;
}

interface PageArea {
  remote: RenderedPage['remote'];
  /** A remote whose server build did not answer is left to the browser on this page. */
  leftToBrowser: Set<RemoteName>;
  /** The page's head rule; `headMissed` when it failed. */
  headLoading?: Promise<PageHead | typeof headMissed>;
  cacheable: boolean;
}

/**
 * The route's remote, synced to the release this visitor gets, and its page's module within the
 * budget (one attempt on the server; else the browser loads it). The page's prefetch starts as
 * soon as its module has loaded, and its head rule loads beside its answers.
 */
async function loadPageArea(
  route: RouteDef<never[]> | null,
  queryClient: QueryClient,
  location: PageLocation,
  release: Pick<RenderPageOptions, 'runtimeConfig' | 'bucket' | 'server'> & { deadline: number },
): Promise<PageArea> {
  const owner = route?.owner;
  if (owner?.kind !== 'remote' || !remoteNames.includes(owner.remote))
    return { remote: null, leftToBrowser: new Set(), cacheable: true };
  const { runtimeConfig, bucket, server, deadline } = release;
  const synced = await syncRemote(runtimeConfig, owner.remote, bucket, deadline, server).catch(
    () => null,
  );
  const remote = { name: owner.remote, release: synced?.release ?? null };
  if (!synced) return { remote, leftToBrowser: new Set([owner.remote]), cacheable: true };
  const page = (await preloadRemoteModule(owner.remote, owner.module as never).catch(
    () => undefined,
  )) as RemotePageModule | undefined;
  startPagePrefetch(page, queryClient, location);
  return {
    remote,
    leftToBrowser: new Set(),
    headLoading: page?.loadHead?.().catch((): typeof headMissed => headMissed),
    cacheable: synced.cacheable,
  };
}

/**
 * The page's head as its remote's module builds it, from the same answers the page was rendered
 * from; a head rule that has not loaded by the answers' deadline is `headMissed` (the page gets the
 * route's own head). The JSON-LD is a data block (type="application/ld+json"): browsers never
 * execute it, so the CSP needs no hash.
 */
async function pageHeadBy(
  headLoading: PageArea['headLoading'],
  deadline: number,
): Promise<PageHead | undefined | typeof headMissed> {
  if (!headLoading) return undefined;
  return withDeadline(headLoading, Math.max(0, deadline - Date.now())).catch(
    (): typeof headMissed => headMissed,
  );
}

/** The styles of the elements in the page, for <head> (emotion's browser cache adopts them). */
function pageStyles(styleCache: Parameters<typeof createEmotionServer>[0], markup: string): string {
  const emotionServer = createEmotionServer(styleCache);
  return emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(markup));
}
