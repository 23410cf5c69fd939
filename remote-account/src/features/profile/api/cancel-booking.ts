import { apiDelete } from '@citylens/shared';
import { apiPath, apiPaths, type EventBooked } from '@citylens/shared/contracts';

/** DELETE /api/events/{id}/book/: idempotent; 409 once the event has ended. */
export function cancelBooking(eventId: number): Promise<EventBooked> {
  return apiDelete<EventBooked>(apiPath(apiPaths.eventBooking, { id: eventId }));
}
