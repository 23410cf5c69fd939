import { prefetchCityContent } from '@citylens/shared';
import { cityNameFromPath, type PagePrefetch } from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { cityPhotosQuery } from './get-city-photos';

/** A prefetch for a page under /city/:cityName: `ask` starts its reads for the city the path names. */
function prefetchForCity(
  ask: (queryClient: QueryClient, cityName: string) => Promise<unknown>[],
): PagePrefetch {
  return async (queryClient, { pathname }) => {
    const cityName = cityNameFromPath(pathname);
    if (cityName) await Promise.all(ask(queryClient, cityName));
  };
}

/** The city page: the city's content (its hero photos, categories and their lists). */
export const prefetchCityPage = prefetchForCity((queryClient, cityName) => [
  prefetchCityContent(queryClient, cityName),
]);

/**
 * A city's sub-page: the content, the city's photos for the hero, and what the page lists when
 * it has a read of its own (`more`).
 */
export const prefetchCitySubPage = (
  more: (queryClient: QueryClient, cityName: string) => Promise<unknown>[] = () => [],
): PagePrefetch =>
  prefetchForCity((queryClient, cityName) => [
    prefetchCityContent(queryClient, cityName),
    queryClient.prefetchQuery(cityPhotosQuery(cityName)),
    ...more(queryClient, cityName),
  ]);
