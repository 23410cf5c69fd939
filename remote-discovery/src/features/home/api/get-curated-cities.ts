import { queryOptions } from '@citylens/shared/query';
import { apiGet, apiPaths, queryKeys, type City } from '@citylens/shared';

/** The curated collections: a different set from the popular cities. */
export const curatedCitiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.cities.curated(),
    queryFn: ({ signal }) => apiGet<City[]>(apiPaths.curatedCities, { signal }),
  });
