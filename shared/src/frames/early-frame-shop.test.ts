/**
 * @jest-environment ./src/http/jsdom-fetch-environment.cjs
 */
import { freshEarlyPage } from '../early/early-test-helpers';
import { storageKeys } from '../contracts/storage-keys';
import { apiGet } from '../http/api-client';
import { EARLY_ANSWERS_GLOBAL } from '../http/early-answers';
import { installFakeApi, json } from '../http/test-server';
import {
  FRAME_CARD_IMAGE_SIZES,
  frameCardImageSources,
  frameListPaths,
  FRAME_LIST_PATHS,
  startEarlyFrameShop,
} from './early-frame-shop';

const { picture: PICTURE_FRAMES_PATH, painting: PAINTING_FRAMES_PATH } = FRAME_LIST_PATHS;
const frame = (id: number, image: string) => ({
  id,
  name: `Frame ${id}`,
  price: 39.5,
  frame_size: '30x40',
  black_image_url: image,
  brown_image_url: image.replace('black', 'brown'),
});

const imagePreloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((l) => ({
    href: l.getAttribute('href'),
    srcset: l.getAttribute('imagesrcset'),
    sizes: l.getAttribute('imagesizes'),
    priority: l.getAttribute('fetchpriority'),
  }));

beforeEach(() => freshEarlyPage(EARLY_ANSWERS_GLOBAL));

test('each tab asks for the lists it shows, picture frames first on All', () => {
  expect(frameListPaths('')).toEqual([PICTURE_FRAMES_PATH, PAINTING_FRAMES_PATH]);
  expect(frameListPaths('?tab=unknown')).toEqual([PICTURE_FRAMES_PATH, PAINTING_FRAMES_PATH]);
  expect(frameListPaths('?tab=picture')).toEqual([PICTURE_FRAMES_PATH]);
  expect(frameListPaths('?tab=painting')).toEqual([PAINTING_FRAMES_PATH]);
});

test("the first card's black photo is preloaded as the card asks for it, and the shop's first calls take the answers", async () => {
  const api = installFakeApi({
    [`GET ${PICTURE_FRAMES_PATH}`]: () => json([frame(1, '/media/frames/p1-black.jpg')]),
    [`GET ${PAINTING_FRAMES_PATH}`]: () => json([frame(1, '/media/frames/q1-black.jpg')]),
  });
  await expect(startEarlyFrameShop('')).resolves.toBe('/media/frames/p1-black.jpg');
  const { src, srcSet } = frameCardImageSources('/media/frames/p1-black.jpg');
  expect(srcSet).toContain('400w');
  expect(imagePreloads()).toEqual([
    { href: src, srcset: srcSet, sizes: FRAME_CARD_IMAGE_SIZES, priority: 'high' },
  ]);

  await expect(apiGet(PICTURE_FRAMES_PATH)).resolves.toHaveLength(1);
  await expect(apiGet(PAINTING_FRAMES_PATH)).resolves.toHaveLength(1);
  expect(api.callsTo('GET', PICTURE_FRAMES_PATH)).toHaveLength(1);
  expect(api.callsTo('GET', PAINTING_FRAMES_PATH)).toHaveLength(1);
});

test('with no picture frames the first card is the first painting frame; the painting tab asks only for those', async () => {
  installFakeApi({
    [`GET ${PICTURE_FRAMES_PATH}`]: () => json([]),
    [`GET ${PAINTING_FRAMES_PATH}`]: () => json([frame(4, '/media/frames/q4-black.jpg')]),
  });
  await expect(startEarlyFrameShop('')).resolves.toBe('/media/frames/q4-black.jpg');

  freshEarlyPage(EARLY_ANSWERS_GLOBAL);
  const api = installFakeApi({
    [`GET ${PAINTING_FRAMES_PATH}`]: () => json([frame(5, '/media/frames/q5-black.jpg')]),
  });
  await expect(startEarlyFrameShop('?tab=painting')).resolves.toBe('/media/frames/q5-black.jpg');
  expect(api.callsTo('GET', PICTURE_FRAMES_PATH)).toHaveLength(0);
});

test('a failed list preloads nothing and is not used: the shop asks the API itself', async () => {
  let n = 0;
  const api = installFakeApi({
    [`GET ${PICTURE_FRAMES_PATH}`]: () =>
      n++ === 0 ? json({ detail: 'Server error' }, 500) : json([frame(1, '/media/p.jpg')]),
    [`GET ${PAINTING_FRAMES_PATH}`]: () => json([]),
  });
  await expect(startEarlyFrameShop('?tab=picture')).resolves.toBeNull();
  expect(imagePreloads()).toEqual([]);
  await expect(apiGet(PICTURE_FRAMES_PATH)).resolves.toHaveLength(1);
  expect(api.callsTo('GET', PICTURE_FRAMES_PATH)).toHaveLength(2);
});

test('frames are the same for everyone: a signed-in visitor gets them early too', async () => {
  localStorage.setItem(storageKeys.accessToken, 'token');
  const api = installFakeApi({
    [`GET ${PICTURE_FRAMES_PATH}`]: () => json([frame(1, '/media/frames/p1-black.jpg')]),
  });
  await expect(startEarlyFrameShop('?tab=picture')).resolves.toBe('/media/frames/p1-black.jpg');
  await apiGet(PICTURE_FRAMES_PATH);
  expect(api.callsTo('GET', PICTURE_FRAMES_PATH)).toHaveLength(1);
});
