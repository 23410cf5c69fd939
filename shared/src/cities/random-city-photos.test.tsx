/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@citylens/shared/query';
import { createTestQueryClient } from '@citylens/shared/testing';
import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { TEST_API, installFakeApi, json } from '../testing/fake-api';
import {
  RANDOM_HERO_PHOTO_COUNT,
  RANDOM_HERO_REFETCH_MS,
  RANDOM_PHOTO_MAX_REASKS,
  prefetchRandomCityPhotos,
  randomCityPhotoQuery,
  useRandomCityPhotos,
} from './random-city-photos';

beforeEach(() => {
  resetRuntimeConfigForTests();
  setRuntimeConfig({
    apiBaseUrl: `${TEST_API}/`,
    remotes: { discovery: '', events: '', shop: '', account: '' },
  });
});

function renderSlides(client = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRandomCityPhotos(), { wrapper });
}

test('five random photos are fetched in parallel; a slot whose photo another has asks again', async () => {
  // The third answer repeats the first: that slot asks once more and gets a photo of its own.
  const photos = ['/media/a.jpg', '/media/b.jpg', '/media/a.jpg', '/media/c.jpg', '/media/d.jpg'];
  let n = 0;
  const api = installFakeApi({
    'GET /api/city_photos/random/': () =>
      json({ data: { photo: photos[n++] ?? '/media/e.jpg', city_name: 'Lisbon' } }),
  });
  const { result } = renderSlides();
  await waitFor(() => expect(result.current.slides).toHaveLength(5));
  expect(new Set(result.current.slides.map((slide) => slide.image)).size).toBe(5);
  expect(result.current.slides.map((slide) => slide.image)).toContain('/media/e.jpg');
  expect(api.callsTo('GET', '/api/city_photos/random/')).toHaveLength(6);
  expect(result.current.slides[0]).toEqual({
    key: '/media/a.jpg',
    image: '/media/a.jpg',
    alt: 'A view of Lisbon',
  });
  expect(result.current.isError).toBe(false);
});

test('with fewer photos than slots, each slot asks a bounded number of times and a repeat is shown once', async () => {
  const photos = ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'];
  let n = 0;
  const api = installFakeApi({
    'GET /api/city_photos/random/': () =>
      json({ data: { photo: photos[n++ % photos.length], city_name: 'Lisbon' } }),
  });
  const { result } = renderSlides();
  await waitFor(() =>
    expect(result.current.slides.map((slide) => slide.image).sort()).toEqual(photos),
  );
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  const calls = api.callsTo('GET', '/api/city_photos/random/').length;
  expect(calls).toBeLessThanOrEqual(RANDOM_HERO_PHOTO_COUNT * (1 + RANDOM_PHOTO_MAX_REASKS));
});

test('each slot re-fetches every 30 s', () => {
  expect(RANDOM_HERO_REFETCH_MS).toBe(30_000);
  expect(randomCityPhotoQuery(2).refetchInterval).toBe(30_000);
  expect(randomCityPhotoQuery(2).queryKey).toEqual(['city-photos', 'random', 2]);
});

test('prefetching starts all five requests before any page renders, and the hook then finds them', async () => {
  let n = 0;
  const api = installFakeApi({
    'GET /api/city_photos/random/': () =>
      json({ data: { photo: `/media/${n++}.jpg`, city_name: 'Lisbon' } }),
  });
  const client = createTestQueryClient();
  const first = await prefetchRandomCityPhotos(client);
  expect(api.callsTo('GET', '/api/city_photos/random/')).toHaveLength(5);
  expect(first).toEqual({ photo: expect.stringMatching(/^\/media\/\d\.jpg$/), cityName: 'Lisbon' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRandomCityPhotos(), { wrapper });
  await waitFor(() => expect(result.current.slides).toHaveLength(5));
  expect(result.current.slides[0]!.image).toBe(first!.photo);
  expect(api.callsTo('GET', '/api/city_photos/random/')).toHaveLength(5);
});
