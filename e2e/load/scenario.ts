/**
 * The load test's scenario: three crowds at once (README.md): pages, API reads, and the visitors
 * with accounts acting at a human pace.
 */
import type autocannon from 'autocannon';
import { apiPath, apiPaths, EVENT_PARAM, routes } from '@citylens/shared/contracts';
import type { Catalog } from './accounts';
import { crowd, timed } from './crowds';
import { api, site } from './settings';

/** The server-rendered pages the pages crowd loads in turn. */
function pagesToLoad({ cities, events }: Catalog): string[] {
  return [
    routes.home.href(),
    routes.events.href(),
    routes.frameShop.href(),
    routes.home.href('an'),
    // Every event's deep link: a page of its own, rendered once, then served from the page cache.
    ...events.map((id) => `${routes.events.href()}?${EVENT_PARAM}=${id}`),
    ...cities.flatMap((city) => [
      routes.city.href(city),
      routes.cityArticles.href(city),
      routes.cityVideos.href(city),
      routes.cityFood.href(city),
    ]),
  ];
}

/** The API reads the reads crowd asks in turn. */
function apiReads({ cities }: Catalog): string[] {
  return [
    apiPaths.cities,
    apiPaths.events,
    apiPaths.pictureFrames,
    `${apiPaths.citySearch}?q=an`,
    `${apiPaths.eventSearch}?query=festival`,
    ...cities.map((name) => apiPath(apiPaths.cityContent, { name })),
    ...cities.map((name) => apiPath(apiPaths.cityReviews, { name })),
  ];
}

/**
 * The three crowds, ready to run for the run's length: running them gives their autocannon
 * results once all have ended.
 */
export function crowdsFor(
  catalog: Catalog,
  writes: autocannon.Request[],
): () => Promise<autocannon.Result[]> {
  const pages = pagesToLoad(catalog);
  const reads = apiReads(catalog);
  let pageTurn = 0;
  let readTurn = 0;
  return () =>
    Promise.all([
      crowd('pages', site, 6, undefined, [
        timed('page load', () => ({
          path: pages[pageTurn++ % pages.length],
          headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
        })),
      ]),
      crowd('API reads', api, 6, undefined, [
        timed('API read', () => ({ path: reads[readTurn++ % reads.length] })),
      ]),
      // Per-account limits hold (30 orders an hour): the visitors with accounts act at a human pace.
      crowd('visitors with accounts', api, 4, 12, writes),
    ]);
}
