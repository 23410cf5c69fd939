import { apiGet, type City } from '@citylens/shared';
import { apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** GET /api/search/cities/?q={term} (spec §7): the term is already trimmed, ≥ 2 characters. */
export const citySearchQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.cities.search(term),
    queryFn: () => apiGet<City[]>(`${apiPaths.citySearch}?q=${encodeURIComponent(term)}`),
    staleTime: 60_000,
  });
