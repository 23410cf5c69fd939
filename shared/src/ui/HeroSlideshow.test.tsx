import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import { preloadHeroPhoto } from '@citylens/shared';
import { HeroSlideshow } from './HeroSlideshow';

const slides = [1, 2, 3].map((n) => ({ key: n, image: `/media/hero/${n}.jpg`, alt: `Photo ${n}` }));

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The slideshow, moving (no reduced motion): its img elements, and `load(i)` to finish one. */
function renderMoving() {
  mockReducedMotion(false);
  const { container } = renderWithProviders(<HeroSlideshow slides={slides} label="City photos" />);
  const images = () => Array.from(container.querySelectorAll('img'));
  const load = (index: number) =>
    act(async () => {
      images()[index]!.dispatchEvent(new Event('load'));
    });
  return { images, load };
}

/** The photos that have a source finish loading (and decoding). */
async function loadImages(container: HTMLElement) {
  await act(async () => {
    for (const img of container.querySelectorAll('img[src]')) img.dispatchEvent(new Event('load'));
  });
}

/** Time passes with every photo arriving as soon as it is asked for. */
async function advanceLoaded(container: HTMLElement, ms: number) {
  for (let left = ms; left > 0; left -= 1000) {
    await loadImages(container);
    act(() => jest.advanceTimersByTime(Math.min(1000, left)));
  }
  await loadImages(container);
}

test('advances every 5 s with an n / total counter, wrapping, and the first photo is the eager LCP image', async () => {
  mockReducedMotion(false);
  const { container } = renderWithProviders(
    <HeroSlideshow slides={slides} label="City photos">
      <h1>Hello</h1>
    </HeroSlideshow>,
  );
  expect(screen.getByRole('region', { name: 'City photos' })).toBeInTheDocument();
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  const first = container.querySelector('img');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('loading', 'eager');
  await loadImages(container);
  act(() => jest.advanceTimersByTime(2500));
  await loadImages(container);
  act(() => jest.advanceTimersByTime(2499));
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  await advanceLoaded(container, 10_000);
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
});

test('the next photo shows only once it has loaded: a slow one delays the change, then it comes at once', async () => {
  const { images, load } = renderMoving();
  await load(0);
  act(() => jest.advanceTimersByTime(2500));
  expect(images()[1]).toHaveAttribute('src');
  act(() => jest.advanceTimersByTime(6500));
  // Its time has come and gone, but the second photo is still on its way: the first stays.
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  expect(images()[0]).toHaveStyle({ opacity: '1' });
  expect(images()[1]).toHaveStyle({ opacity: '0' });
  await load(1);
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  // The new photo fades in on top; the one it replaces stays opaque beneath it.
  expect(images()[1]).toHaveStyle({ opacity: '1', zIndex: '2' });
  expect(images()[0]).toHaveStyle({ opacity: '1', zIndex: '1' });
  expect(images()[2]).toHaveStyle({ opacity: '0' });
});

test('moving, a refresh that replaces the shown photo keeps it on screen until the next change', async () => {
  mockReducedMotion(false);
  const shownImage = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('img')).find((img) => img.style.zIndex === '2')?.src;
  const { container, rerender } = renderWithProviders(
    <HeroSlideshow slides={slides} label="City photos" />,
  );
  await advanceLoaded(container, 5000);
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  expect(shownImage(container)).toContain('/media/hero/2.jpg');

  // The second photo is replaced by a new one that has not loaded: the second stays shown.
  const refreshed = [
    slides[0]!,
    { key: 9, image: '/media/hero/9.jpg', alt: 'Photo 9' },
    slides[2]!,
  ];
  rerender(<HeroSlideshow slides={refreshed} label="City photos" />);
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  expect(shownImage(container)).toContain('/media/hero/2.jpg');

  // The refresh moved the shown photo: it is still the one shown, at its new place.
  const reordered = [slides[1]!, slides[0]!, slides[2]!];
  rerender(<HeroSlideshow slides={reordered} label="City photos" />);
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  expect(shownImage(container)).toContain('/media/hero/2.jpg');

  // Moving on, the next photo comes in over it as usual.
  await advanceLoaded(container, 5000);
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  expect(shownImage(container)).toContain('/media/hero/1.jpg');
});

test('the pause button stops and restarts the slideshow', async () => {
  mockReducedMotion(false);
  const { user, container } = renderWithProviders(
    <HeroSlideshow slides={slides} label="City photos" />,
    { userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  await advanceLoaded(container, 15_000);
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  // Playing again, the next photo is fetched half an interval later and shows at the interval.
  await advanceLoaded(container, 5000);
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
});

test('paused or with reduced motion, new photos from the caller do not replace the ones on screen', async () => {
  mockReducedMotion(false);
  const fresh = [4, 5, 6].map((n) => ({
    key: n,
    image: `/media/hero/${n}.jpg`,
    alt: `Photo ${n}`,
  }));
  const shownImage = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('img')).find((img) => img.style.zIndex === '2')?.src;
  const { user, container, rerender } = renderWithProviders(
    <HeroSlideshow slides={slides} label="City photos" />,
    { userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  rerender(<HeroSlideshow slides={fresh} label="City photos" />);
  expect(shownImage(container)).toContain('/media/hero/1.jpg');
  // Playing again, the hero moves on to the new photos (the one on screen stays until then).
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  expect(shownImage(container)).toContain('/media/hero/1.jpg');
  await advanceLoaded(container, 5000);
  expect(shownImage(container)).toContain('/media/hero/5.jpg');

  mockReducedMotion(true);
  const still = renderWithProviders(<HeroSlideshow slides={slides} label="Still photos" />);
  still.rerender(<HeroSlideshow slides={fresh} label="Still photos" />);
  expect(shownImage(still.container)).toContain('/media/hero/1.jpg');
});

test('with prefers-reduced-motion it never advances by itself', async () => {
  mockReducedMotion(true);
  const { container } = renderWithProviders(<HeroSlideshow slides={slides} label="City photos" />);
  await advanceLoaded(container, 20_000);
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
});

test('the next photo is fetched half an interval after the shown one has loaded, so it never competes with the page starting', async () => {
  const { images, load } = renderMoving();
  expect(images()[0]).toHaveAttribute('src');
  expect(images()[1]).not.toHaveAttribute('src');
  act(() => jest.advanceTimersByTime(5000));
  expect(images()[1]).not.toHaveAttribute('src');
  await load(0);
  act(() => jest.advanceTimersByTime(2499));
  expect(images()[1]).not.toHaveAttribute('src');
  act(() => jest.advanceTimersByTime(1));
  expect(images()[1]).toHaveAttribute('src');
  expect(images()[2]).not.toHaveAttribute('src');
});

test('paused, the slideshow fetches no photo ahead', async () => {
  const { images, load } = renderMoving();
  await load(0);
  await act(async () => screen.getByRole('button', { name: 'Pause slideshow' }).click());
  act(() => jest.advanceTimersByTime(20_000));
  expect(images()[1]).not.toHaveAttribute('src');
});

test('a slide fetched ahead loads while hidden: once it shows, the one after it is fetched', async () => {
  const { images, load } = renderMoving();
  await load(0);
  act(() => jest.advanceTimersByTime(2500));
  await load(1);
  expect(images()[2]).not.toHaveAttribute('src');
  act(() => jest.advanceTimersByTime(2500));
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  expect(images()[2]).not.toHaveAttribute('src');
  act(() => jest.advanceTimersByTime(2500));
  expect(images()[2]).toHaveAttribute('src');
});

test('preloadHeroPhoto asks for the same candidates and sizes as the slide, once', () => {
  mockReducedMotion(false);
  preloadHeroPhoto('/media/hero/1.jpg');
  preloadHeroPhoto('/media/hero/1.jpg');
  const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  expect(links).toHaveLength(1);
  const { container } = renderWithProviders(<HeroSlideshow slides={slides} label="City photos" />);
  const first = container.querySelector('img')!;
  expect(links[0]).toHaveAttribute('href', first.getAttribute('src'));
  expect(links[0]!.getAttribute('imagesrcset') ?? '').toBe(first.getAttribute('srcset') ?? '');
  expect(links[0]).toHaveAttribute('fetchpriority', 'high');
  links[0]!.remove();
});
