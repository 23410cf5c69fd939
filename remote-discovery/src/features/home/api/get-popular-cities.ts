import { queryOptions } from '@citylens/shared/query';
import { apiGet, apiPaths, queryKeys, type City } from '@citylens/shared';

export const popularCitiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.cities.popular(),
    queryFn: ({ signal }) => apiGet<City[]>(apiPaths.popularCities, { signal }),
  });
