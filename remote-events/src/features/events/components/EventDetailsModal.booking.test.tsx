/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { getBus, type UiIntent } from '@citylens/shared';
import { json } from '@citylens/shared/testing';
import { queryKeys, storageKeys } from '@citylens/shared/contracts';
import { makeEvent, setupEventsApi } from '../../../testing/fixtures';
import { renderPage, signIn, signOut } from '../../../testing/event-details';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 11, 31, 23, 59), advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

test('signed in: Book says "Event booked successfully!" and the Booked badge appears', async () => {
  let booked: number[] = [];
  const api = setupEventsApi({
    'GET /api/events/booked/': () => json({ ids: booked }),
    'POST /api/events/2/book/': () => {
      booked = [2];
      return json({ success: true, message: 'Event booked successfully!' });
    },
  });
  signIn(7);
  const { user } = renderPage('/events?event=2');
  const dialog = await screen.findByRole('dialog', { name: 'Jazz on the Seine' });
  await waitFor(() => expect(api.callsTo('GET', '/api/events/booked/')).toHaveLength(1));
  expect(within(dialog).queryByText('Booked')).not.toBeInTheDocument();
  // Mounted empty before booking, so screen readers announce the text when it is put in.
  const status = within(dialog).getByRole('status');
  expect(status).toBeEmptyDOMElement();

  await user.click(within(dialog).getByRole('button', { name: 'Book Event' }));
  await waitFor(() => expect(status).toHaveTextContent('Event booked successfully!'));
  expect(within(dialog).getByRole('status')).toBe(status);
  // Not dropped to <body> with the Book button that went away.
  expect(status).toHaveFocus();
  expect(within(dialog).getByRole('list', { name: 'Event status' })).toHaveTextContent(
    '2 days awayBooked',
  );
  expect(within(dialog).queryByRole('button', { name: 'Book Event' })).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/api/events/2/book/')).toHaveLength(1);
});

test('the booked and liked ids load once per user and follow sign-in and sign-out', async () => {
  const api = setupEventsApi({
    'GET /api/events/booked/': ({ authorization }) =>
      json({ ids: authorization === 'Bearer token-7' ? [1] : [] }),
  });
  localStorage.setItem(storageKeys.accessToken, 'token-7');
  signIn(7);
  const { user, queryClient } = renderPage('/events');
  await screen.findByRole('link', { name: 'New Year Fado Night' });
  await waitFor(() =>
    expect(queryClient.getQueryData(queryKeys.events.booked(7))).toEqual({ ids: [1] }),
  );

  // Opening and closing details several times does not reload the sets.
  for (const name of ['New Year Fado Night', 'Jazz on the Seine', 'New Year Fado Night']) {
    await user.click(screen.getByRole('link', { name }));
    const dialog = await screen.findByRole('dialog', { name });
    if (name === 'New Year Fado Night') expect(within(dialog).getByText('Booked')).toBeVisible();
    else expect(within(dialog).queryByText('Booked')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  expect(api.callsTo('GET', '/api/events/booked/')).toHaveLength(1);
  expect(api.callsTo('GET', '/api/events/liked/')).toHaveLength(1);

  // Signing out drops them: no Booked badge, and Book asks to sign in.
  localStorage.removeItem(storageKeys.accessToken);
  signOut();
  expect(queryClient.getQueryData(queryKeys.events.booked(7))).toBeUndefined();
  await user.click(screen.getByRole('link', { name: 'New Year Fado Night' }));
  let dialog = await screen.findByRole('dialog', { name: 'New Year Fado Night' });
  expect(within(dialog).queryByText('Booked')).not.toBeInTheDocument();

  // The same user signing in again is a new session: the sets load again.
  localStorage.setItem(storageKeys.accessToken, 'token-7');
  signIn(7);
  dialog = await screen.findByRole('dialog', { name: 'New Year Fado Night' });
  expect(await within(dialog).findByText('Booked')).toBeVisible();
  expect(api.callsTo('GET', '/api/events/booked/')).toHaveLength(2);
  localStorage.clear();
});

test('signed out, Book and Like ask the host for Sign In; the details step aside meanwhile', async () => {
  const api = setupEventsApi();
  const intents: UiIntent[] = [];
  const subscription = getBus().intents$.subscribe((intent) => intents.push(intent));
  signOut();
  const { user } = renderPage('/events?event=3');
  const dialog = await screen.findByRole('dialog', { name: 'Jazz Brunch Parma' });

  const bookThen = { app: 'events', kind: 'book-event', target: 3 };
  await user.click(within(dialog).getByRole('button', { name: 'Book Event' }));
  expect(intents).toEqual([{ type: 'open-sign-in', then: bookThen }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent('/events?event=3');

  // The host closes Sign In: the details come back.
  act(() => getBus().closeOverlay());
  const again = await screen.findByRole('dialog', { name: 'Jazz Brunch Parma' });
  await user.click(within(again).getByRole('button', { name: 'Like' }));
  expect(intents).toEqual([
    { type: 'open-sign-in', then: bookThen },
    { type: 'open-sign-in', then: { app: 'events', kind: 'like-event', target: 3 } },
  ]);
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  expect(api.callsTo('GET', '/api/events/booked/')).toHaveLength(0);
  subscription.unsubscribe();
});

test('signed in, Like toggles with the server’s answer', async () => {
  let liked = false;
  setupEventsApi({
    'POST /api/events/1/like/': () => {
      liked = !liked;
      return json({ success: true, liked, likes_count: liked ? 1 : 0 });
    },
    'GET /api/events/liked/': () => json({ ids: liked ? [1] : [] }),
  });
  signIn(9);
  const { user } = renderPage('/events?event=1');
  const dialog = await screen.findByRole('dialog', { name: 'New Year Fado Night' });
  const like = await within(dialog).findByRole('button', { name: 'Like' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await user.click(like);
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Like' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    ),
  );
});

test('a failed booking shows the server’s reason', async () => {
  setupEventsApi({
    'POST /api/events/1/book/': () => json({ detail: 'Event not found.' }, 404),
  });
  signIn(3);
  const { user } = renderPage('/events?event=1');
  const dialog = await screen.findByRole('dialog', { name: 'New Year Fado Night' });
  await user.click(within(dialog).getByRole('button', { name: 'Book Event' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Event not found.');
});

test('a past event’s details say it has ended and offer no booking', async () => {
  const ended = makeEvent({ id: 8, name: 'Autumn Photo Walk', event_date: '2026-12-30' });
  const api = setupEventsApi({ 'GET /api/events/8/': () => json(ended) });
  signIn(5);
  renderPage('/events?event=8');
  const dialog = await screen.findByRole('dialog', { name: 'Autumn Photo Walk' });
  expect(within(dialog).getByText('This event has ended.')).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'Book Event' })).not.toBeInTheDocument();
  // No countdown badge either: "Today!" or "N days away" would contradict it.
  expect(within(dialog).queryByRole('list', { name: 'Event status' })).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/api/events/8/book/')).toHaveLength(0);
});

test('an event today is still bookable, up to the end of the visitor’s day', async () => {
  const tonight = makeEvent({ id: 8, name: 'Midnight Countdown', event_date: '2026-12-31' });
  setupEventsApi({ 'GET /api/events/8/': () => json(tonight) });
  signIn(5);
  renderPage('/events?event=8');
  const dialog = await screen.findByRole('dialog', { name: 'Midnight Countdown' });
  expect(within(dialog).getByRole('button', { name: 'Book Event' })).toBeVisible();
  expect(within(dialog).getByRole('list', { name: 'Event status' })).toHaveTextContent('Today!');
  expect(within(dialog).queryByText('This event has ended.')).not.toBeInTheDocument();
});

test('Book Event pressed while signed out books once the visitor signs in, with its message', async () => {
  let booked: number[] = [];
  const api = setupEventsApi({
    'POST /api/events/3/book/': () => {
      booked = [3];
      return json({ success: true, message: 'Event booked successfully!' });
    },
    'GET /api/events/booked/': () => json({ ids: booked }),
  });
  signOut();
  const { user } = renderPage('/events?event=3');
  const dialog = await screen.findByRole('dialog', { name: 'Jazz Brunch Parma' });
  await user.click(within(dialog).getByRole('button', { name: 'Book Event' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  signIn(5); // the host's Sign In succeeded…
  act(() => getBus().closeOverlay()); // …and closes
  const again = await screen.findByRole('dialog', { name: 'Jazz Brunch Parma' });
  expect(await within(again).findByText('Event booked successfully!')).toBeInTheDocument();
  expect(await within(again).findByText('Booked')).toBeVisible();
  expect(within(again).queryByRole('button', { name: 'Book Event' })).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/api/events/3/book/')).toHaveLength(1);
  expect(getBus().signInAction.getValue()).toBeNull();
  localStorage.clear();
});

test('closing Sign In without signing in forgets the booking', async () => {
  const api = setupEventsApi();
  signOut();
  const { user } = renderPage('/events?event=3');
  const dialog = await screen.findByRole('dialog', { name: 'Jazz Brunch Parma' });
  await user.click(within(dialog).getByRole('button', { name: 'Book Event' }));
  act(() => getBus().closeOverlay()); // dismissed
  signIn(5); // later, from the header
  await screen.findByRole('dialog', { name: 'Jazz Brunch Parma' });
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(api.callsTo('POST', '/api/events/3/book/')).toHaveLength(0);
  localStorage.clear();
});
