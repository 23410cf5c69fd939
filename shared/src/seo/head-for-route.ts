import type { City } from '../contracts/entities';
import { queryKeys } from '../contracts/query-keys';
import {
  citySubPages,
  cityNameFromPath,
  routeForPath,
  routes,
  type RouteDef,
} from '../contracts/routes';
import { ARTICLE_PARAM, cityHead, SUB_PAGE_ROUTES } from './city-head';
import { EVENT_PARAM, eventsHead, frameShopHead } from './events-and-shop-heads';
import { headContext, isCity, listOf } from './head-context';
import { STATIC_DESCRIPTIONS, withCountry } from './page-descriptions';
import { SITE_TAGLINE, type HeadForRouteInput, type RouteHead } from './route-head';
import { breadcrumbListLd, webSiteLd } from './structured-data';

/** The query parameters that name what a page shows (deep links); every other one is dropped. */
export { ARTICLE_PARAM, EVENT_PARAM };

/** Pages a search engine should not list: behind sign-in, personal (this device's), or a step of a purchase. */
const NOT_INDEXED: ReadonlySet<string> = new Set([
  routes.reviews.path,
  routes.lifestylePhotos.path,
  routes.checkout.path,
  routes.orderConfirmation.path,
  routes.profile.path,
  routes.resetPassword.path,
  routes.savedCities.path,
]);

/**
 * The head of a page (title, description, canonical URL, share image, JSON-LD) from its URL and
 * the data the page loads, read from React Query by the contract's keys. The same call serves the
 * server's HTML and the browser's document title. Data not loaded (or failed) gives the route's
 * generic head; it never throws.
 */
export function headForRoute(input: HeadForRouteInput): RouteHead {
  const context = headContext(input);
  const { siteUrl, read, absolute, image } = context;

  const route = routeForPath(input.pathname);
  if (!route) {
    // Unknown paths redirect to the home page: say so to crawlers too.
    return { ...homeHead(), robots: 'noindex' };
  }

  function homeHead(): RouteHead {
    const popular = listOf<City>(read(queryKeys.cities.popular()), isCity);
    const first = popular.find((city) => city.image || city.thumbnail_url);
    return {
      title: routes.home.title,
      description: SITE_TAGLINE,
      canonical: absolute(routes.home.href()),
      image:
        first && image(first.image ?? first.thumbnail_url, withCountry(first.name, first.country)),
      ogType: 'website',
      jsonLd: [webSiteLd(siteUrl, SITE_TAGLINE)],
    };
  }

  if (route.path === routes.home.path) return homeHead();

  const cityFromUrl = cityNameFromPath(input.pathname);
  if (cityFromUrl !== null) {
    const subPage = citySubPages.find((slug) => SUB_PAGE_ROUTES[slug].path === route.path) ?? null;
    return cityHead(context, cityFromUrl, subPage);
  }

  if (route.path === routes.events.path) return eventsHead(context);
  if (route.path === routes.frameShop.path) return frameShopHead(context);

  // Static pages, the shop's checkout and the account's pages: the route's own title.
  const head: RouteHead = {
    title: route.title,
    description: STATIC_DESCRIPTIONS[route.path] ?? SITE_TAGLINE,
    canonical: absolute(canonicalPathOf(route)),
    ogType: 'website',
    jsonLd: [],
  };
  const crumb = { reviews: 'Reviews', lifestylePhotos: 'Upload Photo' } as const;
  for (const name of Object.keys(crumb) as (keyof typeof crumb)[]) {
    if (routes[name].path === route.path) {
      head.jsonLd.push(
        breadcrumbListLd([
          { name: 'Home', url: absolute(routes.home.href()) },
          { name: crumb[name], url: head.canonical },
        ]),
      );
    }
  }
  if (NOT_INDEXED.has(route.path)) head.robots = 'noindex';
  return head;
}

/** A route's own path without its parameters (a reset link's token never goes into a canonical URL). */
function canonicalPathOf(route: RouteDef<never[]>): string {
  return (
    route.path
      .split('/')
      .filter((segment) => !segment.startsWith(':'))
      .join('/') || '/'
  );
}
