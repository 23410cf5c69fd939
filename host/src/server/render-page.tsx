import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, StaticRouter } from '@citylens/shared/server-render';
import {
  cityContentQuery,
  imageUrl,
  isCityNotFound,
  prefetchCityContent,
  prefetchRandomCityPhotos,
  setRuntimeConfig,
  setServerApiBaseUrl,
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
  type RenderPageOptions,
} from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { splitResourceHints } from './page-markup';
import { syncRemote } from './remote-sync';
import { renderInPasses } from './render-passes';
import { preloadRemoteModule, withDeadline } from '../app/remote-loading/remote-registry';
import { RemotesLeftToBrowser } from '../app/remote-loading/RemoteArea';

const serverFetchRetries = 0;

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
  cartLines,
}: RenderPageOptions): Promise<RenderedPage> {
  const started = Date.now();
  const moduleDeadline = started + SERVER_RENDER_BUDGET_MS;
  setRuntimeConfig(runtimeConfig);
  // The page's API calls from here go to the server's own address; the HTML keeps the public one.
  setServerApiBaseUrl(server?.apiBaseUrl);
  const { pathname, search } = new URL(url, 'http://citylens.invalid');
  const route = routeForPath(pathname);
  const owner = route?.owner;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: serverFetchRetries },
  });
  // The visitor's cart, where the route shows it: its page (and the browser's hydration) reads
  // these lines from the answers.
  if (route?.rendersVisitorCart && cartLines?.length)
    queryClient.setQueryData(queryKeys.cart.asRendered(), cartLines);
  // The answers the route is known to need are asked for at once, while its remote's module is
  // still loading (as the browser does): the first pass finds them in flight or answered.
  const hero = route?.photoHero;
  const cityName = cityNameFromPath(pathname);
  if (hero?.photos === 'random') void prefetchRandomCityPhotos(queryClient);
  if (hero?.photos === 'city' && cityName) void prefetchCityContent(queryClient, cityName);
  // Held here: the last pass drops a failed query from the cache, and its 404 decides the status.
  const cityContent = cityName
    ? queryClient
        .getQueryCache()
        .find({ queryKey: cityContentQuery(cityName).queryKey, exact: true })
    : undefined;
  let remote: RenderedPage['remote'] = null;
  let page: RemotePageModule | undefined;
  let headLoading: Promise<PageHead | undefined> | undefined;
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
      page = (await preloadRemoteModule(owner.remote, owner.module as never).catch(
        () => undefined,
      )) as RemotePageModule | undefined;
      startPagePrefetch(page, queryClient, { pathname, search });
      // The page's head rule loads beside its answers; it is needed once they have rendered.
      headLoading = page?.loadHead?.().catch(() => undefined);
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
  const { html, styleCache, whole, areaLeft } = await renderInPasses({
    url,
    queryClient,
    Router,
    deadline,
    started,
    moduleMs,
  });
  const { markup, preloads } = splitResourceHints(html);
  // The styles of the elements in the page, into <head> (emotion's browser cache adopts them).
  const emotionServer = createEmotionServer(styleCache);
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(markup),
  );
  // The page's head, as its remote's module builds it (else its route's: a head rule that has not
  // loaded by the answers' deadline is left out), from the same answers the page was rendered
  // from. The JSON-LD is a data block (type="application/ld+json"): browsers never execute it, so
  // the CSP needs no hash.
  const pageHead =
    headLoading &&
    (await withDeadline(headLoading, Math.max(0, deadline - Date.now())).catch(() => undefined));
  const routeHead = headForRoute(
    {
      pathname,
      search,
      siteUrl,
      imageUrl: (src) => imageUrl(src, SHARE_IMAGE.preset),
      getQueryData: (queryKey) => queryClient.getQueryData(queryKey),
    },
    pageHead,
  );
  // An unknown city's page is an answer, not a page of the site: kept out of search results.
  const cityMissing = isCityNotFound(cityContent?.state.error);
  if (cityMissing) routeHead.robots = 'noindex';
  // An area cut at the budget (pending) or failed is rendered by the browser: not a whole page.
  const areaMissing = areaLeft || /<!--\$[?!]-->/.test(html);
  // A city the API does not have is a settled answer: its page is whole.
  const headWhole = cityMissing || (whole && !areaMissing);
  const head =
    renderHeadHtml(routeHead) +
    (headWhole ? `<meta name="${WHOLE_SERVER_HEAD_META}" content="">` : '') +
    preloads +
    styles;
  return {
    html: markup,
    head,
    queryState: dehydrate(queryClient),
    remote,
    cacheable: cacheable && headWhole,
    status: cityMissing ? 404 : 200,
  };
}
