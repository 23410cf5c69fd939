/**
 * @jest-environment ./src/http/jsdom-fetch-environment.cjs
 */
import { waitFor } from '@testing-library/react';
import { createTestQueryClient } from '@citylens/shared/testing';
import { installFakeApi, json } from '../http/test-server';
import { resetRuntimeConfigForTests } from '../config/runtime-config';
import { heroPhotoSources } from '../images/hero-photo';
import { freshEarlyPage, imagePreloads } from '../early/early-test-helpers';
import {
  EARLY_RANDOM_PHOTOS_GLOBAL,
  startEarlyRandomPhotos,
  takeEarlyRandomPhoto,
} from './early-random-photos';
import { prefetchRandomCityPhotos, randomCityPhotoQuery } from './random-city-photos';

const RANDOM = '/api/city_photos/random/';
beforeEach(() => freshEarlyPage(EARLY_RANDOM_PHOTOS_GLOBAL));

test("the early calls go out at once, the first photo is preloaded, and the app's queries take their answers", async () => {
  let n = 0;
  const api = installFakeApi({
    [`GET ${RANDOM}`]: () => json({ data: { photo: `/media/${n++}.jpg`, city_name: 'Lisbon' } }),
  });
  const first = startEarlyRandomPhotos();
  // The first call at once, the other four a task later.
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(5));
  // The first photo, and only it, is preloaded and handed on to be painted.
  await expect(first).resolves.toBe('/media/0.jpg');
  expect(imagePreloads()).toEqual([heroPhotoSources('/media/0.jpg').src]);

  const client = createTestQueryClient();
  await expect(prefetchRandomCityPhotos(client)).resolves.toEqual({
    photo: '/media/0.jpg',
    cityName: 'Lisbon',
  });
  await Promise.all([1, 2, 3, 4].map((slot) => client.fetchQuery(randomCityPhotoQuery(slot))));
  // Five photos, five calls: the app asked for none of them again.
  expect(api.callsTo('GET', RANDOM)).toHaveLength(5);
  // The app's own preload of the same photo adds nothing.
  expect(imagePreloads()).toHaveLength(1);
});

test('a failed early call is not used: the slot asks the API itself', async () => {
  let n = 0;
  const api = installFakeApi({
    [`GET ${RANDOM}`]: () =>
      n++ < 5 ? json({ detail: 'Server error' }, 500) : json({ data: { photo: '/media/ok.jpg' } }),
  });
  const first = startEarlyRandomPhotos();
  await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(5));
  const client = createTestQueryClient();
  await expect(client.fetchQuery(randomCityPhotoQuery(0))).resolves.toEqual({
    photo: '/media/ok.jpg',
    cityName: null,
  });
  expect(api.callsTo('GET', RANDOM)).toHaveLength(6);
  expect(imagePreloads()).toEqual([]);
  // Nothing is painted early: the hero shows the app's own answer.
  await expect(first).resolves.toBeNull();
});

test('each early answer is handed out once; a later fetch of the slot asks the API', async () => {
  installFakeApi({ [`GET ${RANDOM}`]: () => json({ data: { photo: '/media/a.jpg' } }) });
  expect(takeEarlyRandomPhoto(1)).toBeUndefined();
  startEarlyRandomPhotos();
  await expect(takeEarlyRandomPhoto(1)).resolves.toEqual({ data: { photo: '/media/a.jpg' } });
  expect(takeEarlyRandomPhoto(1)).toBeUndefined();
});

test('without a runtime config nothing is started', async () => {
  resetRuntimeConfigForTests();
  const api = installFakeApi({});
  await expect(startEarlyRandomPhotos()).resolves.toBeNull();
  expect(api.fetchMock).not.toHaveBeenCalled();
  expect(takeEarlyRandomPhoto(0)).toBeUndefined();
});
