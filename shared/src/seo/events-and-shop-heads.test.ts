import { queryKeys } from '../contracts/query-keys';
import { SITE, API, jazz, frame, head, types } from '../testing/head-fixtures';

describe('events', () => {
  test("an event's details: its name, Event data with its date and time, venue and photo", () => {
    const result = head('/events', '?event=4', [[queryKeys.events.detail(4), jazz]]);
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
    const result = head('/events', '?event=4', [[queryKeys.events.list(), [jazz]]]);
    expect(result.title).toBe('Jazz on the Quais — CityLens');
  });

  test('the events list: its route title, first photo, no Event data; a bad id is ignored', () => {
    const list = head('/events', '', [[queryKeys.events.list(), [jazz]]]);
    expect(list.title).toBe('Events — CityLens');
    expect(list.canonical).toBe(`${SITE}/events`);
    expect(list.jsonLd).toEqual([]);
    expect(list.image?.alt).toBe('Jazz on the Quais');
    expect(head('/events', '?event=abc').canonical).toBe(`${SITE}/events`);
    expect(head('/events', '?event=7').title).toBe('Events — CityLens');
  });
});

describe('frame shop', () => {
  test('one Product with a US dollar Offer per listed frame; a frame without a readable price is left out', () => {
    const result = head('/frame-shop', '?tab=picture', [
      [queryKeys.frames.picture(), [frame(1, 'picture', 29.99), frame(2, 'picture', Number.NaN)]],
      [queryKeys.frames.painting(), [frame(3, 'painting', 45)]],
    ]);
    expect(result.title).toBe('Frame Shop — CityLens');
    expect(result.canonical).toBe(`${SITE}/frame-shop`);
    expect(types(result.jsonLd)).toEqual(['Product']);
    expect(result.jsonLd[0]).toMatchObject({
      name: 'Frame 1',
      image: [`${API}/api/images/seed/frames/1-black.jpg?preset=large`],
      offers: {
        '@type': 'Offer',
        price: '29.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/frame-shop`,
      },
    });
    const all = head('/frame-shop', '', [
      [queryKeys.frames.picture(), [frame(1, 'picture', 29.99)]],
      [queryKeys.frames.painting(), [frame(3, 'painting', 45)]],
    ]);
    expect(all.jsonLd.map((p) => (p as { name: string }).name)).toEqual(['Frame 1', 'Frame 3']);
    expect((all.jsonLd[1] as { offers: { price: string } }).offers.price).toBe('45.00');
  });
});
