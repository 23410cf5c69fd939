import { queryOptions } from '@citylens/shared/query';
import { apiGet, queryKeys, type City } from '@citylens/shared';

export const popularCitiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.cities.popular(),
    queryFn: ({ signal }) => apiGet<City[]>('/api/cities/popular/', { signal }),
  });
