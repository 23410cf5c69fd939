import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { TEST_API } from '../http/test-server';
import { heroPhotoSources, HERO_PHOTO_SIZES } from '../images/hero-photo';
import { theme } from '../ui/theme';
import {
  EARLY_HERO_FRAME_ID,
  paintEarlyHeroFrame,
  releaseEarlyHeroFrame,
} from './early-hero-frame';

const frame = () => document.getElementById(EARLY_HERO_FRAME_ID);

beforeEach(() => {
  resetRuntimeConfigForTests();
  setRuntimeConfig({
    apiBaseUrl: TEST_API,
    remotes: { discovery: '', events: '', shop: '', account: '' },
  });
});
afterEach(() => releaseEarlyHeroFrame());

test("paints the hero's first photo below the header's band, behind the page and out of reach", () => {
  paintEarlyHeroFrame('/media/lisbon.jpg', 'clamp(380px, 62vh, 620px)');
  const painted = frame()!;
  expect(painted.parentElement).toBe(document.body);
  expect(painted.getAttribute('aria-hidden')).toBe('true');
  expect(painted.style.zIndex).toBe('-1');
  expect(painted.style.pointerEvents).toBe('none');

  const [band, hero] = Array.from(painted.children) as HTMLElement[];
  expect(band!.style.height).toBe(`${theme.headerHeight}px`);
  expect(hero!.style.height).toBe('clamp(380px, 62vh, 620px)');

  // The same file the hero's first slide asks for, at high priority.
  const photo = hero!.querySelector('img')!;
  const { src, srcSet } = heroPhotoSources('/media/lisbon.jpg');
  expect(srcSet).toContain('1600w');
  expect(photo.getAttribute('src')).toBe(src);
  expect(photo.getAttribute('srcset')).toBe(srcSet);
  expect(photo.getAttribute('sizes')).toBe(HERO_PHOTO_SIZES);
  expect(photo.getAttribute('fetchpriority')).toBe('high');
  expect(photo.alt).toBe('');
});

test('paints once, and release removes it', () => {
  paintEarlyHeroFrame('/media/a.jpg', '400px');
  paintEarlyHeroFrame('/media/b.jpg', '400px');
  expect(document.querySelectorAll(`#${EARLY_HERO_FRAME_ID}`)).toHaveLength(1);
  expect(frame()!.querySelector('img')!.getAttribute('src')).toBe(
    heroPhotoSources('/media/a.jpg').src,
  );
  releaseEarlyHeroFrame();
  expect(frame()).toBeNull();
  // Releasing again is harmless.
  releaseEarlyHeroFrame();
});

test('tells when the photo has arrived, and resolves once it has been painted or could not load', async () => {
  const onLoaded = jest.fn();
  const loaded = paintEarlyHeroFrame('/media/a.jpg', '400px', onLoaded);
  expect(onLoaded).not.toHaveBeenCalled();
  frame()!.querySelector('img')!.dispatchEvent(new Event('load'));
  expect(onLoaded).toHaveBeenCalledTimes(1);
  await expect(loaded).resolves.toBeUndefined();
  releaseEarlyHeroFrame();

  const onFailedLoad = jest.fn();
  const failed = paintEarlyHeroFrame('/media/missing.jpg', '400px', onFailedLoad);
  frame()!.querySelector('img')!.dispatchEvent(new Event('error'));
  await expect(failed).resolves.toBeUndefined();
  expect(onFailedLoad).not.toHaveBeenCalled();
});
