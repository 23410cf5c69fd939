/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen } from '@testing-library/react';
import { renderWithProviders, json, setupFakeApi } from '@citylens/shared/testing';
import { cityContent, video } from '../../../testing/fixtures';
import { CityVideosPage } from './CityVideosPage';

function renderPage() {
  setupFakeApi({
    'GET /api/cities/Paris/content/': () =>
      json(cityContent({ videography: [video(1), video(2)] })),
    'GET /api/city_photos/Paris/': () => json({ data: { city_name: 'Paris', photos: [] } }),
  });
  return renderWithProviders(<CityVideosPage />, {
    route: '/city/Paris/videos',
    path: '/city/:cityName/videos',
  });
}

test('Play moves focus to the player’s Close video; Close video gives it back to that card’s Play', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Play Video 2' }));
  expect(screen.getByTitle('Video 2 (video)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByTitle('Video 2 (video)')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play Video 2' })).toHaveFocus();
});
