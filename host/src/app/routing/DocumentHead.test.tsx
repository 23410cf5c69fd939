import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import {
  queryKeys,
  WHOLE_SERVER_HEAD_META,
  type CityEvent,
  type PageHead,
} from '@citylens/shared/contracts';
import { useNavigate } from '@citylens/shared/router';
import { jazzFixture as jazz, renderWithProviders } from '@citylens/shared/testing';
import { DocumentHead, type PageHeadFor } from './DocumentHead';
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

/** A remote's events page head, as its module would give it: an open event names the page. */
const eventsPageHead: PageHead = ({ params, read, absolute }) => {
  const event = read(queryKeys.events.detail(Number(params.get('event')))) as CityEvent | undefined;
  return {
    title: event ? `${event.name} — CityLens` : 'Events — CityLens',
    description: event?.description ?? 'All events.',
    canonical: absolute('/events'),
    ogType: 'website',
    jsonLd: [],
  };
};
const eventsOnly: PageHeadFor = (pathname) => (pathname === '/events' ? eventsPageHead : undefined);

test("a page's own head (its module's) titles the page, with its description and canonical link", async () => {
  renderWithProviders(<DocumentHead pageHeadFor={eventsOnly} />, { route: '/events?utm_source=x' });
  // The head rule loads beside the first page: its title follows a moment later.
  await waitFor(() => expect(document.title).toBe('Events — CityLens'));
  expect(description()).toBe('All events.');
  expect(canonical()).toBe(`${window.location.origin}/events`);
});

test("a page's answers landing in the cache retitle it", async () => {
  const { queryClient } = renderWithProviders(<DocumentHead pageHeadFor={eventsOnly} />, {
    route: '/events?event=4',
  });
  await waitFor(() => expect(document.title).toBe('Events — CityLens'));
  act(() => queryClient.setQueryData(queryKeys.events.detail(4), jazz));
  await waitFor(() => expect(document.title).toBe('Jazz on the Quais — CityLens'));
  expect(description()).toBe(jazz.description);
});

test("the host's pages, and a page whose module gives no head, have their route's", async () => {
  const { user } = renderWithProviders(
    <>
      <DocumentHead pageHeadFor={eventsOnly} />
      <GoTo to="/checkout" />
    </>,
    { route: '/faq' },
  );
  await waitFor(() => expect(document.title).toBe('FAQ — CityLens'));
  await user.click(screen.getByRole('button', { name: 'Go to /checkout' }));
  expect(document.title).toBe('Checkout — CityLens');
  expect(canonical()).toBe(`${window.location.origin}/checkout`);
});

function AnnouncedSite({ pageHeadFor }: { pageHeadFor: PageHeadFor }) {
  const [title, setTitle] = useState('');
  return (
    <>
      <DocumentHead pageHeadFor={pageHeadFor} onPageTitled={setTitle} />
      <RouteAnnouncer message={title} />
      <GoTo to="/events" />
    </>
  );
}

test("a move to a page whose module is loading keeps the old head until it has loaded, then announces the page's own title", async () => {
  let moduleLoaded: (head: PageHead) => void = () => undefined;
  const loading = new Promise<PageHead>((resolve) => {
    moduleLoaded = resolve;
  });
  const { queryClient, user } = renderWithProviders(
    <AnnouncedSite pageHeadFor={(pathname) => (pathname === '/events' ? loading : undefined)} />,
    { route: '/faq' },
  );
  queryClient.setQueryData(queryKeys.events.detail(4), jazz);
  await waitFor(() => expect(document.title).toBe('FAQ — CityLens'));
  const announcer = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
  // The first page is not announced: the browser says the loaded document itself.
  expect(announcer).toHaveTextContent('');
  await user.click(screen.getByRole('button', { name: 'Go to /events' }));
  expect(document.title).toBe('FAQ — CityLens');
  expect(announcer).toHaveTextContent('');
  await act(async () => moduleLoaded(eventsPageHead));
  expect(document.title).toBe('Events — CityLens');
  expect(announcer).toHaveTextContent('Events — CityLens');
});

test("a page the server rendered whole keeps the server's head until the visitor moves, and then follows the head rule", async () => {
  // What the server sent for the page: its head, and the marker that says it came whole.
  document.title = 'The FAQ as the server titled it';
  const marker = Object.assign(document.createElement('meta'), { name: WHOLE_SERVER_HEAD_META });
  document.head.appendChild(marker);
  const { user } = renderWithProviders(
    <>
      <DocumentHead pageHeadFor={eventsOnly} />
      <GoTo to="/events" />
    </>,
    { route: '/faq' },
  );
  // The head rule's module is ready (it loads once for the whole file): had the first page asked
  // for it, its title would be written by now.
  await act(async () => {
    await import('@citylens/shared/seo');
  });
  expect(document.title).toBe('The FAQ as the server titled it');
  await user.click(screen.getByRole('button', { name: 'Go to /events' }));
  await waitFor(() => expect(document.title).toBe('Events — CityLens'));
  expect(canonical()).toBe(`${window.location.origin}/events`);
  // The marker spoke for the first page only.
  expect(marker.isConnected).toBe(false);
});
