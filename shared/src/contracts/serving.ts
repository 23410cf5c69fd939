/**
 * The serving side's contract: what the static servers (shared/build/serve), the host's server
 * render and the API agree on about serving pages — the server builds' folder, the HTML caches
 * and their Cache-Status, where the host's server reaches the API and the remotes. Never in a
 * browser: `@citylens/shared`'s root (a federation singleton, shipped whole) leaves it out.
 */
import type { RemoteName } from './remotes';

/** The folder of a remote's build (and URL path beside its browser manifest) holding its Node build. */
export const SERVER_BUILD_DIR = 'server';

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

/** Environment variables read when the static servers start (see shared/build/serve/). */
export const runtimeConfigEnv = {
  apiBaseUrl: 'CITYLENS_API_URL',
  imageCloudName: 'CITYLENS_CLOUDINARY_CLOUD_NAME',
  imageUploadPreset: 'CITYLENS_CLOUDINARY_UPLOAD_PRESET',
  remote: (name: RemoteName) => `CITYLENS_REMOTE_${name.toUpperCase()}_URL`,
  remoteCanaryUrl: (name: RemoteName) => `CITYLENS_REMOTE_${name.toUpperCase()}_CANARY_URL`,
  remoteCanaryPercent: (name: RemoteName) => `CITYLENS_REMOTE_${name.toUpperCase()}_CANARY_PERCENT`,
  /** A JSON file of runtime config overrides, re-read by the servers whenever it changes. */
  configFile: 'CITYLENS_RUNTIME_CONFIG_FILE',
  /** `true` allows per-developer remote overrides (see `allowOverrides`); off by default. */
  allowOverrides: 'CITYLENS_ALLOW_OVERRIDES',
  /** `off` unregisters the offline worker in every visitor's browser (see `serviceWorker`). */
  serviceWorker: 'CITYLENS_SERVICE_WORKER',
} as const;
