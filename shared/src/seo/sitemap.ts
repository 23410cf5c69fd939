import { citySubPages } from '../contracts/city-sub-pages';
import { ARTICLE_PARAM, citySubPageRoutes, EVENT_PARAM, routes } from '../contracts/routes';
import { escapeHtml } from './render-head-html';

/** What the sitemap lists beside the fixed pages: the API's cities, their articles, the events. */
export interface SitemapData {
  cities: {
    name: string;
    articles: { id: number | string; published_at?: string; created_at?: string }[];
  }[];
  events: { id: number }[];
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C date (yyyy-mm-dd). */
  lastmod?: string;
}

/** The public pages a search engine may list (the rest are behind sign-in or a purchase step). */
const FIXED_PAGES = [
  routes.home.href(),
  routes.events.href(),
  routes.frameShop.href(),
  routes.privacy.href(),
  routes.terms.href(),
  routes.cookies.href(),
  routes.faq.href(),
  routes.contact.href(),
];

function w3cDate(value: string | undefined): string | undefined {
  const date = value?.slice(0, 10);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}

/**
 * Every public page: the fixed pages, each city and its five sub-pages, each article's reader
 * (`?article=<id>`) and each event's details (`?event=<id>`), as absolute URLs on `siteUrl`.
 */
export function sitemapEntries(siteUrl: string, data: SitemapData): SitemapEntry[] {
  const site = siteUrl.replace(/\/+$/, '');
  const entries: SitemapEntry[] = FIXED_PAGES.map((href) => ({ loc: `${site}${href}` }));
  for (const city of data.cities) {
    entries.push({ loc: `${site}${routes.city.href(city.name)}` });
    for (const slug of citySubPages)
      entries.push({ loc: `${site}${citySubPageRoutes[slug].href(city.name)}` });
    const articles = `${site}${routes.cityArticles.href(city.name)}`;
    for (const article of city.articles) {
      const lastmod = w3cDate(article.published_at ?? article.created_at);
      entries.push({
        loc: `${articles}?${new URLSearchParams({ [ARTICLE_PARAM]: String(article.id) })}`,
        ...(lastmod ? { lastmod } : {}),
      });
    }
  }
  for (const event of data.events) {
    entries.push({
      loc: `${site}${routes.events.href()}?${new URLSearchParams({ [EVENT_PARAM]: String(event.id) })}`,
    });
  }
  return entries;
}

/** The sitemaps.org XML for the entries (URLs entity-escaped, as the protocol requires). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read every page; the sitemap says where they are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
