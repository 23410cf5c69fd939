import { apiGet, type CityEvent } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

export const EVENTS_PATH = '/api/events/';

/** Every event, upcoming soonest first, then past ones. */
export function eventsQuery() {
  return queryOptions({
    queryKey: queryKeys.events.list(),
    queryFn: ({ signal }) => apiGet<CityEvent[]>(EVENTS_PATH, { signal }),
  });
}
