import { apiGet, type EventIds } from '@citylens/shared';
import { apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/**
 * Ids of the events the user booked. Loaded once per session: never stale on its own; booking
 * updates it, and signing out drops it (see `dropSetsOnSessionChange` in
 * ../hooks/use-event-user-sets.ts).
 */
export const bookedEventsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.events.booked(userId),
    queryFn: ({ signal }) => apiGet<EventIds>(apiPaths.bookedEvents, { signal }),
    staleTime: Infinity,
  });
