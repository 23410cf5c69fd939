import { apiGet, type CityEvent } from '@citylens/shared';
import { apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

export const EVENTS_PATH = apiPaths.events;

/** Upcoming events (today or later somewhere on Earth), soonest first; the page drops those over locally. */
export const eventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.events.list(),
    queryFn: ({ signal }) => apiGet<CityEvent[]>(EVENTS_PATH, { signal }),
  });
