import { act, screen, waitFor } from '@testing-library/react';
import { queryKeys, WHOLE_SERVER_HEAD_META } from '@citylens/shared/contracts';
import { useNavigate } from '@citylens/shared/router';
import {
  jazzFixture as jazz,
  parisFixture as paris,
  renderWithProviders,
} from '@citylens/shared/testing';
import { DocumentHead } from './DocumentHead';
import { RouteAnnouncer } from './RouteAnnouncer';

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Go to {to}
    </button>
  );
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

test('a city sub-page is titled "Paris — Lifestyle — CityLens", with its description and canonical link', async () => {
  renderWithProviders(<DocumentHead />, { route: '/city/Paris/lifestyle?utm_source=x' });
  // The head rule loads beside the first page: its title follows a moment later.
  await waitFor(() => expect(document.title).toBe('Paris — Lifestyle — CityLens'));
  expect(description()).toBe('Everyday life in Paris through the lenses of its photographers.');
  expect(canonical()).toBe(`${window.location.origin}/city/Paris/lifestyle`);
});

test("an open article's reader titles the page with the article once the city's content is in the cache", async () => {
  const { queryClient } = renderWithProviders(<DocumentHead />, {
    route: '/city/Paris/articles?article=3',
  });
  await waitFor(() => expect(document.title).toBe('Paris — Articles — CityLens'));
  act(() => queryClient.setQueryData(queryKeys.cities.content('Paris'), paris));
  await waitFor(() => expect(document.title).toBe('A first day in Paris <script> — CityLens'));
  expect(description()).toBe('Start early in Le Marais, when shutters are still down.');
  expect(canonical()).toBe(`${window.location.origin}/city/Paris/articles?article=3`);
});

test("an event's open details title the page with its name; closing them gives the events title back", async () => {
  const { queryClient, user } = renderWithProviders(
    <>
      <DocumentHead />
      <GoTo to="/events" />
    </>,
    { route: '/events?event=4' },
  );
  await waitFor(() => expect(document.title).toBe('Events — CityLens'));
  act(() => queryClient.setQueryData(queryKeys.events.detail(4), jazz));
  await waitFor(() => expect(document.title).toBe('Jazz on the Quais — CityLens'));
  await user.click(screen.getByRole('button', { name: 'Go to /events' }));
  expect(document.title).toBe('Events — CityLens');
  expect(canonical()).toBe(`${window.location.origin}/events`);
});

test("a move inside the site announces the new page's own title", async () => {
  const { queryClient, user } = renderWithProviders(
    <>
      <DocumentHead />
      <RouteAnnouncer />
      <GoTo to="/city/Paris" />
    </>,
    { route: '/frame-shop' },
  );
  queryClient.setQueryData(queryKeys.cities.content('Paris'), paris);
  await waitFor(() => expect(document.title).toBe('Frame Shop — CityLens'));
  await user.click(screen.getByRole('button', { name: 'Go to /city/Paris' }));
  expect(document.title).toBe('Paris — CityLens');
  expect(description()).toBe(paris.description);
  const announcer = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
  await waitFor(() => expect(announcer).toHaveTextContent('Paris — CityLens'));
});

test("a page the server rendered whole keeps the server's head until the visitor moves, and then follows the head rule", async () => {
  // What the server sent for the page: its head, and the marker that says it came whole.
  document.title = 'Paris as the server titled it';
  const marker = Object.assign(document.createElement('meta'), { name: WHOLE_SERVER_HEAD_META });
  document.head.appendChild(marker);
  const { user } = renderWithProviders(
    <>
      <DocumentHead />
      <GoTo to="/frame-shop" />
    </>,
    { route: '/city/Paris' },
  );
  // The head rule's module is ready (it loads once for the whole file): had the first page asked
  // for it, its title would be written by now.
  await act(async () => {
    await import('@citylens/shared/seo');
  });
  expect(document.title).toBe('Paris as the server titled it');
  await user.click(screen.getByRole('button', { name: 'Go to /frame-shop' }));
  await waitFor(() => expect(document.title).toBe('Frame Shop — CityLens'));
  expect(canonical()).toBe(`${window.location.origin}/frame-shop`);
  // The marker spoke for the first page only.
  expect(marker.isConnected).toBe(false);
});
