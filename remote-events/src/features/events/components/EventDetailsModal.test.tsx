/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { json } from '@citylens/shared/testing';
import { setupEventsApi } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/event-details';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 11, 31, 23, 59), advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

test('a shared link /events?event={id} opens the details; closing drops the parameter', async () => {
  setupEventsApi();
  const { user } = renderPage('/events?event=1');
  const dialog = await screen.findByRole('dialog', { name: 'New Year Fado Night' });
  expect(within(dialog).getByText('Alfama Fado House')).toBeVisible();
  expect(within(dialog).getByText('Lisbon, Portugal')).toBeVisible();
  expect(within(dialog).getByText('January 1, 2027')).toBeVisible();
  expect(within(dialog).getByText('12:00 AM')).toBeVisible();
  // One minute before midnight on New Year's Eve, local time.
  expect(within(dialog).getByText('Tomorrow')).toBeVisible();
  expect(within(dialog).getByText('An evening of music by the river.')).toBeVisible();
  expect(
    within(dialog).getByRole('img', { name: 'New Year Fado Night in Lisbon' }),
  ).toHaveAttribute('fetchpriority', 'high');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/);
});

test('Back closes details opened from the grid', async () => {
  setupEventsApi();
  const { user } = renderPage('/events');
  await user.click(await screen.findByRole('link', { name: 'Jazz on the Seine' }));
  await screen.findByRole('dialog', { name: 'Jazz on the Seine' });
  expect(screen.getByTestId('location')).toHaveTextContent('/events?event=2');
  // The modal traps focus, so the page's own Back button is pressed by a script, like the browser's.
  act(() => screen.getByRole('button', { name: 'Browser back', hidden: true }).click());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/);
});

test('a link to an event that does not exist says so', async () => {
  setupEventsApi({ 'GET /api/events/99/': () => json({ detail: 'Event not found.' }, 404) });
  renderPage('/events?event=99');
  const dialog = await screen.findByRole('dialog', { name: 'Event details' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Event not found.');
});

test('a malformed link gets the events fallback message', async () => {
  setupEventsApi();
  renderPage('/events?event=abc');
  const dialog = await screen.findByRole('dialog', { name: 'Event details' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to fetch events.');
});
