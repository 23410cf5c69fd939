import {
  OFFLINE_CACHE_PREFIX,
  SERVICE_WORKER_PATH,
  type RuntimeConfig,
} from '@citylens/shared/contracts';

/**
 * The worker's install fetches and compiles the host's files: started in the first idle moment
 * after load it fell inside the page's settling window (Lighthouse: TBT +115 to +182 ms, score
 * −0.02 to −0.05 on three routes, docs/performance.md). It starts once the page has been quiet
 * that long, in an idle moment after.
 */
const AFTER_LOAD_MS = 5000;

function whenSettledAndIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run);
  const later = () => setTimeout(idle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The offline worker, registered once the page has settled (production builds only: development
 * serves no `/sw.js`). The runtime config's kill switch (`serviceWorker: 'off'`) retires it.
 */
export function startOfflineWorker(config: Pick<RuntimeConfig, 'serviceWorker'>) {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (config.serviceWorker === 'off') {
    void retireOfflineWorker();
    return;
  }
  whenSettledAndIdle(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error) => {
      console.warn('CityLens offline worker could not be registered', error);
    });
  });
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
