import { SERVICE_WORKER_PATH } from '../contracts/offline';

/**
 * Whether this browser can keep pages offline at all (Cache Storage, a service worker). Small and
 * safe to call anywhere (a window, the worker, the server): a page asks it before offering to
 * keep anything, and loads none of the copying code until a visitor saves.
 */
export const canKeepOffline = () =>
  typeof caches !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof (globalThis as { document?: unknown }).document !== 'undefined';

/**
 * Registers the site's offline worker now (saving a city or a ticket needs it to read the copy
 * offline). Resolves false where there is none to register: development serves no `/sw.js`.
 */
export async function registerOfflineWorker(): Promise<boolean> {
  if (!canKeepOffline()) return false;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
    return true;
  } catch (error) {
    console.warn('CityLens offline worker could not be registered', error);
    return false;
  }
}
