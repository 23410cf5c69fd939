/**
 * A page's head: what it says about itself to search engines, link previews and the browser's
 * tab. Each remote's exposed page builds its own (`PageHead`), so a team that changes a title or
 * its JSON-LD ships it with its own deploy; the host renders what the page gives it.
 */
import type { Thing, WithContext } from 'schema-dts';

export interface RouteHeadImage {
  /** Absolute URL. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Everything a page says about itself in `<head>`: for crawlers, link previews and the tab. */
export interface RouteHead {
  title: string;
  description: string;
  /** Absolute URL of the page without tracking or view-state parameters. */
  canonical: string;
  image?: RouteHeadImage;
  ogType: 'website' | 'article';
  /** schema.org objects, each with its `@context`. */
  jsonLd: WithContext<Thing>[];
  /** e.g. `noindex` for pages behind sign-in; absent means index and follow. */
  robots?: string;
}

/** What a page's head is made from: the site's URL, the page's location and its loaded data. */
export interface HeadContext {
  siteUrl: string;
  pathname: string;
  params: URLSearchParams;
  /** React Query's data for a key (undefined when not loaded, or when reading throws). */
  read: (key: readonly unknown[]) => unknown;
  /** A site path as an absolute URL. */
  absolute: (href: string) => string;
  /** A share image for a photo (absolute, http(s) only), at the share size. */
  image: (src: string | null | undefined, alt: string) => RouteHeadImage | undefined;
}

/**
 * A page's head from its context. Pure: the host's server calls it on the answers the page was
 * rendered from, the browser again as the page's answers land. Data not loaded (or failed) gives
 * the page's generic head.
 */
export type PageHead = (context: HeadContext) => RouteHead;
