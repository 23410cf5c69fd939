/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { renderWithProviders, json, setupFakeApi } from '@citylens/shared/testing';
import { cityContent, transport } from '../../../testing/fixtures';
import { CityTransportPage } from './CityTransportPage';

function renderPage(items = [transport(5), transport(6)], status = 200) {
  setupFakeApi({
    'GET /api/cities/Paris/content/': () =>
      status === 200 ? json(cityContent({ transport: items })) : json({ detail: 'down' }, status),
    'GET /api/city_photos/Paris/': () =>
      json({ data: { city_name: 'Paris', photos: ['/media/a.jpg', '/media/b.jpg'] } }),
  });
  return renderWithProviders(<CityTransportPage />, {
    route: '/city/Paris/transport',
    path: '/city/:cityName/transport',
  });
}

test('an item without a video opens its details: video state, Location, Transport Type, Close', async () => {
  const { user } = renderPage();
  expect(await screen.findByText('1 / 2')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Details of Line 5' }));
  const dialog = await screen.findByRole('dialog', { name: 'Line 5' });
  expect(within(dialog).getByText('Video not available')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Location' })).toBeInTheDocument();
  expect(within(dialog).getByText('La Défense – Château de Vincennes')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Transport Type' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('empty and failure texts', async () => {
  renderPage([]);
  expect(await screen.findByRole('heading', { name: 'No Transport Items Yet' })).toBeVisible();
  expect(screen.getByText('Be the first to add transport content about Paris')).toBeVisible();
});

test('failure text', async () => {
  renderPage([], 500);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load transport details. Please try again later.',
  );
});

test('an item with a video plays in place, keeping its title and “Paris · Metro”, one at a time, and Close video returns its card', async () => {
  const video = 'https://youtu.be/dQw4w9WgXcQ';
  const { user } = renderPage([
    transport(5, { youtube_url: video }),
    transport(6, { youtube_url: video }),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Play Line 5' }));
  // The playing card keeps the line its card showed: city and transport type.
  const playing = screen.getByTitle('Line 5 (video)').closest('article')!;
  expect(within(playing).getByText('Paris · Metro')).toBeInTheDocument();
  expect(within(playing).getByRole('heading', { name: 'Line 5' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Play Line 6' }));
  expect(screen.getByTitle('Line 6 (video)')).toBeInTheDocument();
  expect(screen.queryByTitle('Line 5 (video)')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play Line 5' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close video' }));
  expect(screen.queryByTitle('Line 6 (video)')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play Line 6' })).toBeInTheDocument();
});
