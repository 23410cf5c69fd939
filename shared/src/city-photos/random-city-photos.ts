import { queryOptions, useQueries, type QueryClient } from '@citylens/shared/query';
import { queryKeys } from '../contracts/query-keys';
import { apiGet } from '../http/api-client';
import {
  RANDOM_CITY_PHOTO_PATH,
  RANDOM_HERO_PHOTO_COUNT,
  type RandomCityPhotoResponse,
} from './random-photo-api';

export { RANDOM_HERO_PHOTO_COUNT, type RandomCityPhotoResponse };

/** Spec §4, §9: the hero photos are re-fetched every 30 s. */
export const RANDOM_HERO_REFETCH_MS = 30_000;

export interface RandomCityPhoto {
  photo: string;
  cityName: string | null;
}

/**
 * One slot of the hero: `GET /api/city_photos/random/` (`data.photo`). Its first fetch takes the
 * answer of the call the page's inline script started early, when there is one that succeeded.
 */
export const randomCityPhotoQuery = (slot: number) =>
  queryOptions({
    queryKey: queryKeys.cityPhotos.random(slot),
    queryFn: async ({ signal }): Promise<RandomCityPhoto> => {
      const body = await apiGet<RandomCityPhotoResponse>(RANDOM_CITY_PHOTO_PATH, { signal });
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
 * Five random city photos fetched in parallel for a hero slideshow, kept in the order they
 * arrived in, duplicates dropped. Slides keep their key (the photo) so a re-fetch that brings
 * the same photo does not reload it.
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
