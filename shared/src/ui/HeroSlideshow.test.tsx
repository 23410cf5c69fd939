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

test('advances every 5 s with an n / total counter, wrapping, and the first photo is the eager LCP image', () => {
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
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
});

test('the pause button stops and restarts the slideshow', async () => {
  mockReducedMotion(false);
  const { user } = renderWithProviders(<HeroSlideshow slides={slides} label="City photos" />, {
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  act(() => jest.advanceTimersByTime(15_000));
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  act(() => jest.advanceTimersByTime(5000));
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
    Array.from(container.querySelectorAll('img')).find((img) => img.style.opacity === '1')?.src;
  const { user, container, rerender } = renderWithProviders(
    <HeroSlideshow slides={slides} label="City photos" />,
    { userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  rerender(<HeroSlideshow slides={fresh} label="City photos" />);
  expect(shownImage(container)).toContain('/media/hero/1.jpg');
  // Playing again, the hero takes the new photos.
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  expect(shownImage(container)).toContain('/media/hero/4.jpg');

  mockReducedMotion(true);
  const still = renderWithProviders(<HeroSlideshow slides={slides} label="Still photos" />);
  still.rerender(<HeroSlideshow slides={fresh} label="Still photos" />);
  expect(shownImage(still.container)).toContain('/media/hero/1.jpg');
});

test('with prefers-reduced-motion it never advances by itself', () => {
  mockReducedMotion(true);
  renderWithProviders(<HeroSlideshow slides={slides} label="City photos" />);
  act(() => jest.advanceTimersByTime(20_000));
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
});

test('the next photo is fetched only once the shown one has loaded, so it never competes with the first', () => {
  mockReducedMotion(false);
  const { container } = renderWithProviders(<HeroSlideshow slides={slides} label="City photos" />);
  const images = () => Array.from(container.querySelectorAll('img'));
  expect(images()[0]).toHaveAttribute('src');
  expect(images()[1]).not.toHaveAttribute('src');
  act(() => {
    images()[0]!.dispatchEvent(new Event('load'));
  });
  expect(images()[1]).toHaveAttribute('src');
  expect(images()[2]).not.toHaveAttribute('src');
});

test('a slide fetched ahead loads while hidden: once it shows, the one after it is fetched', () => {
  mockReducedMotion(false);
  const { container } = renderWithProviders(<HeroSlideshow slides={slides} label="City photos" />);
  const images = () => Array.from(container.querySelectorAll('img'));
  act(() => {
    images()[0]!.dispatchEvent(new Event('load'));
  });
  act(() => {
    images()[1]!.dispatchEvent(new Event('load'));
  });
  expect(images()[2]).not.toHaveAttribute('src');
  act(() => {
    jest.advanceTimersByTime(5000);
  });
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
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
