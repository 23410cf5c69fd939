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
