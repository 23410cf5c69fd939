import { queryOptions, useQueries, type QueryClient } from '@citylens/shared/query';
import { apiPaths } from '../contracts/api-paths';
import { queryKeys } from '../contracts/query-keys';
import { apiGet } from '../http/api-client';

/** Spec §4, §9: the home and events heroes show 5 random city photos. */
export const RANDOM_HERO_PHOTO_COUNT = 5;
const RANDOM_CITY_PHOTO_PATH = apiPaths.randomCityPhoto;

export interface RandomCityPhotoResponse {
  data: { photo: string; city_name?: string };
}

/** Spec §4, §9: the hero photos are re-fetched every 30 s. */
export const RANDOM_HERO_REFETCH_MS = 30_000;

export interface RandomCityPhoto {
  photo: string;
  cityName: string | null;
}

/**
 * How many more times a slot asks when its photo is already another slot's. Each answer is one
 * pick among the seed's 36 photos, so five parallel picks repeat one about a third of the time,
 * and the hero (which shows a photo once) read "n / 4". A few asks make a repeat rare; the bound
 * keeps a site with fewer than five photos from asking forever.
 */
export const RANDOM_PHOTO_MAX_REASKS = 4;

/**
 * The photo each slot holds or has just been given, per client: the slots' answers arrive one by
 * one, and an answer not yet in the cache must still count as taken.
 */
const slotPhotos = new WeakMap<QueryClient, Map<number, string>>();

function takenByOtherSlots(client: QueryClient, slot: number): Set<string> {
  const taken = new Set<string>();
  for (const [other, photo] of slotPhotos.get(client) ?? []) if (other !== slot) taken.add(photo);
  for (const [key, data] of client.getQueriesData<RandomCityPhoto>({
    queryKey: queryKeys.cityPhotos.random(slot).slice(0, -1),
  })) {
    if (key.at(-1) !== slot && data) taken.add(data.photo);
  }
  return taken;
}

/**
 * One slot of the hero: `GET /api/city_photos/random/` (`data.photo`). A photo another slot already shows is asked again (up to `RANDOM_PHOTO_MAX_REASKS` times), so
 * the hero has five different photos.
 */
export const randomCityPhotoQuery = (slot: number) =>
  queryOptions({
    queryKey: queryKeys.cityPhotos.random(slot),
    queryFn: async ({ signal, client }): Promise<RandomCityPhoto> => {
      let body = await apiGet<RandomCityPhotoResponse>(RANDOM_CITY_PHOTO_PATH, { signal });
      for (
        let reask = 0;
        reask < RANDOM_PHOTO_MAX_REASKS && takenByOtherSlots(client, slot).has(body.data.photo);
        reask += 1
      ) {
        body = await apiGet<RandomCityPhotoResponse>(RANDOM_CITY_PHOTO_PATH, { signal });
      }
      let slots = slotPhotos.get(client);
      if (!slots) slotPhotos.set(client, (slots = new Map()));
      slots.set(slot, body.data.photo);
      return { photo: body.data.photo, cityName: body.data.city_name ?? null };
    },
    staleTime: RANDOM_HERO_REFETCH_MS,
    refetchInterval: RANDOM_HERO_REFETCH_MS,
  });

/**
 * Starts a hero's photo requests before the page that shows them has loaded (the host does this
 * for routes with a random-photo hero); the page's `useRandomCityPhotos` then finds them in the
 * cache or in flight. Resolves with the first slot's photo, null if it failed.
 */
export async function prefetchRandomCityPhotos(
  client: QueryClient,
  count = RANDOM_HERO_PHOTO_COUNT,
): Promise<RandomCityPhoto | null> {
  const slots = Array.from({ length: count }, (_, slot) =>
    client.prefetchQuery(randomCityPhotoQuery(slot)),
  );
  await slots[0];
  return client.getQueryData(randomCityPhotoQuery(0).queryKey) ?? null;
}

/**
 * Five random city photos fetched in parallel for a hero slideshow, in slot order. A slot asks
 * again when its photo repeats another's (see `randomCityPhotoQuery`); a repeat that remains
 * (a site with fewer photos than slots) is shown once. Slides keep their key (the photo) so a
 * re-fetch that brings the same photo does not reload it.
 */
export function useRandomCityPhotos(count = RANDOM_HERO_PHOTO_COUNT) {
  const results = useQueries({
    queries: Array.from({ length: count }, (_, slot) => randomCityPhotoQuery(slot)),
  });
  const seen = new Set<string>();
  const slides: { key: string; image: string; alt: string }[] = [];
  for (const result of results) {
    const photo = result.data;
    if (!photo || seen.has(photo.photo)) continue;
    seen.add(photo.photo);
    slides.push({
      key: photo.photo,
      image: photo.photo,
      alt: photo.cityName ? `A view of ${photo.cityName}` : 'A city view',
    });
  }
  return {
    slides,
    isLoading: results.every((r) => r.isPending),
    isError: results.every((r) => r.isError),
  };
}
