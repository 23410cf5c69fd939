import { apiGet, type City } from '@citylens/shared';
import { apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** GET /api/cities/: every city, for the upload form's city choice. */
export const citiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.cities.list(),
    queryFn: ({ signal }) => apiGet<City[]>(apiPaths.cities, { signal }),
    staleTime: 5 * 60_000,
  });
