import { queryOptions } from '@citylens/shared/query';
import { apiGet, apiPaths, queryKeys, type City } from '@citylens/shared';

export const searchCitiesQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.cities.search(term),
    queryFn: ({ signal }) =>
      apiGet<City[]>(`${apiPaths.citySearch}?q=${encodeURIComponent(term)}`, { signal }),
  });
