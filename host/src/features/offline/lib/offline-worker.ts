import { OFFLINE_CACHE_PREFIX, sessionKeys, type RuntimeConfig } from '@citylens/shared/contracts';
import { registerOfflineWorker } from '@citylens/shared/offline';

/**
 * Installing the worker precaches the host's files. Registered 5 s after a first page's load, the
 * install ran beside the page's own start: Lighthouse's TBT rose 72 to 180 ms on four routes of
 * five, with the page's thread time unchanged (the work was on the other core; docs/performance.md).
 * And a visitor who reads one page and leaves had a worker installed for nothing. So it installs
 * on the visit's second page (a move inside the site, or another page load in this tab), once that
 * page has been quiet 5 s; at once when a visitor saves a city or books an event.
 */
const QUIET_MS = 5000;

function whenSettledAndIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run);
  const later = () => setTimeout(idle, QUIET_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Whether the worker waits for the visitor's next page (set on the visit's first page load). */
let waitingForNextPage = false;

/** Counts this page load in the tab's visit; the count of page loads so far. */
function countPageLoad(): number {
  try {
    const loads = Number(sessionStorage.getItem(sessionKeys.visitPageLoads) ?? 0) + 1;
    sessionStorage.setItem(sessionKeys.visitPageLoads, String(loads));
    return loads;
  } catch {
    // No session storage (a private mode that refuses it): every page counts as a later one.
    return 2;
  }
}

/**
 * The offline worker on this page load (production builds only: development serves no `/sw.js`).
 * The runtime config's kill switch (`serviceWorker: 'off'`) retires it.
 */
export function startOfflineWorker(config: Pick<RuntimeConfig, 'serviceWorker'>) {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (config.serviceWorker === 'off') {
    void retireOfflineWorker();
    return;
  }
  const loads = countPageLoad();
  // A page the worker answers: the browser itself checks for a new worker on each page load.
  if (navigator.serviceWorker.controller) return;
  if (loads > 1) whenSettledAndIdle(() => void registerOfflineWorker());
  else waitingForNextPage = true;
}

/** The visitor moved to another page of the site without a page load. */
export function offlineWorkerOnNextPage() {
  if (!waitingForNextPage) return;
  waitingForNextPage = false;
  whenSettledAndIdle(() => void registerOfflineWorker());
}

/** Unregisters every worker of the site and deletes every cache it filled, saved cities included. */
export async function retireOfflineWorker() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
}
