export type { HeadContext, PageHead, RouteHead, RouteHeadImage } from '../contracts/page-head';

/** The site's name, last in every page title and the Open Graph site name. */
export const SITE_NAME = 'CityLens';
/** The product's tagline: the description of pages that have none of their own. */
export const SITE_TAGLINE =
  'Experience different cultures through their food, lifestyle and festivals.';

/**
 * The image size link previews ask for: the `large` preset (1200×900), wide enough for a
 * summary_large_image card. `imageUrl` is expected to build this preset's URL.
 */
export const SHARE_IMAGE = { preset: 'large', width: 1200, height: 900 } as const;

export interface HeadForRouteInput {
  pathname: string;
  /** The query string, with or without its `?`. */
  search?: string;
  /** The site's public origin (e.g. `https://citylens.example`), no trailing slash needed. */
  siteUrl: string;
  /**
   * The URL of a photo at SHARE_IMAGE's preset, as the site's image helper builds it (e.g.
   * `src => imageUrl(src, SHARE_IMAGE.preset)`). Relative results are made absolute on `siteUrl`;
   * `data:` and `blob:` results are no use to a crawler and are dropped.
   */
  imageUrl: (src: string) => string;
  /** The page's data by its React Query key (`queryKeys`); undefined when not loaded. */
  getQueryData: (queryKey: readonly unknown[]) => unknown;
}
