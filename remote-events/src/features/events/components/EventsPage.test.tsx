/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, json } from '@citylens/shared/testing';
import { useLocation } from '@citylens/shared/router';
import { makeEvent, sampleEvents, setupEventsApi } from '../../../testing/fixtures';
import { reloadPage } from '../lib/reload-page';
import { EventsPage } from './EventsPage';

jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(route = '/events') {
  return renderWithProviders(
    <>
      <EventsPage />
      <button type="button">Elsewhere</button>
      <LocationProbe />
    </>,
    { route, userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
}

const settle = () => act(() => jest.advanceTimersByTime(300));

/** Renders the page and types a search into its box, past the debounce. */
async function renderAndSearch(text: string) {
  const view = renderPage();
  const input = screen.getByRole('combobox', { name: 'Search events by city' });
  await view.user.type(input, text);
  await settle();
  return { ...view, input };
}
const grid = () => screen.getByRole('list', { name: /All Events|Events matching/ });
const cardNames = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  // Local time, the evening before the first event.
  jest.useFakeTimers({ now: new Date(2026, 11, 31, 21, 0) });
});
afterEach(() => {
  jest.useRealTimers();
  jest.mocked(reloadPage).mockClear();
});

test('the hero title, and a card per event with city, country, long date and 12-hour time', async () => {
  setupEventsApi();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Find all Upcoming Events' })).toBeVisible();
  await waitFor(() => expect(cardNames()).toEqual(sampleEvents.map((e) => e.name)));

  const [midnight, noon] = within(grid()).getAllByRole('article');
  expect(midnight).toHaveTextContent('Lisbon, Portugal');
  expect(midnight).toHaveTextContent('January 1, 2027');
  expect(midnight).toHaveTextContent('12:00 AM');
  expect(noon).toHaveTextContent('Paris, France');
  expect(noon).toHaveTextContent('January 2, 2027');
  expect(noon).toHaveTextContent('12:30 PM');
  expect(screen.getByPlaceholderText('Search City')).toBeInTheDocument();
});

test('no events: "No events found" and the check-back-later line', async () => {
  setupEventsApi({ 'GET /api/events/': () => json([]) });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No events found' })).toBeVisible();
  expect(
    screen.getByText('There are no events available at the moment. Please check back later.'),
  ).toBeVisible();
});

test('a load error says "Error loading events" and Try Again reloads the page', async () => {
  setupEventsApi({ 'GET /api/events/': () => json({ detail: 'boom' }, 500, 'Server Error') });
  const { user } = renderPage();
  expect(await screen.findByRole('heading', { name: 'Error loading events' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Failed to load events. Please try again later.',
  );
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('search: 300 ms debounce on the trimmed term, results replace the grid', async () => {
  const api = setupEventsApi();
  const { user } = renderPage();
  await waitFor(() => expect(cardNames()).toHaveLength(3));
  const input = screen.getByRole('combobox', { name: 'Search events by city' });

  await user.type(input, '  j');
  await settle();
  expect(api.calls.filter((c) => c.path.startsWith('/api/events/search/'))).toHaveLength(0);

  await user.type(input, 'azz ');
  act(() => jest.advanceTimersByTime(299));
  expect(api.calls.filter((c) => c.path.startsWith('/api/events/search/'))).toHaveLength(0);
  await settle();
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  expect(api.calls.filter((c) => c.path.startsWith('/api/events/search/'))).toEqual([
    expect.objectContaining({ path: '/api/events/search/?query=jazz' }),
  ]);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Jazz on the SeineParis, France · January 2, 2027',
    'Jazz Brunch ParmaParma, Italy · January 9, 2027',
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'Events matching “jazz”' })).toBeVisible();
  expect(cardNames()).toEqual(['Jazz on the Seine', 'Jazz Brunch Parma']);
});

test('while a new search loads, the heading names the term of the results on screen', async () => {
  let answerLisbon: (response: Response) => void = () => undefined;
  setupEventsApi({
    'GET /api/events/search/': ({ path }) => {
      const term = new URL(path, 'http://x').searchParams.get('query');
      if (term === 'lisbon') return new Promise<Response>((resolve) => (answerLisbon = resolve));
      return json(sampleEvents.filter((e) => e.name.toLowerCase().includes(term ?? '')));
    },
  });
  const { user, input } = await renderAndSearch('jazz');
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: 'Events matching “jazz”' })).toBeVisible(),
  );
  await user.clear(input);
  await user.type(input, 'lisbon');
  await settle();
  // The jazz results still show while Lisbon's load: the heading stays theirs.
  expect(screen.getByRole('heading', { level: 2, name: 'Events matching “jazz”' })).toBeVisible();
  await act(async () => answerLisbon(json([])));
  await waitFor(() =>
    expect(
      screen.getByRole('heading', { level: 2, name: 'Events matching “lisbon”' }),
    ).toBeVisible(),
  );
});

test('search keyboard: Up/Down wrap, Enter opens the highlighted event’s details', async () => {
  setupEventsApi();
  const { user } = await renderAndSearch('jazz');
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  const option = (name: RegExp) => screen.getByRole('option', { name });

  await user.keyboard('{ArrowDown}');
  expect(option(/Seine/)).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(option(/Parma/)).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(option(/Seine/)).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}');
  expect(option(/Parma/)).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');

  const dialog = await screen.findByRole('dialog', { name: 'Jazz Brunch Parma' });
  expect(screen.getByTestId('location')).toHaveTextContent('/events?event=3');
  expect(within(dialog).getByText('Piazza Garibaldi')).toBeVisible();
  expect(within(dialog).getByText('9 days away')).toBeVisible();
});

test('search: Enter without a highlight filters the grid by the typed term, opening nothing', async () => {
  setupEventsApi();
  const view = renderPage();
  const input = screen.getByRole('combobox', { name: 'Search events by city' });
  // Enter straight after typing, before the debounce: the typed term filters at once.
  await view.user.type(input, 'jazz{Enter}');
  await waitFor(() => expect(cardNames()).toEqual(['Jazz on the Seine', 'Jazz Brunch Parma']));
  await settle();
  expect(screen.getByRole('heading', { level: 2, name: 'Events matching “jazz”' })).toBeVisible();
  expect(input).toHaveValue('jazz');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/);
});

test('search: submitting the form filters the grid too', async () => {
  setupEventsApi();
  const { user } = await renderAndSearch('paris');
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  // React reads the submitted form into a FormData; this environment's FormData is Node's,
  // which cannot read a jsdom form, so it gets an empty one (the search box reads no fields).
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
  try {
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Events matching “paris”' }),
    ).toBeVisible();
    expect(cardNames()).toEqual(['Jazz on the Seine']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  } finally {
    globalThis.FormData = NodeFormData;
  }
});

test('the suggestion list closes on Escape and on a click outside', async () => {
  setupEventsApi();
  const { user, input } = await renderAndSearch('jazz');
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));

  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

  await user.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(input).toHaveAttribute('aria-expanded', 'false');
  // The results still replace the grid; only the dropdown closed.
  expect(cardNames()).toEqual(['Jazz on the Seine', 'Jazz Brunch Parma']);
});

test('a failed search says so in the dropdown, in the spec’s words', async () => {
  setupEventsApi({ 'GET /api/events/search/': () => json({}, 500, 'Server Error') });
  await renderAndSearch('jazz');
  expect(await screen.findByText('Failed to search events. Please try again later.')).toBeVisible();
  await waitFor(() => expect(cardNames()).toHaveLength(3));
});

test('a search with no match says "No events found" once, in the grid', async () => {
  setupEventsApi();
  const { input } = await renderAndSearch('oslo');
  expect(await screen.findByRole('heading', { name: 'No events found' })).toBeVisible();
  expect(screen.getByText('Try searching for a different city or experience.')).toBeVisible();
  expect(screen.getAllByText('No events found')).toHaveLength(1);
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('a card opens the details; closing goes back to /events', async () => {
  setupEventsApi();
  const { user } = renderPage();
  await waitFor(() => expect(cardNames()).toHaveLength(3));
  // The card's title is the event's deep link, which a plain click opens in the page.
  const card = screen.getByRole('link', { name: 'Jazz on the Seine' });
  expect(card).toHaveAttribute('href', '/events?event=2');
  await user.click(card);
  const dialog = await screen.findByRole('dialog', { name: 'Jazz on the Seine' });
  expect(screen.getByTestId('location')).toHaveTextContent('/events?event=2');
  expect(within(dialog).getByText('Paris, France')).toBeVisible();
  expect(within(dialog).getByText('January 2, 2027')).toBeVisible();
  expect(within(dialog).getByText('12:30 PM')).toBeVisible();
  expect(within(dialog).getByText('2 days away')).toBeVisible();
  expect(within(dialog).getByRole('heading', { name: 'Description of Event' })).toBeVisible();

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/events$/);
  expect(card).toHaveFocus();
});

test('an event whose day is over where the visitor is leaves the grid and the suggestions', async () => {
  // The API keeps events that are still "today" somewhere on Earth; at 21:00 on 31 December
  // here, an event dated the 30th is over.
  const yesterday = makeEvent({
    id: 9,
    name: 'Jazz Farewell Concert',
    event_date: '2026-12-30',
    city: 'Lisbon',
  });
  const today = makeEvent({ id: 10, name: 'Jazz at Dusk', event_date: '2026-12-31' });
  const all = [yesterday, today, ...sampleEvents];
  setupEventsApi({
    'GET /api/events/': () => json(all),
    'GET /api/events/search/': () => json(all.filter((e) => e.name.startsWith('Jazz'))),
  });
  const { user } = renderPage();
  await waitFor(() =>
    expect(cardNames()).toEqual(['Jazz at Dusk', ...sampleEvents.map((e) => e.name)]),
  );

  await user.type(screen.getByRole('combobox', { name: 'Search events by city' }), 'jazz');
  await settle();
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Jazz at DuskLisbon, Portugal · December 31, 2026',
      'Jazz on the SeineParis, France · January 2, 2027',
      'Jazz Brunch ParmaParma, Italy · January 9, 2027',
    ]),
  );
  expect(cardNames()).not.toContain('Jazz Farewell Concert');
});
