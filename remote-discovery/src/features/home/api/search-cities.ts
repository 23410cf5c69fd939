import { queryOptions } from '@citylens/shared/query';
import { apiGet, queryKeys, type City } from '@citylens/shared';

export const searchCitiesQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.cities.search(term),
    queryFn: ({ signal }) =>
      apiGet<City[]>(`/api/search/cities/?q=${encodeURIComponent(term)}`, { signal }),
  });
