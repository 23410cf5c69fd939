/**
 * The host's service worker and what it keeps for a visitor offline: its address, the web app
 * manifest and the caches it fills. The worker (host/src/features/offline) and
 * the pages that save or list cities are built from these.
 */

/** The worker's script, at the site's root so its scope is the whole site; served `no-cache`. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

/** Every cache the worker owns starts with this; the kill switch deletes them all. */
export const OFFLINE_CACHE_PREFIX = 'citylens-';

export const offlineCaches = {
  /** Pages read online (network first), for reading them again offline; the newest 40. */
  pages: `${OFFLINE_CACHE_PREFIX}pages`,
  /** Each remote's `mf-manifest.json` and `remoteEntry.js`, the last copy fetched online. */
  remoteEntries: `${OFFLINE_CACHE_PREFIX}remote-entries`,
  /** Remotes' content-hashed chunks: a hash never changes, so cache first. */
  remoteChunks: `${OFFLINE_CACHE_PREFIX}remote-chunks`,
} as const;

/** How long an online navigation or a remote's manifest waits for the network before the copy. */
export const NETWORK_FIRST_TIMEOUT_S = 4;

/** A city saved for offline reading, as the Saved cities list and the offline page show it. */
export interface SavedCity {
  /** The city's name, as in its URL (`/city/Paris`). */
  name: string;
  /** When it was first saved, and last refreshed (ISO 8601). */
  savedAt: string;
  updatedAt: string;
  /** What its copy holds: files, and their bytes. */
  items: number;
  bytes: number;
  /** The discovery release its pages and scripts were saved from: a new one updates the copy. */
  release?: string;
}

/** Where each saved city's record is kept (one JSON answer per city, under a made-up URL). */
export const SAVED_CITIES_CACHE = `${OFFLINE_CACHE_PREFIX}saved-cities`;
export const savedCityRecordUrl = (city: string) =>
  `/__citylens/saved-cities/${encodeURIComponent(city)}.json`;

/** A saved city's own cache: its pages, their answers, its photos and the remote's files. */
export const SAVED_CITY_CACHE_PREFIX = `${OFFLINE_CACHE_PREFIX}city:`;
export const savedCityCacheName = (city: string) => `${SAVED_CITY_CACHE_PREFIX}${city}`;

/** A booked event's ticket: its details page, answers and files, kept offline while booked. */
export const TICKET_CACHE_PREFIX = `${OFFLINE_CACHE_PREFIX}ticket:`;
export const ticketCacheName = (eventId: number) => `${TICKET_CACHE_PREFIX}${eventId}`;
/** Put last in a ticket's cache: the ticket is whole (kept after the booking, in the background). */
export const TICKET_KEPT_URL = '/__citylens/ticket-kept.json';

/** The caches the offline worker answers from when there is no network: saved cities, tickets. */
export const SAVED_COPY_PREFIXES = [SAVED_CITY_CACHE_PREFIX, TICKET_CACHE_PREFIX] as const;
