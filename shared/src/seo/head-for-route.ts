import type { HeadContext, PageHead, RouteHead } from '../contracts/page-head';
import { routeForPath, routes, type RouteDef } from '../contracts/routes';
import { headContext } from './head-context';
import { STATIC_DESCRIPTIONS } from './page-descriptions';
import { SITE_TAGLINE, type HeadForRouteInput } from './route-head';
import { breadcrumbListLd } from './structured-data';

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
 * The head of a page: its own (`pageHead`, from its remote's page module) where it has one and
 * its module has loaded, else its route's (title, description, canonical). The same call serves
 * the server's HTML and the browser's document title. It never throws: a page head that does
 * gives the route's.
 */
export function headForRoute(input: HeadForRouteInput, pageHead?: PageHead): RouteHead {
  const context = headContext(input);
  const route = routeForPath(input.pathname);
  // Unknown paths redirect to the home page: say so to crawlers too.
  if (!route) return { ...routeOwnHead(context, routes.home), robots: 'noindex' };
  if (pageHead) {
    try {
      return pageHead(context);
    } catch {
      // The route's own head below.
    }
  }
  return routeOwnHead(context, route);
}

/** A route's own head: its title, the description the host keeps for it, its canonical path. */
function routeOwnHead(context: HeadContext, route: RouteDef<never[]>): RouteHead {
  const head: RouteHead = {
    title: route.title,
    description: STATIC_DESCRIPTIONS[route.path] ?? SITE_TAGLINE,
    canonical: context.absolute(canonicalPathOf(route)),
    ogType: 'website',
    jsonLd: [],
  };
  const crumb = { reviews: 'Reviews', lifestylePhotos: 'Upload Photo' } as const;
  for (const name of Object.keys(crumb) as (keyof typeof crumb)[]) {
    if (routes[name].path === route.path) {
      head.jsonLd.push(
        breadcrumbListLd([
          { name: 'Home', url: context.absolute(routes.home.href()) },
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
