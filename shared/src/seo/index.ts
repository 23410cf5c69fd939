/**
 * @citylens/shared/seo: what each page says about itself to search engines and link previews.
 * Pure functions over the route and the page's React Query data, so the server's HTML and the
 * browser's document head come from the same rule.
 */
export { headForRoute, ARTICLE_PARAM, EVENT_PARAM } from './head-for-route';
export {
  renderHeadHtml,
  escapeHtml,
  scriptSafeJson,
  type RenderHeadOptions,
} from './render-head-html';
export { pageTitle } from './page-title';
export {
  SITE_NAME,
  SITE_TAGLINE,
  SHARE_IMAGE,
  type RouteHead,
  type RouteHeadImage,
  type HeadForRouteInput,
} from './route-head';
export { eventStartDate } from './structured-data';
export { cityArticles } from './city-articles';
export {
  sitemapEntries,
  sitemapXml,
  robotsTxt,
  type SitemapData,
  type SitemapEntry,
} from './sitemap';
