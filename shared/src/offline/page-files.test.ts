import { candidatesFor, deepLinksIn, photosOf, scriptsOf } from './page-files';

const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const at = 'http://localhost:3000/city/Paris/articles';
const srcset = (name: string) =>
  [400, 800, 1200, 1600].map((w) => `http://api/${name}?w=${w} ${w}w`).join(', ');

test('the deep links a page’s cards open, within the city only', () => {
  const doc = page(`
    <a href="/city/Paris/articles?article=1#top">Read</a>
    <a href="/city/Paris/articles?article=1">Read again</a>
    <a href="/city/Paris/lifestyle?photo=3">Photo</a>
    <a href="/city/Paris/articles">No deep link</a>
    <a href="/city/Tokyo/articles?article=9">Another city</a>
    <a href="https://example.com/city/Paris?x=1">Elsewhere</a>`);
  expect(deepLinksIn(doc, at, '/city/Paris')).toEqual([
    'http://localhost:3000/city/Paris/articles?article=1',
    'http://localhost:3000/city/Paris/lifestyle?photo=3',
  ]);
});

test('the scripts a page runs: its own, the entries it starts after its photo, its preloads', () => {
  const doc = page(`
    <script defer src="/main.js"></script>
    <meta name="citylens-app-entry" content="/chunks/react-dom.0123456789.js">
    <link rel="preload" as="fetch" href="http://localhost:3001/mf-manifest.json">
    <link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js">
    <link rel="preload" as="image" href="http://api/hero.jpg">
    <script>inline()</script>`);
  expect(scriptsOf(doc, at)).toEqual([
    'http://localhost:3000/main.js',
    'http://localhost:3000/chunks/react-dom.0123456789.js',
    'http://localhost:3001/mf-manifest.json',
    'http://localhost:3001/remoteEntry.js',
  ]);
});

test('a srcset keeps the candidates either side of the slot, one at its ends', () => {
  expect(candidatesFor(srcset('a'), 700)).toEqual(['http://api/a?w=400', 'http://api/a?w=800']);
  expect(candidatesFor(srcset('a'), 800)).toEqual(['http://api/a?w=400', 'http://api/a?w=800']);
  expect(candidatesFor(srcset('a'), 300)).toEqual(['http://api/a?w=400']);
  expect(candidatesFor(srcset('a'), 3000)).toEqual(['http://api/a?w=1600']);
});

test('a page’s photos at this device: each slot’s width × the pixel ratio', () => {
  const doc = page(`
    <link rel="preload" as="image" href="http://api/hero?w=1200" imagesrcset="${srcset('hero')}" imagesizes="100vw">
    <img src="http://api/card?preset=thumbnail" srcset="${srcset('card')}" sizes="(min-width: 1024px) 33vw, 100vw">
    <img src="http://api/viewer?preset=large" alt="">
    <img src="data:image/svg+xml,x" alt="">`);
  const slot = (sizes: string) => (sizes === '100vw' ? 390 : 300);
  expect(photosOf(doc, at, slot, 2)).toEqual([
    'http://api/card?w=400',
    'http://api/card?w=800',
    'http://api/viewer?preset=large',
    'http://api/hero?w=400',
    'http://api/hero?w=800',
  ]);
});
