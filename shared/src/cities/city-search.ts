import { queryOptions } from '@citylens/shared/query';
import type { City } from '../contracts/entities';
import { queryKeys } from '../contracts/query-keys';
import { apiGet } from '../http/api-client';
import { apiPaths } from '../contracts/api-paths';
import { rankMatches } from '../search/rank-matches';

/**
 * `GET /api/search/cities/?q={term}` (spec §7), the term already trimmed: the home page's search
 * and the reviews page's city search ask the same, so they share one factory and one key. Both
 * show a city whose name starts with the term first.
 */
export const citySearchQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.cities.search(term),
    queryFn: ({ signal }) =>
      apiGet<City[]>(`${apiPaths.citySearch}?q=${encodeURIComponent(term)}`, { signal }),
    select: (cities) => rankMatches(cities, term, (city) => [city.name]),
  });
