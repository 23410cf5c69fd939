import { ARTICLE_PARAM, PHOTO_PARAM } from './page-params';

/**
 * A city's sub-pages, in the order of the spec, each once: its path segment (videography is served
 * at /videos), the module discovery exposes for it, its section's name (its title and its
 * breadcrumb) and the query parameters it reads. Their routes, discovery's exposes, the links to
 * them, their heads and the sitemap all derive from this table.
 */
export const CITY_SUB_PAGES = {
  lifestyle: { module: 'CityLifestylePage', section: 'Lifestyle', query: [PHOTO_PARAM] },
  articles: { module: 'CityArticlesPage', section: 'Articles', query: [ARTICLE_PARAM] },
  videos: { module: 'CityVideosPage', section: 'Videos', query: [] },
  food: { module: 'CityFoodPage', section: 'Food', query: [PHOTO_PARAM] },
  transport: { module: 'CityTransportPage', section: 'Transport', query: [] },
} as const;

export type CitySubPage = keyof typeof CITY_SUB_PAGES;
export type CitySubPageModule = (typeof CITY_SUB_PAGES)[CitySubPage]['module'];

/** City sub-page slugs, in the order of the spec. */
export const citySubPages = Object.keys(CITY_SUB_PAGES) as CitySubPage[];

/** Discovery's exposes for the sub-pages: `{ CityFoodPage: './CityFoodPage', … }`. */
export const citySubPageExposes = Object.fromEntries(
  citySubPages.map((slug) => [CITY_SUB_PAGES[slug].module, `./${CITY_SUB_PAGES[slug].module}`]),
) as { [Module in CitySubPageModule]: `./${Module}` };
