/// <reference lib="webworker" />
/**
 * The site's service worker (`/sw.js`, scope `/`), built with Workbox's InjectManifest. It keeps
 * what a traveller needs to read CityLens offline, and stays out of the way online:
 * - the host's own content-hashed files are precached at install;
 * - pages are fetched network first (the server's page is always the fresh one) and their last
 *   copy kept for offline;
 * - each remote's manifest and entry are network first, kept as one pair of one release whose
 *   contract major this host accepts; its content-hashed chunks are cache first;
 * - offline, what has no copy of its own comes from a saved city, and a page with none gets a
 *   page listing the saved cities;
 * - every method but GET skips the worker (static routes): a page's last telemetry beacon is
 *   never handed to it as the page goes.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  NETWORK_FIRST_TIMEOUT_S,
  OFFLINE_CACHE_PREFIX,
  offlineCaches,
} from '@citylens/shared/contracts';
import { offlinePage } from './offline-page';
import { remoteEntryPairs } from './remote-entry-pairs';
import { listSavedCities, matchSaved } from '@citylens/shared/offline';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// Every cache of the worker is named citylens-…: the kill switch deletes them by that prefix.
setCacheNameDetails({ prefix: OFFLINE_CACHE_PREFIX.replace(/-$/, '') });

// A new worker takes over at once: every route below is network first or content-hashed, so a
// page already open never meets files of another release through it.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  bypassWhatTheWorkerNeverAnswers(event);
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A static route of the worker (the Service Worker static routing API). */
interface StaticRoute {
  condition: { requestMethod: string };
  source: 'network';
}

/**
 * Requests the worker never answers (every method but GET: telemetry, sign-ins, orders) go
 * straight to the network, without waking the worker. A beacon sent as a page is left was
 * otherwise handed to the worker's fetch event first, and now and then lost with the page.
 * Browsers without static routes keep the fetch event, which lets such requests through.
 */
function bypassWhatTheWorkerNeverAnswers(event: ExtendableEvent): void {
  const { addRoutes } = event as ExtendableEvent & {
    addRoutes?: (routes: StaticRoute[]) => Promise<void>;
  };
  if (!addRoutes) return;
  const routes = ['POST', 'PUT', 'PATCH', 'DELETE'].map((requestMethod): StaticRoute => ({
    condition: { requestMethod },
    source: 'network',
  }));
  event.waitUntil(addRoutes.call(event, routes).catch(() => undefined));
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Pages that may be kept: not `no-store` (the server's rule), and whole (200). */
const keepableAnswer = new CacheableResponsePlugin({ statuses: [200] });
const notNoStore = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /no-store/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
};

/**
 * Offline, a saved city's copy comes before the last copy read: a saved page, its scripts and its
 * remote's files were saved together, one release of each.
 */
const savedCopyFirst = {
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }) => (await matchSaved(request)) ?? cachedResponse ?? null,
};

/**
 * A page is asked of the server every time, as the browser's own navigation asks it. Fetched by the
 * worker, a page the HTTP cache holds would be answered stale within its `stale-while-revalidate`
 * (300 s, meant for a shared cache): a returning visitor got a page with the runtime config it was
 * first read with (a canary's share, the kill switch). `no-cache` revalidates by ETag instead; a
 * redirect goes back to the browser as one (`manual`), as a navigation's must.
 */
const askedOfTheServer = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    new Request(request.url, {
      headers: request.headers,
      credentials: 'same-origin',
      cache: 'no-cache',
      redirect: 'manual',
      referrer: request.referrer,
    }),
};

const pages = new NetworkFirst({
  cacheName: offlineCaches.pages,
  networkTimeoutSeconds: NETWORK_FIRST_TIMEOUT_S,
  plugins: [
    askedOfTheServer,
    keepableAnswer,
    notNoStore,
    savedCopyFirst,
    new ExpirationPlugin({ maxEntries: 40 }),
  ],
});

registerRoute(new NavigationRoute(pages));

// The host's entry keeps its name across releases (the federation runtime needs it): network
// first, so a page never runs an older main.js than the server sent it with.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/main.js',
  new NetworkFirst({ cacheName: offlineCaches.pages, plugins: [keepableAnswer, savedCopyFirst] }),
);

// Sooner than the runtime plugin gives up on a manifest (2 s): a slow link gets the last copy.
const pairs = remoteEntryPairs(1.5);
registerRoute(
  ({ url }) => pairs.matches(url),
  ({ request }) => pairs.handle(request),
);

registerRoute(
  ({ url, sameOrigin }) => !sameOrigin && /\/chunks\/[^/]+\.[0-9a-f]{10}\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: offlineCaches.remoteChunks,
    plugins: [
      keepableAnswer,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// Anything else a saved city holds (its API answers, its photos): the network, else that copy.
registerRoute(({ request }) => request.method === 'GET', new NetworkOnly());

// Whatever a route could not answer (no network, no copy): a saved city's copy (a photo, an API
// answer, a chunk of an older release), and for a page with none, the offline page.
setCatchHandler(async ({ request }) => {
  const saved = await matchSaved(request);
  if (saved) return saved;
  if (request.mode === 'navigate') return offlinePage(await listSavedCities());
  return Response.error();
});
