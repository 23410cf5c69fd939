/**
 * The saved cities in Cache Storage, read and written the same way by the pages that save and
 * list them (discovery) and by the offline worker that serves them (host). Works in a window and
 * in a worker.
 */
import {
  SAVED_CITIES_CACHE,
  SAVED_COPY_PREFIXES,
  savedCityCacheName,
  savedCityRecordUrl,
  ticketCacheName,
  type SavedCity,
} from '../contracts/offline';

/**
 * The saved cities, most recently updated first; none where there is no Cache Storage. Reading
 * creates no cache (`caches.open` would): the kill switch's clean-up must stay clean.
 */
export async function listSavedCities(): Promise<SavedCity[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SAVED_CITIES_CACHE))) return [];
  const cache = await caches.open(SAVED_CITIES_CACHE);
  const records = await Promise.all(
    (await cache.keys()).map(async (key) => {
      try {
        return (await (await cache.match(key))?.json()) as SavedCity;
      } catch {
        return undefined;
      }
    }),
  );
  return records
    .filter((record): record is SavedCity => typeof record?.name === 'string')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function savedCityRecord(cityName: string): Promise<SavedCity | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const answer = await caches.match(savedCityRecordUrl(cityName), {
    cacheName: SAVED_CITIES_CACHE,
  });
  return answer ? ((await answer.json()) as SavedCity) : undefined;
}

export async function writeSavedCityRecord(record: SavedCity): Promise<void> {
  const cache = await caches.open(SAVED_CITIES_CACHE);
  await cache.put(
    savedCityRecordUrl(record.name),
    new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** Removes a saved city: its record and every file of its copy. */
export async function removeSavedCity(cityName: string): Promise<void> {
  if (await caches.has(SAVED_CITIES_CACHE))
    await (await caches.open(SAVED_CITIES_CACHE)).delete(savedCityRecordUrl(cityName));
  await caches.delete(savedCityCacheName(cityName));
}

/**
 * This request's copy in a saved city or a booked event's ticket, if one holds it (any headers it
 * varied on aside).
 */
export async function matchSaved(request: Request | string): Promise<Response | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const url = typeof request === 'string' ? request : request.url;
  for (const name of await caches.keys()) {
    if (!SAVED_COPY_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const copy = await caches.match(url, { cacheName: name, ignoreVary: true });
    if (copy) return copy;
  }
  return undefined;
}

/** A booking cancelled: its event's ticket kept for offline goes with it. */
export async function dropTicket(eventId: number): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(ticketCacheName(eventId));
}
