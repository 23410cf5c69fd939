/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys, type EventBooking } from '@citylens/shared/contracts';
import {
  installFakeApi,
  json,
  renderWithProviders,
  signInForTests,
  signedInUser,
} from '@citylens/shared/testing';
import { laterBooking, pastBooking, upcomingBooking } from '../../../testing/fixtures';
import { MyBookingsSection } from './MyBookingsSection';

beforeEach(() => {
  signInForTests(signedInUser);
  localStorage.setItem('citylens_access_token', 'acc');
});
afterEach(() => localStorage.clear());

/** A fake API whose bookings follow cancels; a cancel of an ended event is refused. */
function bookingsApi(initial: EventBooking[]) {
  let list = [...initial];
  const routes: Parameters<typeof installFakeApi>[0] = {
    'GET /api/events/bookings/': () => json(list),
  };
  for (const booking of initial) {
    routes[`DELETE /api/events/${booking.event.id}/book/`] = () => {
      if (booking.ended) {
        return json(
          { detail: 'This event has ended, so its booking can no longer be cancelled.' },
          409,
        );
      }
      list = list.filter((b) => b.event.id !== booking.event.id);
      return json({ success: true, message: 'Your booking has been cancelled.' });
    };
  }
  return installFakeApi(routes);
}

const section = () => screen.getByRole('region', { name: 'My bookings' });

test('lists upcoming bookings first, then past ones, each linking to its event', async () => {
  bookingsApi([upcomingBooking, laterBooking, pastBooking]);
  renderWithProviders(<MyBookingsSection userId={signedInUser.id} />);
  const links = await within(section()).findAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Sumida River Night Walk', '/events?event=4'],
    ['Paris Jazz Evening', '/events?event=9'],
    ['Marais Food Market', '/events?event=2'],
  ]);
  const [upcoming, past] = within(section()).getAllByRole('list');
  expect(within(upcoming!).getAllByRole('listitem')).toHaveLength(2);
  expect(within(past!).getByText('Marais Food Market')).toBeInTheDocument();
  expect(within(section()).getByText(/December 5, 2026 · 7:30 PM · Tokyo, Japan/)).toBeVisible();
  // Only what is still ahead can be cancelled.
  expect(within(section()).getAllByRole('button', { name: /^Cancel booking for/ })).toHaveLength(2);
  expect(
    screen.queryByRole('button', { name: 'Cancel booking for Marais Food Market' }),
  ).toBeNull();
});

test('Cancel removes the booking, says so, and refreshes the booked events', async () => {
  const api = bookingsApi([upcomingBooking, laterBooking]);
  const { user, queryClient } = renderWithProviders(<MyBookingsSection userId={signedInUser.id} />);
  queryClient.setQueryData(queryKeys.events.booked(signedInUser.id), { ids: [4, 9] });
  await user.click(
    await screen.findByRole('button', { name: 'Cancel booking for Sumida River Night Walk' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Your booking has been cancelled.');
  await waitFor(() => expect(screen.queryByText('Sumida River Night Walk')).toBeNull());
  expect(screen.getByText('Paris Jazz Evening')).toBeInTheDocument();
  expect(api.callsTo('DELETE', '/api/events/4/book/')).toHaveLength(1);
  expect(api.callsTo('DELETE', '/api/events/4/book/')[0]!.authorization).toBe('Bearer acc');
  // The events page's Booked badge reads this set: it must not keep the cancelled event.
  expect(queryClient.getQueryState(queryKeys.events.booked(signedInUser.id))?.isInvalidated).toBe(
    true,
  );
  // Focus stays in the section once the pressed button has gone.
  expect(screen.getByRole('heading', { name: 'My bookings' })).toHaveFocus();
});

test('cancelling the last booking leaves the empty view and the news', async () => {
  bookingsApi([upcomingBooking]);
  const { user } = renderWithProviders(<MyBookingsSection userId={signedInUser.id} />);
  await user.click(await screen.findByRole('button', { name: /^Cancel booking for/ }));
  expect(await screen.findByText('You have not booked any events yet.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your booking has been cancelled.');
  expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
});

test('a refused cancel shows the reason and keeps the booking', async () => {
  // An event that ended after the list loaded: the list still offers Cancel.
  installFakeApi({
    'GET /api/events/bookings/': () => json([{ ...pastBooking, ended: false }]),
    'DELETE /api/events/2/book/': () =>
      json({ detail: 'This event has ended, so its booking can no longer be cancelled.' }, 409),
  });
  const { user } = renderWithProviders(<MyBookingsSection userId={signedInUser.id} />);
  await user.click(
    await screen.findByRole('button', { name: 'Cancel booking for Marais Food Market' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This event has ended, so its booking can no longer be cancelled.',
  );
  expect(screen.getByText('Marais Food Market')).toBeInTheDocument();
});

test('a failed load offers Try Again', async () => {
  let fail = true;
  installFakeApi({
    'GET /api/events/bookings/': () =>
      fail ? json({ detail: 'Server error' }, 500) : json([upcomingBooking]),
  });
  const { user } = renderWithProviders(<MyBookingsSection userId={signedInUser.id} />);
  expect(await screen.findByText('Failed to load your bookings')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('Sumida River Night Walk')).toBeInTheDocument();
});
