/**
 * The events' test fixtures: seeded events and the fake API's routes for the events pages (the
 * fake API itself is @citylens/shared/testing's). Imported by tests only.
 */
import type { CityEvent } from '@citylens/shared';
import { TEST_API, json, setupFakeApi, type Handler } from '@citylens/shared/testing';

export function makeEvent(overrides: Partial<CityEvent> & Pick<CityEvent, 'id'>): CityEvent {
  return {
    name: `Event ${overrides.id}`,
    thumbnail_url: `${TEST_API}/media/seed/events/${overrides.id}.webp`,
    city: 'Lisbon',
    country: 'Portugal',
    event_date: '2027-01-01',
    event_time: '19:30:00',
    location: 'Riverside Hall',
    description: 'An evening of music by the river.',
    ...overrides,
  };
}

export const sampleEvents: CityEvent[] = [
  makeEvent({
    id: 1,
    name: 'New Year Fado Night',
    city: 'Lisbon',
    country: 'Portugal',
    event_date: '2027-01-01',
    event_time: '00:00:00',
    location: 'Alfama Fado House',
  }),
  makeEvent({
    id: 2,
    name: 'Jazz on the Seine',
    city: 'Paris',
    country: 'France',
    event_date: '2027-01-02',
    event_time: '12:30:00',
    location: 'Quai de la Tournelle',
  }),
  makeEvent({
    id: 3,
    name: 'Jazz Brunch Parma',
    city: 'Parma',
    country: 'Italy',
    event_date: '2027-01-09',
    event_time: '11:00:00',
    location: 'Piazza Garibaldi',
  }),
];

/** Fresh config and bus; routes for the calls the events page makes, each overridable. */
export function setupEventsApi(routes: Record<string, Handler> = {}) {
  return setupFakeApi({
    'GET /api/city_photos/random/': () =>
      json({ data: { photo: `${TEST_API}/media/seed/cities/lisbon.webp`, city_name: 'Lisbon' } }),
    'GET /api/events/': () => json(sampleEvents),
    'GET /api/events/search/': ({ path }) => {
      const term = new URL(path, TEST_API).searchParams.get('query')?.toLowerCase() ?? '';
      return json(
        sampleEvents.filter((e) =>
          [e.name, e.city, e.country].some((field) => field.toLowerCase().includes(term)),
        ),
      );
    },
    'GET /api/events/1/': () => json(sampleEvents[0]),
    'GET /api/events/2/': () => json(sampleEvents[1]),
    'GET /api/events/3/': () => json(sampleEvents[2]),
    'GET /api/events/booked/': () => json({ ids: [] }),
    'GET /api/events/liked/': () => json({ ids: [] }),
    ...routes,
  });
}
