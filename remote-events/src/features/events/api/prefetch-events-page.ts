import { prefetchRandomCityPhotos } from '@citylens/shared';
import type { PagePrefetch } from '@citylens/shared/contracts';
import { EVENT_PARAM, parseEventId } from '../hooks/use-selected-event';
import { eventQuery } from './get-event';
import { eventsQuery } from './get-events';

/**
 * The hero's random city photos, the events list, and the event a deep link (`?event=4`) opens in
 * its details modal.
 */
export const prefetchEventsPage: PagePrefetch = (queryClient, { search }) => {
  const eventId = parseEventId(new URLSearchParams(search).get(EVENT_PARAM));
  return Promise.all([
    prefetchRandomCityPhotos(queryClient),
    queryClient.prefetchQuery(eventsQuery()),
    eventId === null ? null : queryClient.prefetchQuery(eventQuery(eventId)),
  ]);
};
