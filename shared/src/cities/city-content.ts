import { queryOptions, type QueryClient } from '@citylens/shared/query';
import type { CityContent } from '../contracts/entities';
import { queryKeys } from '../contracts/query-keys';
import { apiGet } from '../http/api-client';
import { ApiError } from '../http/api-error';
import { cityContentPath } from './city-hero-photos';

/**
 * A city's details with its categories and hero photos: the city page and every sub-page read it.
 * The host starts it for a city page while the page's remote is still loading.
 */
export const cityContentQuery = (cityName: string) =>
  queryOptions({
    queryKey: queryKeys.cities.content(cityName),
    queryFn: ({ signal }) => apiGet<CityContent>(cityContentPath(cityName), { signal }),
  });

/** The API has no city by that name: the pages say "City not found", not "Failed to load…". */
export const isCityNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** Starts a city's content call before its page has loaded; the page finds it in the cache. */
export function prefetchCityContent(queryClient: QueryClient, cityName: string): Promise<void> {
  return queryClient.prefetchQuery(cityContentQuery(cityName));
}
