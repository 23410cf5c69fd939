import { apiGet, type CityEvent } from '@citylens/shared';
import { apiPath, apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** One event, for the details modal (also what a shared `/events?event={id}` link opens). */
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.events.detail(id),
    queryFn: ({ signal }) => apiGet<CityEvent>(apiPath(apiPaths.event, { id }), { signal }),
  });
