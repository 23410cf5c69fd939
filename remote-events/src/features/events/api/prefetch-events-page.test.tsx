/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { askedBeyondPrefetch } from '@citylens/shared/testing';
import { sampleEvents, setupEventsApi } from '../../../testing/fixtures';
import { EventsPage } from '../components/EventsPage';
import { prefetchEventsPage } from './prefetch-events-page';

const page = <EventsPage />;

test("the host's server renders the events page from its prefetch alone", async () => {
  const api = setupEventsApi();
  expect(await askedBeyondPrefetch(page, prefetchEventsPage, { route: '/events' })).toEqual([]);
  // No event's details without a deep link.
  expect(api.calls.some((call) => /^\/api\/events\/\d+\/$/.test(call.path))).toBe(false);
});

test('a deep link to an event: the list and that event', async () => {
  const api = setupEventsApi();
  const event = sampleEvents[1]!;
  expect(
    await askedBeyondPrefetch(page, prefetchEventsPage, { route: `/events?event=${event.id}` }),
  ).toEqual([]);
  expect(api.callsTo('GET', `/api/events/${event.id}/`)).toHaveLength(1);
});

test('without the prefetch the render asks for the list: the check sees a missing read', async () => {
  setupEventsApi();
  const asked = await askedBeyondPrefetch(page, () => Promise.resolve(), { route: '/events' });
  expect(asked).toContain(JSON.stringify(['events', 'list']));
});
