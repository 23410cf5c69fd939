/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { renderWithProviders, json, setupFakeApi } from '@citylens/shared/testing';
import { cityContent, food } from '../../../testing/fixtures';
import { CityFoodPage } from './CityFoodPage';

function renderPage(items = [food(1), food(2)], status = 200) {
  setupFakeApi({
    'GET /api/cities/Paris/content/': () =>
      status === 200 ? json(cityContent({ food: items })) : json({ detail: 'down' }, status),
    'GET /api/city_photos/Paris/': () => json({ data: { city_name: 'Paris', photos: [] } }),
  });
  return renderWithProviders(<CityFoodPage />, {
    route: '/city/Paris/food',
    path: '/city/:cityName/food',
  });
}

test('hero text, breadcrumb Home > city > Food', async () => {
  renderPage();
  expect(
    await screen.findByText('Best restaurants and their meals in Paris, France'),
  ).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Paris' })).toHaveAttribute(
    'href',
    '/city/Paris',
  );
  expect(within(crumbs).getByText('Food')).toHaveAttribute('aria-current', 'page');
});

test('headings go down one level at a time: the city, the list, its cards', async () => {
  renderPage();
  await screen.findByRole('button', { name: 'View Dish 1' });
  const outline = screen
    .getAllByRole('heading')
    .map((h) => `h${h.tagName.slice(1)} ${h.textContent ?? ''}`);
  expect(outline).toEqual(['h1 Paris', 'h2 Food in Paris', 'h3 Dish 1', 'h3 Dish 2']);
});

test('an item without a video opens the viewer: creator fallback, long date, wrap-around', async () => {
  const { user } = renderPage([
    food(1, { creator_name: null, author: 'Oliver Grant' }),
    food(2, { creator_name: null, author: null }),
  ]);
  await user.click(await screen.findByRole('button', { name: 'View Dish 1' }));
  let viewer = await screen.findByRole('dialog', { name: 'Dish 1' });
  expect(within(viewer).getByText('Oliver Grant')).toBeInTheDocument();
  expect(within(viewer).getByText(/November 20, 2026/)).toBeInTheDocument();
  expect(within(viewer).getByText('Video not available')).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'Next' }));
  viewer = await screen.findByRole('dialog', { name: 'Dish 2' });
  expect(within(viewer).getByText('Anonymous')).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'Next' }));
  viewer = await screen.findByRole('dialog', { name: 'Dish 1' });
  await user.click(within(viewer).getByRole('button', { name: 'Close viewer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('one item: no previous/next in the viewer', async () => {
  const { user } = renderPage([food(1)]);
  await user.click(await screen.findByRole('button', { name: 'View Dish 1' }));
  const viewer = await screen.findByRole('dialog', { name: 'Dish 1' });
  expect(within(viewer).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

test('items with a video play in place, one at a time', async () => {
  const { user } = renderPage([
    food(1, { youtube_url: 'https://youtu.be/EkfYkaoorqn' }),
    food(2, { youtube_url: 'https://youtu.be/LMTRvn-qC2m' }),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Play Dish 1' }));
  expect(screen.getByTitle('Dish 1 (video)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Play Dish 2' }));
  expect(screen.getByTitle('Dish 2 (video)')).toBeInTheDocument();
  expect(screen.queryByTitle('Dish 1 (video)')).not.toBeInTheDocument();
});

test('empty and failure texts', async () => {
  renderPage([]);
  expect(await screen.findByRole('heading', { name: 'No Food Items Yet' })).toBeInTheDocument();
  expect(screen.getByText('Be the first to add food content about Paris')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Paris' })).toBeInTheDocument();
});

test('failure text', async () => {
  renderPage([], 500);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load food items. Please try again later.',
  );
});
