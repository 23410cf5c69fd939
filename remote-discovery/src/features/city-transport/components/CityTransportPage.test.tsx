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

test('an item without a video opens its details: its photo, Location, Transport Type, Close', async () => {
  const { user } = renderPage();
  expect(await screen.findByText('1 / 2')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Details of Line 5' }));
  const dialog = await screen.findByRole('dialog', { name: 'Line 5' });
  expect(within(dialog).getByRole('img', { name: 'Line 5' })).toBeInTheDocument();
  // A photo item is not a broken video.
  expect(within(dialog).queryByText('Video not available')).not.toBeInTheDocument();
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

test('an item with a video opens its details on the video; its card keeps its size and line', async () => {
  const video = 'https://youtu.be/dQw4w9WgXcQ';
  const { user } = renderPage([transport(5, { youtube_url: video }), transport(6)]);
  const play = await screen.findByRole('button', { name: 'Play Line 5' });
  const card = play.closest('article')!;
  expect(card.querySelector('[data-play-mark]')).not.toBeNull();
  await user.click(play);
  const dialog = await screen.findByRole('dialog', { name: 'Line 5' });
  expect(within(dialog).getByTitle('Line 5 (video)')).toBeInTheDocument();
  // Nothing plays in the grid: the card is the same element, with its whole subtitle.
  expect(card).toBeInTheDocument();
  expect(within(card).getByText('Paris · Metro')).toBeInTheDocument();
  expect(screen.getAllByTitle(/\(video\)$/)).toHaveLength(1);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByTitle('Line 5 (video)')).not.toBeInTheDocument();
});
