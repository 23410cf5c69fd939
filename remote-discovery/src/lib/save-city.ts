import { cityContentPath, getRuntimeConfig, imageUrl, type CityContent } from '@citylens/shared';
import { routes, savedCityCacheName, type SavedCity } from '@citylens/shared/contracts';
import {
  registerOfflineWorker,
  savedCityRecord,
  writeSavedCityRecord,
} from '@citylens/shared/offline';
import { checkRoom, deepLinksIn, pageCopy, type CopyProgress } from '@citylens/shared/offline-copy';
import { cityPhotosPath, lifestylePhotosPath } from '../api/city-answer-paths';
import { categoryContent } from './city-categories';
import { FOOD_VIEWER_PRESET, TRANSPORT_DETAILS_PRESET } from './viewer-photos';
import { cityPagePaths } from './city-pages';

/** About what a city's first copy takes (Paris at a phone's width is 2.2 MB), for the quota check. */
export const FIRST_COPY_ESTIMATE_BYTES = 12 * 1000 * 1000;

/**
 * Saves a city for offline reading, or updates its copy: its page and five sub-pages as the server
 * renders them, the pages its cards open, the API answers the pages read when moved between, the
 * photos at this device's width, and the scripts that run them (the host's and discovery's). A
 * first save cancelled or failed leaves nothing behind.
 */
export async function saveCity(
  cityName: string,
  options: { signal?: AbortSignal; onProgress?: (progress: CopyProgress) => void },
): Promise<SavedCity> {
  const before = await savedCityRecord(cityName);
  await checkRoom(before?.bytes ?? FIRST_COPY_ESTIMATE_BYTES, cityName);
  // Asked once; a browser that refuses may still keep the copy until storage runs short.
  void navigator.storage?.persist?.().catch(() => false);
  // The worker reads the copy offline: a visitor saving on their first page installs it now.
  void registerOfflineWorker();
  const cacheName = savedCityCacheName(cityName);
  const copy = await pageCopy(cacheName, options);
  const { apiBaseUrl } = getRuntimeConfig();
  let release: string | undefined;
  try {
    const pages = cityPagePaths(cityName).map((path) => new URL(path, location.origin).href);
    await copy.keepPages(pages);
    const cityPath = routes.city.href(cityName);
    await copy.keepPages([
      ...new Set(pages.flatMap((url) => deepLinksIn(copy.pages.get(url)!, url, cityPath))),
    ]);
    await copy.keepAnswers(
      [cityContentPath(cityName), cityPhotosPath(cityName), lifestylePhotosPath(cityName)].map(
        (path) => `${apiBaseUrl}${path}`,
      ),
    );
    release = await copy.keepRemote('discovery');
    await copy.keepPagesFiles();
    // The food and transport viewers open by a button: their photos are in no page's HTML.
    const content = await (
      await caches.open(cacheName)
    ).match(apiBaseUrl + cityContentPath(cityName));
    if (content) {
      const city = (await content.json()) as CityContent;
      await copy.keepPhotos(
        [
          ...categoryContent(city, 'food').map((item) =>
            imageUrl(item.thumbnail_url, FOOD_VIEWER_PRESET),
          ),
          ...categoryContent(city, 'transport').map((item) =>
            imageUrl(item.thumbnail_url, TRANSPORT_DETAILS_PRESET),
          ),
        ].filter((url) => /^https?:/.test(url)),
      );
    }
  } catch (error) {
    if (!before) await caches.delete(cacheName);
    throw error;
  }
  const { items, bytes } = await copy.finish();
  const now = new Date().toISOString();
  const record: SavedCity = {
    name: cityName,
    savedAt: before?.savedAt ?? now,
    updatedAt: now,
    items,
    bytes,
    ...(release ? { release } : {}),
  };
  await writeSavedCityRecord(record);
  return record;
}
