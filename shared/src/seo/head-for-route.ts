import type { Thing, WithContext } from 'schema-dts';
import type { City, CityContent, CityEvent, Frame } from '../contracts/entities';
import { FRAME_TAB_PARAM, frameKindsOf, frameTabFrom } from '../contracts/frame-tabs';
import { queryKeys } from '../contracts/query-keys';
import {
  citySubPages,
  cityNameFromPath,
  routeForPath,
  routes,
  type CitySubPage,
  type RouteDef,
} from '../contracts/routes';
import { articleExcerpt } from '../format/article-excerpt';
import { cityArticles } from './city-articles';
import { pageTitle, sectionOf } from './page-title';
import {
  SHARE_IMAGE,
  SITE_TAGLINE,
  type HeadForRouteInput,
  type RouteHead,
  type RouteHeadImage,
} from './route-head';
import {
  articleLd,
  breadcrumbListLd,
  eventLd,
  productLd,
  webSiteLd,
  type Crumb,
} from './structured-data';

/** The query parameters that name what a page shows (deep links); every other one is dropped. */
export const ARTICLE_PARAM = 'article';
export const EVENT_PARAM = 'event';

const DESCRIPTION_MAX = 160;

const SUB_PAGE_ROUTES = {
  lifestyle: routes.cityLifestyle,
  articles: routes.cityArticles,
  videos: routes.cityVideos,
  food: routes.cityFood,
  transport: routes.cityTransport,
} as const satisfies Record<CitySubPage, RouteDef<[string]>>;

/** What each city sub-page is about (the sub-pages' hero texts, as sentences). */
const SUB_PAGE_DESCRIPTIONS: Record<CitySubPage, (city: string, country: string) => string> = {
  lifestyle: (city) => `Everyday life in ${city} through the lenses of its photographers.`,
  articles: (city) => `Stories, guides and essays about ${city}.`,
  videos: (city) => `Films and walks that show ${city} in motion.`,
  food: (city, country) => `Best restaurants and their meals in ${withCountry(city, country)}.`,
  transport: (city, country) => `Getting around ${withCountry(city, country)}.`,
};

const STATIC_DESCRIPTIONS: Partial<Record<RouteDef<never[]>['path'], string>> = {
  [routes.events.path]:
    'Find all upcoming events in CityLens cities: festivals, concerts and markets, with their dates, times and venues.',
  [routes.frameShop.path]:
    'Picture and painting frames in black or brown, for the photos you bring home from your travels.',
  [routes.reviews.path]: 'Find a city, read what travellers say and share your own experience.',
  [routes.lifestylePhotos.path]:
    'Share a moment of everyday life in a city with the CityLens community.',
  [routes.privacy.path]: 'How CityLens collects, uses and protects your personal data.',
  [routes.terms.path]: 'The terms and conditions for using CityLens.',
  [routes.cookies.path]: 'The cookies CityLens uses, and how to choose which ones you accept.',
  [routes.faq.path]:
    'Answers to common questions about CityLens: cities, events, photos, the frame shop and your account.',
  [routes.contact.path]: 'Write to the CityLens team: questions, feedback and partnerships.',
};

/** Pages a search engine should not list: behind sign-in, personal, or a step of a purchase. */
const NOT_INDEXED: ReadonlySet<string> = new Set([
  routes.reviews.path,
  routes.lifestylePhotos.path,
  routes.checkout.path,
  routes.profile.path,
  routes.resetPassword.path,
]);

function withCountry(city: string, country: string | undefined): string {
  return country ? `${city}, ${country}` : city;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf<T>(value: unknown, check: (item: unknown) => boolean): T[] {
  return Array.isArray(value) ? (value.filter(check) as T[]) : [];
}

const isCity = (value: unknown): value is CityContent =>
  isRecord(value) && typeof value.name === 'string';
const isEvent = (value: unknown): value is CityEvent =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';
const isFrame = (value: unknown): value is Frame =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  value.name !== '' &&
  typeof value.price === 'number' &&
  Number.isFinite(value.price);
function shortText(text: string | null | undefined): string {
  return text ? articleExcerpt(text, DESCRIPTION_MAX) : '';
}

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The head of a page (title, description, canonical URL, share image, JSON-LD) from its URL and
 * the data the page loads, read from React Query by the contract's keys. The same call serves the
 * server's HTML and the browser's document title. Data not loaded (or failed) gives the route's
 * generic head; it never throws.
 */
export function headForRoute(input: HeadForRouteInput): RouteHead {
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const params = new URLSearchParams(input.search ?? '');
  const read = (key: readonly unknown[]): unknown => {
    try {
      return input.getQueryData(key);
    } catch {
      return undefined;
    }
  };
  const absolute = (href: string) => `${siteUrl}${href}`;
  const image = (src: string | null | undefined, alt: string): RouteHeadImage | undefined => {
    if (!src) return undefined;
    let url: string;
    try {
      url = new URL(input.imageUrl(src), `${siteUrl}/`).href;
    } catch {
      return undefined;
    }
    if (!/^https?:/i.test(url)) return undefined;
    return { url, alt, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
  };

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
    return cityHead(cityFromUrl, subPage);
  }

  if (route.path === routes.events.path) return eventsHead();
  if (route.path === routes.frameShop.path) return frameShopHead();

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

  function cityHead(urlName: string, subPage: CitySubPage | null): RouteHead {
    const content = read(queryKeys.cities.content(urlName));
    const city = isCity(content) ? content : null;
    const name = city?.name || urlName;
    const country = city?.country ?? '';
    const cityUrl = absolute(routes.city.href(urlName));
    const crumbs: Crumb[] = [
      { name: 'Home', url: absolute(routes.home.href()) },
      { name, url: cityUrl },
    ];
    const cityImage =
      city === null
        ? undefined
        : image(
            city.image ?? city.thumbnail_url ?? city.hero_photos?.[0],
            withCountry(name, country),
          );

    if (!subPage) {
      return {
        title: pageTitle(name),
        description:
          shortText(city?.description) ||
          `Explore ${withCountry(name, country)} through its photos, articles, videos, food and transport.`,
        canonical: cityUrl,
        image: cityImage,
        ogType: 'website',
        jsonLd: [breadcrumbListLd(crumbs)],
      };
    }

    const subRoute = SUB_PAGE_ROUTES[subPage];
    const section = sectionOf(subRoute.title);
    const pageUrl = absolute(subRoute.href(urlName));
    crumbs.push({ name: section, url: pageUrl });
    const head: RouteHead = {
      title: pageTitle(name, section),
      description: SUB_PAGE_DESCRIPTIONS[subPage](name, country),
      canonical: pageUrl,
      image: cityImage,
      ogType: 'website',
      jsonLd: [breadcrumbListLd(crumbs)],
    };
    if (subPage !== 'articles') return head;

    // An open article (`?article=<id>`) is a page of its own: its title, text, photo and date.
    const articleId = params.get(ARTICLE_PARAM);
    const article =
      city && articleId ? cityArticles(city).find((a) => String(a.id) === articleId) : undefined;
    if (!article) return head;
    const url = `${pageUrl}?${new URLSearchParams({ [ARTICLE_PARAM]: String(article.id) })}`;
    const description = shortText(article.content) || head.description;
    const articleImage =
      image(article.image_url ?? article.thumbnail_url, article.title) ?? cityImage;
    return {
      title: pageTitle(article.title),
      description,
      canonical: url,
      image: articleImage,
      ogType: 'article',
      jsonLd: [
        articleLd(article, { url, image: articleImage?.url, description, siteUrl }),
        breadcrumbListLd([...crumbs, { name: article.title, url }]),
      ],
    };
  }

  function eventsHead(): RouteHead {
    const listUrl = absolute(routes.events.href());
    const events = listOf<CityEvent>(read(queryKeys.events.list()), isEvent);
    const firstWithPhoto = events.find((event) => event.thumbnail_url);
    const head: RouteHead = {
      title: routes.events.title,
      description: STATIC_DESCRIPTIONS[routes.events.path]!,
      canonical: listUrl,
      image: firstWithPhoto && image(firstWithPhoto.thumbnail_url, firstWithPhoto.name),
      ogType: 'website',
      jsonLd: [],
    };
    // An open event's details (`?event=<id>`): its name, text, photo, and Event data.
    const id = positiveId(params.get(EVENT_PARAM));
    if (id === null) return head;
    const detail = read(queryKeys.events.detail(id));
    const event = isEvent(detail) ? detail : events.find((e) => e.id === id);
    if (!event) return head;
    const url = `${listUrl}?${new URLSearchParams({ [EVENT_PARAM]: String(event.id) })}`;
    const eventImage = image(event.thumbnail_url, event.name);
    return {
      title: pageTitle(event.name),
      description:
        shortText(event.description) ||
        `${event.name} in ${withCountry(event.city, event.country)}.`,
      canonical: url,
      image: eventImage ?? head.image,
      ogType: 'website',
      jsonLd: [eventLd(event, { url, image: eventImage?.url })],
    };
  }

  function frameShopHead(): RouteHead {
    const url = absolute(routes.frameShop.href());
    // The frames the page lists on its tab (`?tab=painting`); the canonical page is all of them.
    const kinds = frameKindsOf(frameTabFrom(params.get(FRAME_TAB_PARAM)));
    const frames = kinds.flatMap((kind) => listOf<Frame>(read(queryKeys.frames[kind]()), isFrame));
    const jsonLd: WithContext<Thing>[] = frames.map((frame) =>
      productLd(frame, { url, image: image(frame.black_image_url, frame.name)?.url }),
    );
    const first = frames.find((frame) => frame.black_image_url);
    return {
      title: routes.frameShop.title,
      description: STATIC_DESCRIPTIONS[routes.frameShop.path]!,
      canonical: url,
      image: first && image(first.black_image_url, first.name),
      ogType: 'website',
      jsonLd,
    };
  }
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
