/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { renderWithProviders, json, setupFakeApi } from '@citylens/shared/testing';
import { MEDIA, cityContent, transport } from '../../../testing/fixtures';
import { categoryHref, discoverCategories } from '../lib/discover-categories';
import { HERO_WAIT_MS } from '../../../hooks/use-hero-settled';
import { CityPage } from './CityPage';

test('header and the Discover grid with the two fixed categories', async () => {
  setupFakeApi({
    'GET /api/cities/Paris/content/': () =>
      json(cityContent({ transport: [transport(5), transport(6)] })),
  });
  renderWithProviders(<CityPage />, { route: '/city/Paris', path: '/city/:cityName' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Paris' })).toBeInTheDocument();
  expect(screen.getByText('Île-de-France · Western Europe')).toBeInTheDocument();
  // The grid waits for the header photo (jsdom never loads it: the wait's upper bound applies).
  const grid = await screen.findByRole(
    'region',
    { name: 'Discover Paris' },
    { timeout: HERO_WAIT_MS + 2000 },
  );
  const link = (name: RegExp) => within(grid).getByRole('link', { name });
  expect(link(/^Lifestyle/)).toHaveAttribute('href', '/city/Paris/lifestyle');
  expect(link(/^Videography/)).toHaveAttribute('href', '/city/Paris/videos');
  expect(link(/^Transport/)).toHaveTextContent('950 guides');
  expect(link(/^FrameShop/)).toHaveAttribute('href', '/frame-shop');
  expect(link(/^FrameShop/)).toHaveTextContent('500+ frames');
});

test('transport keeps the server’s thumbnail and content; other categories pass through', () => {
  const city = cityContent({ transport: [transport(5)] });
  const categories = discoverCategories(city);
  expect(categories.map((c) => c.name)).toEqual([
    'lifestyle',
    'articles',
    'videography',
    'food',
    'transport',
    'frameshop',
  ]);
  const moving = categories.find((c) => c.name === 'transport')!;
  expect(moving.thumbnail_url).toBe(`${MEDIA}/transport/paris-1.jpg`);
  expect(moving.content).toHaveLength(1);
  expect(moving.countLabel).toBe('950 guides');
  expect(categories.find((c) => c.name === 'frameshop')).toMatchObject({
    name_display: 'FrameShop',
    countLabel: '500+ frames',
  });
  expect(categoryHref('São Paulo', 'food')).toBe('/city/S%C3%A3o%20Paulo/food');
  expect(categoryHref('Paris', 'festivals')).toBeNull();
});

test('a category without a page shows its content in place', async () => {
  const base = cityContent();
  const city = {
    ...base,
    categories: [
      ...Object.values(base.categories),
      {
        id: 'x',
        name: 'festivals',
        name_display: 'Festivals',
        description: 'Parades',
        count: 1,
        thumbnail_url: null,
        content: [{ id: 1, title: 'Fête de la Musique', description: 'Music everywhere.' }],
      },
    ],
  };
  setupFakeApi({ 'GET /api/cities/Paris/content/': () => json(city) });
  const { user } = renderWithProviders(<CityPage />, {
    route: '/city/Paris',
    path: '/city/:cityName',
  });
  await user.click(
    await screen.findByRole('button', { name: /^Festivals/ }, { timeout: HERO_WAIT_MS + 2000 }),
  );
  expect(screen.getByRole('heading', { name: 'Fête de la Musique' })).toBeInTheDocument();
});

test('an unknown city says City not found, with a way back to the search', async () => {
  setupFakeApi({
    'GET /api/cities/Atlantis/content/': () => json({ detail: 'City not found.' }, 404),
  });
  renderWithProviders(<CityPage />, { route: '/city/Atlantis', path: '/city/:cityName' });
  expect(await screen.findByRole('heading', { name: 'City not found' })).toBeInTheDocument();
  expect(screen.getByText(/no city called “Atlantis”/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search cities' })).toHaveAttribute('href', '/');
  expect(screen.queryByText('Failed to load city details')).not.toBeInTheDocument();
});

test('a failed load says Failed to load city details; no city says No city specified', async () => {
  setupFakeApi({
    'GET /api/cities/Nowhere/content/': () => json({ detail: 'Server error' }, 500),
  });
  renderWithProviders(<CityPage />, { route: '/city/Nowhere', path: '/city/:cityName' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load city details');

  renderWithProviders(<CityPage />, { route: '/city', path: '/city' });
  expect(screen.getByText('No city specified')).toBeInTheDocument();
});
