import { CITY_SUB_PAGES, citySubPages, type CitySubPage } from './city-sub-pages';
import { FRAME_TAB_PARAM } from './frame-tabs';
import { CITY_SEARCH_PARAM, EVENT_PARAM, PHOTO_PARAM, REVIEWS_CITY_PARAM } from './page-params';
import type { ExposedModuleName, RemoteName } from './remotes';

export * from './page-params';

/** Who renders a route: the host itself, or one exposed module of a remote. */
export type RouteOwner =
  | { kind: 'host'; page: HostPage }
  | { [R in RemoteName]: { kind: 'remote'; remote: R; module: ExposedModuleName<R> } }[RemoteName];

export type HostPage = 'privacy' | 'terms' | 'cookies' | 'faq' | 'contact';

export interface RouteDef<Args extends unknown[] = []> {
  /** react-router path pattern (a parameter ending in `?` is optional) */
  path: string;
  href: (...args: Args) => string;
  owner: RouteOwner;
  /** Login required: spinner while auth loads, then signed-out visitors go to / (replace). */
  auth: boolean;
  /** document.title */
  title: string;
  /**
   * The page opens on a photo hero this tall (CSS): random city photos (spec §4) or the city's
   * own. The host asks for the photos and paints the first one in the hero's place (the early
   * hero frame) while the page's remote is still loading; the page renders its hero at this height.
   */
  photoHero?: { photos: 'random' | 'city'; height: string };
  /**
   * The query parameters the page reads. The server renders a page from its path and these alone
   * (and caches it under them): any other parameter changes nothing the page shows.
   */
  query?: readonly string[];
  /** The path carries a secret (a reset token): never stored in a cache, never written to a log. */
  secretInPath?: boolean;
  /**
   * The server renders the visitor's own cart (from the cart cookie, `cart-cookie.ts`): with one,
   * the page is theirs alone, never kept and `private`.
   */
  rendersVisitorCart?: boolean;
}

/** The heroes' heights, declared once: the pages and their loading states render them. */
export const HOME_HERO_HEIGHT = 'clamp(380px, 62vh, 620px)';
export const EVENTS_HERO_HEIGHT = 'clamp(340px, 52vh, 520px)';
export const CITY_HERO_HEIGHT = 'clamp(320px, 52vh, 520px)';
export const CITY_SUB_PAGE_HERO_HEIGHT = 'clamp(240px, 38vh, 380px)';

const enc = encodeURIComponent;
const city = (name: string) => `/city/${enc(name)}`;

function route<Args extends unknown[]>(def: RouteDef<Args>): RouteDef<Args> {
  return def;
}

/** A page the host renders itself, at `/${page}`. */
function hostPage(page: HostPage, title: string): RouteDef {
  return {
    path: `/${page}`,
    href: () => `/${page}`,
    owner: { kind: 'host', page },
    auth: false,
    title,
  };
}

/** A city sub-page of discovery, at `/city/:cityName/${slug}`, under the smaller city hero. */
function citySubPage(slug: CitySubPage): RouteDef<[cityName: string]> {
  const { module, section, query } = CITY_SUB_PAGES[slug];
  return {
    query,
    path: `/city/:cityName/${slug}`,
    href: (name) => `${city(name)}/${slug}`,
    owner: { kind: 'remote', remote: 'discovery', module },
    auth: false,
    title: `${section} — CityLens`,
    photoHero: { photos: 'city', height: CITY_SUB_PAGE_HERO_HEIGHT },
  };
}

/** Each city sub-page's route by its slug: what links, heads and the sitemap read. */
export const citySubPageRoutes = Object.fromEntries(
  citySubPages.map((slug) => [slug, citySubPage(slug)]),
) as Record<CitySubPage, RouteDef<[cityName: string]>>;

/** The sub-pages' routes under their names in the route table (`cityFood`, …). */
const citySubPageRouteNames = Object.fromEntries(
  citySubPages.map((slug) => [
    `city${slug[0]!.toUpperCase()}${slug.slice(1)}`,
    citySubPageRoutes[slug],
  ]),
) as { [Slug in CitySubPage as `city${Capitalize<Slug>}`]: RouteDef<[cityName: string]> };

/** The spec's route table (§2). Any other path redirects to /. */
export const routes = {
  home: route<[search?: string]>({
    path: '/',
    href: (search) => (search ? `/?search=${enc(search)}` : '/'),
    owner: { kind: 'remote', remote: 'discovery', module: 'HomePage' },
    auth: false,
    title: 'CityLens — Experience different cultures',
    query: [CITY_SEARCH_PARAM, PHOTO_PARAM],
    photoHero: { photos: 'random', height: HOME_HERO_HEIGHT },
  }),
  events: route({
    path: '/events',
    href: () => '/events',
    owner: { kind: 'remote', remote: 'events', module: 'EventsPage' },
    auth: false,
    title: 'Events — CityLens',
    query: [EVENT_PARAM],
    photoHero: { photos: 'random', height: EVENTS_HERO_HEIGHT },
  }),
  savedCities: route({
    path: '/saved-cities',
    href: () => '/saved-cities',
    owner: { kind: 'remote', remote: 'discovery', module: 'SavedCitiesPage' },
    auth: false,
    title: 'Saved cities — CityLens',
  }),
  reviews: route({
    path: '/reviews',
    href: () => '/reviews',
    owner: { kind: 'remote', remote: 'account', module: 'ReviewsPage' },
    auth: true,
    title: 'City Reviews — CityLens',
    query: [REVIEWS_CITY_PARAM],
  }),
  lifestylePhotos: route({
    path: '/lifestyle-photos',
    href: () => '/lifestyle-photos',
    owner: { kind: 'remote', remote: 'account', module: 'UploadPhotoPage' },
    auth: true,
    title: 'Upload Photo — CityLens',
  }),
  frameShop: route({
    path: '/frame-shop',
    href: () => '/frame-shop',
    owner: { kind: 'remote', remote: 'shop', module: 'FrameShopPage' },
    auth: false,
    title: 'Frame Shop — CityLens',
    query: [FRAME_TAB_PARAM],
  }),
  checkout: route({
    path: '/checkout',
    href: () => '/checkout',
    owner: { kind: 'remote', remote: 'shop', module: 'CheckoutPage' },
    auth: false,
    title: 'Checkout — CityLens',
    rendersVisitorCart: true,
  }),
  city: route<[cityName: string]>({
    path: '/city/:cityName',
    href: (name) => city(name),
    owner: { kind: 'remote', remote: 'discovery', module: 'CityPage' },
    auth: false,
    title: 'City — CityLens',
    photoHero: { photos: 'city', height: CITY_HERO_HEIGHT },
  }),
  ...citySubPageRouteNames,
  privacy: hostPage('privacy', 'Privacy Policy — CityLens'),
  terms: hostPage('terms', 'Terms and Conditions — CityLens'),
  cookies: hostPage('cookies', 'Cookie Policy — CityLens'),
  faq: hostPage('faq', 'FAQ — CityLens'),
  contact: hostPage('contact', 'Contact Us — CityLens'),
  profile: route({
    path: '/profile',
    href: () => '/profile',
    owner: { kind: 'remote', remote: 'account', module: 'ProfilePage' },
    auth: true,
    title: 'User Profile — CityLens',
  }),
  resetPassword: route<[uid: string, token: string]>({
    // Optional, so a link cut short still reaches the page and its Invalid Reset Link screen.
    path: '/reset-password/:uid?/:token?',
    href: (uid, token) => `/reset-password/${enc(uid)}/${enc(token)}`,
    owner: { kind: 'remote', remote: 'account', module: 'ResetPasswordPage' },
    auth: false,
    title: 'Reset Password — CityLens',
    secretInPath: true,
  }),
  /** An order's confirmation, to reload or come back to: the owner's session only. */
  orderConfirmation: route<[orderId: string]>({
    path: '/checkout/confirmed/:orderId',
    href: (orderId) => `/checkout/confirmed/${enc(orderId)}`,
    owner: { kind: 'remote', remote: 'shop', module: 'CheckoutPage' },
    auth: true,
    title: 'Order Confirmed — CityLens',
  }),
} as const;

export type RouteName = keyof typeof routes;

/**
 * The route that renders a pathname (`:param` matches one non-empty segment, a trailing slash is
 * allowed), or null. The one matcher the static servers use to tell which remote owns a path.
 */
export function routeForPath(pathname: string): RouteDef<never[]> | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const route of Object.values(routes) as RouteDef<never[]>[]) {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    const required = pattern.filter((seg) => !seg.endsWith('?')).length;
    if (segments.length < required || segments.length > pattern.length) continue;
    const matches = segments.every((seg, i) =>
      pattern[i]!.startsWith(':') ? seg !== '' : seg === pattern[i],
    );
    if (matches) return route;
  }
  return null;
}

/** The `:cityName` of a city route's pathname, decoded as the router gives it; null elsewhere. */
export function cityNameFromPath(pathname: string): string | null {
  const match = /^\/city\/([^/]+)/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The remote that renders a pathname, or null for host pages and unknown paths. */
export function remoteForPath(pathname: string): RemoteName | null {
  const owner = routeForPath(pathname)?.owner;
  return owner?.kind === 'remote' ? owner.remote : null;
}
