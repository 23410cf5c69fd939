import { apiGet, rankMatches, type CityEvent } from '@citylens/shared';
import { apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** Events matching a trimmed term (name, city, country, category or venue), name prefixes first. */
export const searchEventsQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.events.search(term),
    queryFn: ({ signal }) =>
      apiGet<CityEvent[]>(apiPaths.eventSearch, { searchParams: { query: term }, signal }),
    select: (events) => rankMatches(events, term, (event) => [event.name, event.city]),
  });
