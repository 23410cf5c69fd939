import type {
  Article as ArticleLd,
  BreadcrumbList,
  Event as EventLd,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { Article, CityEvent, Frame } from '../contracts/entities';
import { SITE_NAME } from './route-head';

/**
 * schema.org objects for the pages' JSON-LD, typed by schema-dts. Each says only what the site
 * itself shows: no offers on events (booking is free and has no price), prices in US dollars as
 * the shop shows them.
 */

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbListLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The home page's search box: `/?search=<term>` opens the home page on that city search. */
export function webSiteLd(siteUrl: string, description: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/?search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    description,
    potentialAction: search,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** The event's date and time as ISO 8601 local time (the API gives no zone: the city's own). */
export function eventStartDate(event: Pick<CityEvent, 'event_date' | 'event_time'>): string | null {
  const date = event.event_date?.slice(0, 10);
  if (!date || !ISO_DATE.test(date)) return null;
  const time = event.event_time?.trim();
  if (!time || !TIME.test(time)) return date;
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

export function eventLd(
  event: CityEvent,
  { url, image }: { url: string; image?: string },
): WithContext<EventLd> {
  const startDate = eventStartDate(event);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.name,
    url,
    ...(event.description ? { description: event.description } : {}),
    ...(startDate ? { startDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location || event.city,
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.city,
        addressCountry: event.country,
      },
    },
    ...(image ? { image: [image] } : {}),
  };
}

export function productLd(
  frame: Frame,
  { url, image }: { url: string; image?: string },
): WithContext<Product> {
  const kind = frame.kind === 'painting' ? 'Painting frame' : 'Picture frame';
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: frame.name,
    description:
      frame.description || [kind, frame.frame_size].filter(Boolean).join(', ') || frame.name,
    sku: `${frame.kind}-${frame.id}`,
    category: kind,
    ...(frame.frame_size ? { size: frame.frame_size } : {}),
    ...(image ? { image: [image] } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: frame.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function articleLd(
  article: Article,
  {
    url,
    image,
    description,
    siteUrl,
  }: { url: string; image?: string; description: string; siteUrl: string },
): WithContext<ArticleLd> {
  const published = article.published_at ?? article.created_at;
  // Articles carry no author of their own: CityLens publishes them.
  const publisher = { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` } as const;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    url,
    mainEntityOfPage: url,
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(published ? { datePublished: published } : {}),
    author: publisher,
    publisher,
  };
}
