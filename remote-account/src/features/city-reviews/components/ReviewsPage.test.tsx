/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen } from '@testing-library/react';
import { useLocation } from '@citylens/shared/router';
import {
  installFakeApi,
  json,
  renderWithProviders,
  signInForTests,
} from '@citylens/shared/testing';
import { ReviewsPage } from './ReviewsPage';

const paris = { id: 3, name: 'Paris', country: 'France' };

beforeEach(() => signInForTests({ id: 7, username: 'mara', email: 'm@x.io' }));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

test('breadcrumb Home > Reviews; Select a City until one is chosen', () => {
  installFakeApi({});
  renderWithProviders(<ReviewsPage />, { route: '/reviews' });
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(crumbs).toHaveTextContent('Home');
  expect(crumbs).toHaveTextContent('Reviews');
  expect(screen.getByRole('heading', { name: 'Select a City' })).toBeInTheDocument();
});

test('a search with no hits says No cities found', async () => {
  installFakeApi({ 'GET /api/search/cities/': () => json([]) });
  const { user } = renderWithProviders(<ReviewsPage />, { route: '/reviews' });
  await user.type(screen.getByRole('combobox', { name: 'Search cities to review' }), 'zzqx');
  expect(await screen.findByText('No cities found')).toBeInTheDocument();
});

test('choosing a city puts it in the URL and shows its reviews and form', async () => {
  const api = installFakeApi({
    'GET /api/search/cities/': () => json([paris]),
    'GET /api/cities/Paris/reviews/': () => json([]),
  });
  const { user } = renderWithProviders(
    <>
      <ReviewsPage />
      <Where />
    </>,
    { route: '/reviews' },
  );
  await user.type(screen.getByRole('combobox', { name: 'Search cities to review' }), ' pa ');
  await user.click(await screen.findByRole('option', { name: /Paris/ }));
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/reviews?city=Paris');
  expect(api.calls.find((c) => c.path.startsWith('/api/search/cities/'))!.path).toBe(
    '/api/search/cities/?q=pa',
  );
  expect(await screen.findByRole('heading', { name: 'Paris' })).toBeInTheDocument();
  expect(await screen.findByText('1000', { exact: false })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Select a City' })).not.toBeInTheDocument();
});

test('a city in the URL is opened directly', async () => {
  installFakeApi({ 'GET /api/cities/Paris/reviews/': () => json([]) });
  renderWithProviders(<ReviewsPage />, { route: '/reviews?city=Paris' });
  expect(await screen.findByRole('heading', { name: 'Paris' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Your review', { selector: 'textarea' })).toBeInTheDocument();
});
