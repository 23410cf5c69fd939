/**
 * Server rendering: how the host's server finds each remote's server build, and the budgets it
 * keeps. Each remote's production build writes a Node build (Module Federation's `async-node`
 * target) to `dist/server/`, served by the remote's own server beside its browser build, so the
 * host's server finds it from the same runtime config the browser reads.
 */
import type { CartLineCount } from './cart-cookie';
import type { RemoteName } from './remotes';
import type { RuntimeConfig } from './runtime-config';

/** The folder of a remote's build (and URL path beside its browser manifest) holding its Node build. */
export const SERVER_BUILD_DIR = 'server';

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
 * Public HTML is the same for every anonymous visitor: a shared cache (CDN) may keep it 60 s and
 * serve it stale for 5 minutes while revalidating. The host's server keeps each page fresh 10 s,
 * then serves it while rendering it again, up to 60 s. A review or a like count shows up at most
 * that late on a server-rendered page (the browser refreshes visitor-dependent answers after
 * hydration, and a visitor's own write updates their page at once).
 */
export const PUBLIC_HTML_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const SERVER_HTML_CACHE_MS = 10_000;
/** Past its 10 s, a page is still served (while one render refreshes it) up to the shared cache's 60 s. */
export const SERVER_HTML_STALE_MS = 60_000;

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
} as const;

/**
 * The `elementtiming` name of a page's first photo (the `fetchpriority="high"` one): the page's
 * inline starter waits for that photo's paint before the app's scripts load.
 */
export const FIRST_PHOTO_ELEMENT_TIMING = 'citylens-first-photo';

/**
 * The user-timing mark a remote's area sets when it has rendered in the browser (hydrated, for a
 * server-rendered page), its module id as `detail`: from then on its controls answer presses.
 * `pnpm bench:slow-phone` reads it.
 */
export const AREA_RENDERED_MARK = 'citylens-area-rendered';

/** The digest the server gives an area it left to the browser (hydration renders it there). */
export const AREA_LEFT_TO_BROWSER = 'citylens-area-left-to-browser';

/**
 * Where the host's server itself reaches the API and each remote's server build, when that differs
 * from the browser's addresses in the runtime config: inside a container `localhost` is the
 * container itself (compose: `http://balancer:8000`, `http://shop:3003/mf-manifest.json`). Absent,
 * the runtime config's addresses. The HTML still names the public ones (images, scripts).
 */
export interface ServerAddresses {
  /** The API's base URL for the server's own calls (CITYLENS_SERVER_API_URL). */
  apiBaseUrl?: string;
  /** Each remote's browser manifest URL as the server reaches it (CITYLENS_SERVER_REMOTE_<NAME>_URL). */
  remotes?: Partial<Record<RemoteName, string>>;
}

/** The variable naming a remote's manifest URL as the host's server reaches it. */
export const serverRemoteUrlEnv = (name: RemoteName) =>
  `CITYLENS_SERVER_REMOTE_${name.toUpperCase()}_URL`;

/**
 * `url` (a remote's manifest, or its canary's) as the host's server reaches it: on the server
 * address's origin when it is on the public address's origin (a canary under `/canary/` on the
 * same server moves with it); unchanged without a server address or on another origin.
 */
export function serverSideUrl(url: string, publicUrl: string, serverUrl: string | undefined) {
  if (!serverUrl) return url;
  if (url === publicUrl) return serverUrl;
  const at = new URL(url);
  if (at.origin !== new URL(publicUrl).origin) return url;
  return new URL(`${at.pathname}${at.search}`, new URL(serverUrl).origin).href;
}

/**
 * The RFC 9211 `Cache-Status` of each HTML answer of the host's server (its page cache is named
 * CityLens): operators, CDNs and tests read where a page came from, and why it was not rendered.
 */
export const PAGE_CACHE_STATUS = {
  /** A fresh page from the cache. */
  hit: 'CityLens; hit',
  /** Past its 10 s: served from the cache while one render refreshes it. */
  staleWhileRendering: 'CityLens; hit; fwd=stale',
  /** Served from the cache, however old, because every render worker is at its cap. */
  staleWhileSaturated: 'CityLens; hit; fwd=stale; detail=saturated',
  /** Rendered for this request and kept. */
  stored: 'CityLens; fwd=miss; stored',
  /** Rendered again (the cached one was too old, or from an earlier release) and kept. */
  restored: 'CityLens; fwd=stale; stored',
  /** Rendered and not kept: part of it was left to the browser. */
  notStored: 'CityLens; fwd=miss',
  /**
   * Rendered for this request and sent as it rendered: the head went out at once, the page after
   * it. Kept when whole (the next request says `hit`); it could not say `stored` before the end.
   */
  streamed: 'CityLens; fwd=miss; detail=streamed',
  /** The answer of a render another request had already started. */
  collapsed: 'CityLens; fwd=miss; collapsed',
  /** The path carries a secret: rendered, never cached. */
  secret: 'CityLens; fwd=bypass; detail=secret-in-path',
  /** Rendered with the visitor's own cart (the checkout, from the cart cookie): theirs alone. */
  visitorCart: 'CityLens; fwd=bypass; detail=visitor-cart',
  /** The cache is off (CITYLENS_SSR_CACHE=off, the benches). */
  cacheOff: 'CityLens; fwd=bypass; detail=cache-off',
  /** Every render worker is at its cap: the static shell, which the browser renders. */
  saturated: 'CityLens; fwd=bypass; detail=saturated',
  /** The render failed: the static shell, which the browser renders. */
  renderFailed: 'CityLens; fwd=miss; detail=render-failed',
  /** No server rendering here (a remote's server, or a host without its server build): the shell. */
  shell: 'CityLens; fwd=bypass; detail=shell',
} as const;

export type PageCacheStatus = (typeof PAGE_CACHE_STATUS)[keyof typeof PAGE_CACHE_STATUS];

/** A page whose path carries a secret (a reset link): no cache anywhere may keep it. */
export const SECRET_PAGE_CACHE_CONTROL = 'no-store';

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
