import { HERO_PHOTO_SIZES, heroPhotoSources } from '../images/hero-photo';
import { theme } from '../ui/theme';

/**
 * The early hero frame: on a page that opens on a photo hero, the early page script paints the
 * hero's first photo (with the header's band above it) as soon as the photo is known, while the
 * app's code is still arriving. It sits behind the page, exactly where the hero will be, so when
 * the app renders its hero over it nothing moves; the hero releases it once its own first photo
 * has loaded (from the same cache entry). Kept free of React and emotion: it runs on its own.
 */

export const EARLY_HERO_FRAME_ID = 'citylens-early-hero';

function styled<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  Object.assign(element.style, style);
  return element;
}

/**
 * Paints `image` in a hero `height` tall (CSS) below the header's band, behind the page.
 * Calls `onLoaded` once the photo has arrived; resolves once it has been painted, or could not be
 * loaded.
 */
export function paintEarlyHeroFrame(
  image: string,
  height: string,
  onLoaded?: () => void,
): Promise<void> {
  if (document.getElementById(EARLY_HERO_FRAME_ID)) return Promise.resolve();
  // A screen tall in the page's own colour: the page below the hero is not white meanwhile.
  const frame = styled('div', {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '100%',
    minHeight: '100vh',
    background: theme.colors.background,
    zIndex: '-1',
    pointerEvents: 'none',
  });
  frame.id = EARLY_HERO_FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');

  const band = styled('div', { height: `${theme.headerHeight}px`, background: theme.headerBand });
  const hero = styled('div', {
    position: 'relative',
    height,
    overflow: 'hidden',
    background: theme.colors.ink,
  });
  const { src, srcSet } = heroPhotoSources(image);
  const photo = styled('img', {
    position: 'absolute',
    inset: '0',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  });
  photo.alt = '';
  // The same candidates and sizes as the hero's first slide: the browser fetches one file.
  if (srcSet) {
    photo.setAttribute('srcset', srcSet);
    photo.setAttribute('sizes', HERO_PHOTO_SIZES);
  }
  const painted = new Promise<void>((resolve) => {
    photo.addEventListener('load', () => {
      onLoaded?.();
      afterShown(photo, resolve);
    });
    photo.addEventListener('error', () => resolve());
  });
  photo.src = src;
  photo.setAttribute('fetchpriority', 'high');
  const scrim = styled('div', { position: 'absolute', inset: '0', background: theme.heroScrim });
  hero.append(photo, scrim);
  frame.append(band, hero);
  document.body.appendChild(frame);
  return painted;
}

/**
 * Calls `done` once a loaded photo is on screen: when the browser reports it as the page's largest
 * paint (its presentation, not just its paint on the main thread), else a few frames later.
 */
function afterShown(photo: HTMLImageElement, done: () => void): void {
  let observer: PerformanceObserver | undefined;
  let called = false;
  const once = () => {
    observer?.disconnect();
    if (!called) done();
    called = true;
  };
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (entries.some((entry) => entry.element === photo)) once();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  setTimeout(once, SHOWN_FALLBACK_MS);
}

/** How long after loading a photo counts as shown where the browser cannot tell. */
const SHOWN_FALLBACK_MS = 150;

/** Removes the early hero frame: the page's own hero shows its photo, or the visitor moved on. */
export function releaseEarlyHeroFrame(): void {
  document.getElementById(EARLY_HERO_FRAME_ID)?.remove();
}
