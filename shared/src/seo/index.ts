/**
 * @citylens/shared/seo: the toolkit every page's head is built with (its context, the title rule,
 * schema.org pieces) and the head of the routes whose page gives none. Pure functions over the
 * route and the page's React Query data, so the server's HTML and the browser's document head
 * come from the same rule. Each remote's pages build their own heads with it (`PageHead`).
 */
export { headForRoute } from './head-for-route';
export {
  headContext,
  isCity,
  isEvent,
  isFrame,
  listOf,
  positiveId,
  shortText,
} from './head-context';
export {
  renderHeadHtml,
  escapeHtml,
  scriptSafeJson,
  type RenderHeadOptions,
} from './render-head-html';
export { pageTitle, sectionOf } from './page-title';
export { withCountry } from './page-descriptions';
export {
  SITE_NAME,
  SITE_TAGLINE,
  SHARE_IMAGE,
  type HeadContext,
  type PageHead,
  type RouteHead,
  type RouteHeadImage,
  type HeadForRouteInput,
} from './route-head';
export { breadcrumbListLd, SCHEMA_ORG, type Crumb } from './structured-data';
/** schema.org's types (schema-dts), for the objects each page builds. */
export type {
  Article as ArticleLd,
  Event as EventLd,
  Product as ProductLd,
  SearchAction,
  Thing,
  WebSite as WebSiteLd,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
export { cityArticles } from './city-articles';
export {
  sitemapEntries,
  sitemapXml,
  robotsTxt,
  type SitemapData,
  type SitemapEntry,
} from './sitemap';
