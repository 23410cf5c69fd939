import {
  OFFLINE_CACHE_PREFIX,
  SERVICE_WORKER_PATH,
  type RuntimeConfig,
} from '@citylens/shared/contracts';

/** After the page's load, in an idle moment: the worker costs a first visit nothing before interactive. */
function whenLoadedAndIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The offline worker, registered once the page has loaded (production builds only: development
 * serves no `/sw.js`). The runtime config's kill switch (`serviceWorker: 'off'`) retires it.
 */
export function startOfflineWorker(config: Pick<RuntimeConfig, 'serviceWorker'>) {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (config.serviceWorker === 'off') {
    void retireOfflineWorker();
    return;
  }
  whenLoadedAndIdle(() => {
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
