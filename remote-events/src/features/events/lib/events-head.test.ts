import { queryKeys } from '@citylens/shared/contracts';
import { headFixtures } from '@citylens/shared/testing';
import { eventsHead } from './events-head';

const { SITE, API, jazz } = headFixtures;
const head = (search: string, data: [readonly unknown[], unknown][] = []) =>
  headFixtures.head('/events', search, data, eventsHead);

describe('events', () => {
  test("an event's details: its name, Event data with its date and time, venue and photo", () => {
    const result = head('?event=4', [[queryKeys.events.detail(4), jazz]]);
    expect(result.title).toBe('Jazz on the Quais — CityLens');
    expect(result.canonical).toBe(`${SITE}/events?event=4`);
    expect(result.description).toBe('Free open-air jazz sets along the Seine.');
    expect(result.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Jazz on the Quais',
        url: `${SITE}/events?event=4`,
        description: 'Free open-air jazz sets along the Seine.',
        startDate: '2026-11-26T19:30:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Quai de la Tournelle',
          address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'France' },
        },
        image: [`${API}/api/images/seed/events/event-4.jpg?preset=large`],
      },
    ]);
    // Booking is free: no invented offer.
    expect(result.jsonLd[0]).not.toHaveProperty('offers');
  });

  test('the deep-linked event is found in the events list when its own call has not answered', () => {
    const result = head('?event=4', [[queryKeys.events.list(), [jazz]]]);
    expect(result.title).toBe('Jazz on the Quais — CityLens');
  });

  test('the events list: its route title, first photo, no Event data; a bad id is ignored', () => {
    const list = head('', [[queryKeys.events.list(), [jazz]]]);
    expect(list.title).toBe('Events — CityLens');
    expect(list.canonical).toBe(`${SITE}/events`);
    expect(list.jsonLd).toEqual([]);
    expect(list.image?.alt).toBe('Jazz on the Quais');
    expect(head('?event=abc').canonical).toBe(`${SITE}/events`);
    expect(head('?event=7').title).toBe('Events — CityLens');
  });
});
