import { apiPath, apiPaths, apiPost, type EventBooked } from '@citylens/shared';

export const EVENT_BOOKED_MESSAGE = 'Event booked successfully!';

/** Books the event for the signed-in user; booking twice keeps one booking. */
export function bookEvent(id: number): Promise<EventBooked> {
  return apiPost<EventBooked>(apiPath(apiPaths.eventBooking, { id }));
}
