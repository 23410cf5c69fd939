/**
 * Server rendering: how the host's server finds each remote's server build, and the budgets it
 * keeps. Each remote's production build writes a Node build (Module Federation's `async-node`
 * target) to `dist/server/`, served by the remote's own server beside its browser build, so the
 * host's server finds it from the same runtime config the browser reads.
 */
import type { CartLineCount } from './cart-cookie';
import type { RemoteName } from './remotes';
import type { RuntimeConfig } from './runtime-config';
import type { ServerAddresses } from './serving';

/**
 * Longest wait for one remote's server module, or for the page's API answers, per request. An area
 * (or answer) that misses it is left to the browser: the page is never held up by one slow part.
 */
export const SERVER_RENDER_BUDGET_MS = 300;

/** The `<script type="application/json">` holding React Query's dehydrated answers. */
export const DEHYDRATED_STATE_ID = 'citylens-query-state';

/**
 * A `<meta name>` the server puts in the head of a page it rendered whole: its title, description
 * and canonical came from the page's own answers, so the browser's head rule (and its script) can
 * wait for the visitor's first move inside the site.
 */
export const WHOLE_SERVER_HEAD_META = 'citylens-head-whole';

/** The cookie mirroring the visitor's release bucket (localStorage), so the server picks their canary variant. */
export const RELEASE_BUCKET_COOKIE = 'citylens_release_bucket';
/** The bucket cookie's lifetime: 400 days, the longest browsers keep a cookie. */
export const RELEASE_BUCKET_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie value that stores a visitor's bucket for the whole site. */
export function releaseBucketCookie(bucket: number): string {
  return `${RELEASE_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${RELEASE_BUCKET_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** One cookie's value in a Cookie header or `document.cookie`; null when it is not there. */
export function cookieValue(cookie: string | undefined, name: string): string | null {
  for (const pair of (cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** The visitor's release bucket (0–99) from a Cookie header or document.cookie; null without one. */
export function releaseBucketFromCookie(cookie: string | undefined): number | null {
  const value = cookieValue(cookie, RELEASE_BUCKET_COOKIE);
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/**
 * Buttons and radio choices pressed, and forms sent, on the server's HTML before React could
 * handle them: from the first paint until the host's script hands the page to React, and after
 * that each press React had to drop (its area still waiting for its remote's module). The page's
 * inline recorder keeps each such control once; the host presses it again once an area has
 * hydrated (`shared/src/ui/pressed-before-hydration.ts`).
 */
export const PRESSES_BEFORE_HYDRATION_GLOBAL = '__citylensPressedBeforeHydration';

/** What the inline recorder keeps on `window[PRESSES_BEFORE_HYDRATION_GLOBAL]`. */
export interface PressesBeforeHydration {
  /** Each control pressed (or form sent) and not yet handled, once, in the order last pressed. */
  pressed: (HTMLButtonElement | HTMLInputElement | HTMLFormElement)[];
  /** Set by the host when React listens: from then on a press React handles is not kept. */
  reactListening: boolean;
}

/**
 * What the page's first inline script (`VISITOR_MARKER`, `shared/build/serve/page-shell.ts`) writes
 * on `<html>` for a visitor with a stored session: the attribute, and the display name and its
 * initial as CSS strings. The server renders the header for every visitor (one cached page), with
 * both its signed-in and signed-out controls; CSS keyed on the marker shows the visitor's own at
 * first paint, until hydration renders only those.
 */
export const visitorMarker = {
  attribute: 'data-visitor',
  signedIn: 'signed-in',
  /** On `<html>` once the visitor has made a cookie choice: the server's cookie banner stays hidden. */
  consentAttribute: 'data-cookie-choice',
  nameProperty: '--citylens-visitor-name',
  initialProperty: '--citylens-visitor-initial',
  /** On `<html>` when the cart cookie holds lines: the header's CART shows its count at first paint. */
  cartAttribute: 'data-cart',
  /** The cart's count as a CSS string (the footer's View Cart), and as the badge shows it ("99+"). */
  cartCountProperty: '--citylens-cart-count',
  cartBadgeProperty: '--citylens-cart-badge',
  /**
   * On `<html>` for a signed-in visitor: the ids of their booked and liked events, space-separated
   * with a space at each end (CSS `~=` picks one), from the stored event marks.
   */
  bookedEventsAttribute: 'data-booked-events',
  likedEventsAttribute: 'data-liked-events',
} as const;

/**
 * Spec §9: the header changes look once the page is scrolled further than this. The page's scroll
 * marker (`PAGE_SCROLL_MARKER`, `shared/build/serve/page-shell.ts`) keeps `attribute` on `<html>`
 * while it is, from the first scroll on, so the header's look follows a scroll made before
 * hydration as the header's own state does after it.
 */
export const headerScroll = {
  thresholdPx: 80,
  attribute: 'data-scrolled-past',
} as const;

/**
 * The `elementtiming` name of a page's first photo (the `fetchpriority="high"` one): the page's
 * inline starter waits for that photo's paint before the app's scripts load.
 */
export const FIRST_PHOTO_ELEMENT_TIMING = 'citylens-first-photo';

/** Spec §9: a lazy photo loads once it is within this many pixels of the view. */
export const LAZY_PHOTO_MARGIN_PX = 50;

/**
 * Where the page's inline photo holder (`PHOTOS_NEAR_VIEW`, `shared/build/serve/page-shell.ts`)
 * keeps a server-rendered lazy photo's `src` and `srcset` until it comes within
 * LAZY_PHOTO_MARGIN_PX of the view: the browser's own lazy loading starts about 1250 px away.
 */
export const heldPhoto = {
  srcAttribute: 'data-citylens-held-src',
  srcsetAttribute: 'data-citylens-held-srcset',
} as const;

/**
 * The user-timing mark a remote's area sets when it has rendered in the browser (hydrated, for a
 * server-rendered page), its module id as `detail`: from then on its controls answer presses.
 * `pnpm bench:slow-phone` reads it.
 */
export const AREA_RENDERED_MARK = 'citylens-area-rendered';

/** The digest the server gives an area it left to the browser (hydration renders it there). */
export const AREA_LEFT_TO_BROWSER = 'citylens-area-left-to-browser';

/** The id of the page's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

/**
 * The id of the site's footer, the first element after `<main>` in the markup: the server's pages
 * hold their first paint until it is parsed (MAIN_BEFORE_FIRST_PAINT).
 */
export const SITE_FOOTER_ID = 'site-footer';

export interface RenderPageOptions {
  /** The request's path and query. */
  url: string;
  runtimeConfig: RuntimeConfig;
  /** The visitor's release bucket (0–99) from their cookie, when they have one. */
  bucket: number | null;
  /** The site's public origin, for the canonical link and share URLs (e.g. https://citylens.example). */
  siteUrl: string;
  /** Where this server reaches the API and the remotes, when not at the runtime config's addresses. */
  server?: ServerAddresses;
  /** The visitor's cart lines, for a route that renders the visitor's cart (`rendersVisitorCart`). */
  cartLines?: CartLineCount[];
}

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The route's head tags (seo: title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** React Query's answers the markup was rendered from, for the browser's first render. */
  queryState: import('@tanstack/react-query').DehydratedState;
  /** The route's remote and the release the server rendered (null: left to the browser). */
  remote: { name: RemoteName; release: string | null } | null;
  /**
   * Identical for every visitor (no canary chosen per bucket) and whole (no area or answer left to
   * the browser): may be kept in caches.
   */
  cacheable: boolean;
  /** 404 for a city the API does not have (its page says "City not found"); else 200. */
  status: number;
}

/**
 * The host's server build (`host/src/server/render-page.tsx`, built to `dist/server/render.js`):
 * what the serving code's render workers call.
 */
export interface PageRenderModule {
  renderPage(options: RenderPageOptions): Promise<RenderedPage>;
}
