/**
 * @jest-environment ./src/http/jsdom-fetch-environment.cjs
 */
import { cityNameFromPath } from '../contracts/routes';
import { storageKeys } from '../contracts/storage-keys';
import { apiGet } from '../http/api-client';
import { EARLY_ANSWERS_GLOBAL, takeEarlyAnswer } from '../http/early-answers';
import { installFakeApi, json } from '../http/test-server';
import { heroPhotoSources } from '../images/hero-photo';
import { freshEarlyPage, imagePreloads } from '../early/early-test-helpers';
import { cityContentPath, cityHeroPhotos, startEarlyCityHero } from './city-hero-photos';

const SAO_PAULO = '/api/cities/S%C3%A3o%20Paulo/content/';
const city = (extra: object) => ({
  id: 7,
  name: 'São Paulo',
  image: '/media/sp.jpg',
  thumbnail_url: null,
  ...extra,
});
beforeEach(() => freshEarlyPage(EARLY_ANSWERS_GLOBAL));

test("a city route's name is read from the path as the router decodes it", () => {
  expect(cityNameFromPath('/city/S%C3%A3o%20Paulo')).toBe('São Paulo');
  expect(cityNameFromPath('/city/Paris/food')).toBe('Paris');
  expect(cityNameFromPath('/events')).toBeNull();
  expect(cityNameFromPath('/city/%E0%A4%A')).toBeNull();
  expect(cityContentPath('São Paulo')).toBe(SAO_PAULO);
});

test("a city's hero shows its hero photos, else its main image, else nothing", () => {
  expect(cityHeroPhotos(city({ hero_photos: ['/h1.jpg', '/h2.jpg'] }))).toEqual([
    '/h1.jpg',
    '/h2.jpg',
  ]);
  expect(cityHeroPhotos(city({ hero_photos: [] }))).toEqual(['/media/sp.jpg']);
  expect(cityHeroPhotos({ image: null, thumbnail_url: '/t.jpg' })).toEqual(['/t.jpg']);
  expect(cityHeroPhotos({ image: null, thumbnail_url: null })).toEqual([]);
});

test("the early call preloads the hero's first photo, and the page's first apiGet takes its answer", async () => {
  const api = installFakeApi({
    [`GET ${SAO_PAULO}`]: () => json(city({ hero_photos: ['/h1.jpg'] })),
  });
  await expect(startEarlyCityHero('São Paulo')).resolves.toBe('/h1.jpg');
  expect(imagePreloads()).toEqual([heroPhotoSources('/h1.jpg').src]);

  await expect(apiGet(SAO_PAULO)).resolves.toMatchObject({ name: 'São Paulo' });
  expect(api.callsTo('GET', SAO_PAULO)).toHaveLength(1);
  // Handed out once: the next call asks the API.
  await apiGet(SAO_PAULO);
  expect(api.callsTo('GET', SAO_PAULO)).toHaveLength(2);
});

test('a failed early call is not used: the page asks the API itself', async () => {
  let n = 0;
  const api = installFakeApi({
    [`GET ${SAO_PAULO}`]: () =>
      n++ === 0 ? json({ detail: 'Server error' }, 500) : json(city({})),
  });
  await expect(startEarlyCityHero('São Paulo')).resolves.toBeNull();
  await expect(apiGet(SAO_PAULO)).resolves.toMatchObject({ name: 'São Paulo' });
  expect(api.callsTo('GET', SAO_PAULO)).toHaveLength(2);
  expect(imagePreloads()).toEqual([]);
});

test("a signed-in visitor's city is never asked for early: its likes are theirs", async () => {
  localStorage.setItem(storageKeys.accessToken, 'token');
  const api = installFakeApi({});
  await expect(startEarlyCityHero('São Paulo')).resolves.toBeNull();
  expect(api.fetchMock).not.toHaveBeenCalled();
  expect(takeEarlyAnswer(SAO_PAULO)).toBeUndefined();
});
