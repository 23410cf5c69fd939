import { apiGet, type EventIds } from '@citylens/shared';
import { apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** Ids of the events the user liked; loaded once per session like the booked ids. */
export const likedEventsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.events.liked(userId),
    queryFn: ({ signal }) => apiGet<EventIds>(apiPaths.likedEvents, { signal }),
    staleTime: Infinity,
  });
