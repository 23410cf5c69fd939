import { heldPhoto, LAZY_PHOTO_MARGIN_PX } from '../src/contracts/server-render';
import { PHOTOS_NEAR_VIEW } from './serve';

/** The IntersectionObserver the holder makes (jsdom has none): what it watches, and its callback. */
let near: { callback: IntersectionObserverCallback; margin?: string; watched: Element[] };

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    near = { callback, margin: options?.rootMargin, watched: [] };
  }
  observe(element: Element) {
    near.watched.push(element);
  }
  unobserve(element: Element) {
    near.watched = near.watched.filter((e) => e !== element);
  }
  disconnect() {}
}

/** The browser reports `img` within the margin of the view. */
function comesNear(img: Element) {
  near.callback(
    [{ isIntersecting: true, target: img } as unknown as IntersectionObserverEntry],
    near as unknown as IntersectionObserver,
  );
}

/** The parser adds the page's photos; the holder hears of them as the browser's parse yields. */
async function parse(html: string) {
  document.body.innerHTML = html;
  await Promise.resolve();
}

const photo = (selector: string) => document.querySelector(selector) as HTMLImageElement;

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  // The page's inline script, as the browser runs it from the head.
  new Function(PHOTOS_NEAR_VIEW)();
});

test('a lazy photo is held from the parse and given its source within the spec’s 50 px', async () => {
  await parse(
    '<img id="hero" fetchpriority="high" src="/hero.avif">' +
      '<div><p><img id="card" loading="lazy" src="/card-400.avif" srcset="/card-400.avif 400w, /card-800.avif 800w" alt="Paris"></p></div>',
  );
  const card = photo('#card');
  expect(near.margin).toBe(`${LAZY_PHOTO_MARGIN_PX}px`);
  expect(card.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
  expect(card.hasAttribute('srcset')).toBe(false);
  expect(card.getAttribute(heldPhoto.srcAttribute)).toBe('/card-400.avif');
  expect(near.watched).toEqual([card]);
  // The hero (eager, the page's first photo) is left alone.
  expect(photo('#hero').getAttribute('src')).toBe('/hero.avif');
  expect(photo('#hero').hasAttribute(heldPhoto.srcAttribute)).toBe(false);

  comesNear(card);
  expect(card.getAttribute('src')).toBe('/card-400.avif');
  expect(card.getAttribute('srcset')).toBe('/card-400.avif 400w, /card-800.avif 800w');
  expect(card.hasAttribute(heldPhoto.srcAttribute)).toBe(false);
  expect(card.hasAttribute(heldPhoto.srcsetAttribute)).toBe(false);
  expect(near.watched).toEqual([]);
});

test('a photo whose source the app has changed since keeps the new one', async () => {
  await parse('<img id="slide" loading="lazy" src="/first.avif" alt="">');
  const slide = photo('#slide');
  slide.setAttribute('src', '/second.avif');
  comesNear(slide);
  expect(slide.getAttribute('src')).toBe('/second.avif');
  expect(slide.hasAttribute(heldPhoto.srcAttribute)).toBe(false);
});
