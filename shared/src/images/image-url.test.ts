import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { defaultImageUrl, imageSrcSet, imageUrl, presetSize } from './image-url';

const remotes = { discovery: '', events: '', shop: '', account: '' };
const API = 'http://localhost:8000';

beforeEach(() => {
  resetRuntimeConfigForTests();
  setRuntimeConfig({ apiBaseUrl: API, remotes });
});

describe('API image endpoint', () => {
  test('maps /media/<path> to /api/images/<path> with a preset', () => {
    expect(imageUrl(`${API}/media/cities/paris.jpg`, 'thumbnail')).toBe(
      `${API}/api/images/cities/paris.jpg?preset=thumbnail`,
    );
    expect(imageUrl('/media/cities/paris.jpg', 'hero')).toBe(
      `${API}/api/images/cities/paris.jpg?preset=hero`,
    );
    expect(imageUrl('media/a/b.png', 'avatar')).toBe(`${API}/api/images/a/b.png?preset=avatar`);
  });

  test('widths and quality', () => {
    expect(imageUrl(`${API}/media/x.jpg`, { width: 800 }, { quality: 70 })).toBe(
      `${API}/api/images/x.jpg?w=800&q=70`,
    );
  });

  test('srcset over 400/800/1200/1600', () => {
    expect(imageSrcSet('/media/x.jpg')).toBe(
      [400, 800, 1200, 1600].map((w) => `${API}/api/images/x.jpg?w=${w} ${w}w`).join(', '),
    );
  });

  test('URLs that are not API media come back unchanged; no srcset for them', () => {
    expect(imageUrl('https://elsewhere.test/p.jpg', 'large')).toBe('https://elsewhere.test/p.jpg');
    expect(imageSrcSet('https://elsewhere.test/p.jpg')).toBe('');
  });

  test('a missing photo gets the default image', () => {
    expect(imageUrl(null, 'thumbnail')).toBe(defaultImageUrl());
    expect(imageUrl('', 'thumbnail')).toBe(defaultImageUrl());
    expect(defaultImageUrl()).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(defaultImageUrl())).toContain('viewBox="0 0 800 600"');
  });
});

describe('Cloudinary when a cloud name is configured', () => {
  beforeEach(() =>
    setRuntimeConfig({ apiBaseUrl: API, remotes, imageHost: { cloudName: 'citylens' } }),
  );

  test('fetch URLs with the preset sizes', () => {
    const src = `${API}/media/cities/paris.jpg`;
    expect(imageUrl(src, 'thumbnail')).toBe(
      `https://res.cloudinary.com/citylens/image/fetch/c_fill,w_400,h_300,q_auto,f_auto/${encodeURIComponent(src)}`,
    );
    expect(imageUrl(src, 'avatar')).toContain('/c_fill,w_150,h_150,q_auto,f_auto,g_face/');
    expect(imageUrl(src, 'background')).toContain(
      '/c_fill,w_1920,h_1080,q_auto,f_auto,e_blur:1000/',
    );
    expect(imageUrl(src, { width: 1200 }, { quality: 60 })).toContain(
      '/c_fill,w_1200,h_900,q_60,f_auto/',
    );
  });

  test('Cloudinary uploads get the transformation after /upload/', () => {
    expect(imageUrl('https://res.cloudinary.com/citylens/image/upload/v1/p.jpg', 'medium')).toBe(
      'https://res.cloudinary.com/citylens/image/upload/c_fill,w_800,h_600,q_auto,f_auto/v1/p.jpg',
    );
  });
});

test('preset sizes (spec §9)', () => {
  expect(presetSize('thumbnail')).toEqual({ width: 400, height: 300 });
  expect(presetSize('medium')).toEqual({ width: 800, height: 600 });
  expect(presetSize('large')).toEqual({ width: 1200, height: 900 });
  expect(presetSize('hero')).toEqual({ width: 1920, height: 1080 });
  expect(presetSize('avatar')).toEqual({ width: 150, height: 150 });
  expect(presetSize('background')).toEqual({ width: 1920, height: 1080 });
});
