import { apiGet } from '@citylens/shared';
import { apiPaths, queryKeys, type EventBooking } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** GET /api/events/bookings/: the signed-in visitor's bookings, upcoming first, then past. */
export const myBookingsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.events.bookings(userId),
    queryFn: ({ signal }) => apiGet<EventBooking[]>(apiPaths.myBookings, { signal }),
  });
