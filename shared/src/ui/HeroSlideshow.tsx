import { useState, type ReactNode } from 'react';
import { HERO_PHOTO_SIZES, heroPhotoSources } from '@citylens/shared';
import { FIRST_PHOTO_ELEMENT_TIMING } from '../contracts/server-render';
import { heroSlideshowStyles as styles } from './hero-slideshow-styles';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useSettledPhotos, useSlideRotation, useStillSlides } from './use-hero-slides';

/** Spec §9: slideshows advance every 5 s. */
export const SLIDESHOW_INTERVAL_MS = 5000;

/** The play/pause button's icon paths (a triangle, two bars). */
const PLAY_ICON = 'M7 5v14l12-7z';
const PAUSE_ICON = 'M6 5h4v14H6zM14 5h4v14h-4z';

export interface HeroSlide {
  key: string | number;
  /** Image path or URL, as `imageUrl` takes it. */
  image: string;
  alt: string;
}

export interface HeroSlideshowProps {
  slides: readonly HeroSlide[];
  intervalMs?: number;
  /** Accessible name of the slideshow region (e.g. "City photos"). */
  label: string;
  /** Content over the photos: heading, search box. */
  children?: ReactNode;
  /** CSS height of the hero (default: a responsive clamp). */
  height?: string;
}

/** Settles `key` once its photo has decoded too, so the first frame of its fade has the picture. */
function settleDecoded(
  image: HTMLImageElement,
  key: HeroSlide['key'],
  settle: (key: HeroSlide['key']) => void,
) {
  const decoded = typeof image.decode === 'function' ? image.decode() : undefined;
  void Promise.resolve(decoded)
    .catch(() => undefined)
    .then(() => settle(key));
}

/**
 * The hero's stack of photos (decorative: the counter names the shown one). The first is the
 * page's LCP image: eager, high priority, decoded at once; the others load lazily, once `seen`.
 * The slide `leaving` stays opaque beneath the incoming one until that has faded in.
 */
function HeroPhotos({
  slides,
  current,
  seen,
  leaving,
  settle,
}: {
  slides: readonly HeroSlide[];
  current: number;
  seen: ReadonlySet<number>;
  leaving: HeroSlide | null;
  settle: (key: HeroSlide['key']) => void;
}) {
  const leavingGone =
    leaving && !slides.some((slide) => slide.key === leaving.key) ? leaving : null;
  return (
    <div css={styles.slides} aria-hidden="true">
      {leavingGone ? (
        <img
          key={leavingGone.key}
          alt=""
          src={heroPhotoSources(leavingGone.image).src}
          srcSet={heroPhotoSources(leavingGone.image).srcSet || undefined}
          sizes={HERO_PHOTO_SIZES}
          css={styles.slide}
          style={{ opacity: 1, zIndex: 1 }}
        />
      ) : null}
      {slides.map((slide, i) => {
        const sources = seen.has(i) ? heroPhotoSources(slide.image) : null;
        const shown = i === current;
        const beneath = !shown && slide.key === leaving?.key;
        return (
          <img
            key={slide.key}
            alt=""
            src={sources?.src}
            srcSet={sources?.srcSet || undefined}
            sizes={HERO_PHOTO_SIZES}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding={i === 0 ? 'sync' : 'async'}
            {...(i === 0 ? { elementtiming: FIRST_PHOTO_ELEMENT_TIMING } : {})}
            css={[styles.slide, shown && styles.shownSlide]}
            style={{ opacity: shown || beneath ? 1 : 0, zIndex: shown ? 2 : beneath ? 1 : 0 }}
            // A server-rendered photo may have loaded before the page hydrated, when its load
            // event had no listener yet: the element is then already complete.
            ref={(image) => {
              if (image?.complete && image.naturalWidth > 0)
                settleDecoded(image, slide.key, settle);
            }}
            onLoad={(event) => settleDecoded(event.currentTarget, slide.key, settle)}
            onError={() => settle(slide.key)}
          />
        );
      })}
    </div>
  );
}

/**
 * A full-width hero of rotating photos with content on top (home, events, city pages). It
 * reserves its height up front so nothing shifts as photos arrive, loads the first photo eagerly
 * at high priority (the page's LCP) and the others lazily, shows "n / total", and can be paused
 * (WCAG 2.2.2); with prefers-reduced-motion it never advances by itself. Paused or still, new photos
 * from the caller do not replace the ones on screen.
 *
 * It moves on only to a photo that has loaded and decoded (a slow one delays the change rather
 * than showing an empty, dark slide), and the new photo fades in over the one it replaces, which
 * stays opaque beneath: two half-transparent photos would let the dark backdrop show through.
 */
export function HeroSlideshow({
  slides: liveSlides,
  intervalMs = SLIDESHOW_INTERVAL_MS,
  label,
  children,
  height = 'clamp(380px, 62vh, 620px)',
}: HeroSlideshowProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !paused && !reducedMotion;
  const fresh = useStillSlides(liveSlides, moving);
  // The next photo is fetched (one slide ahead, so it is decoded before it shows) only once the
  // shown one has loaded or failed, so it never competes with the first photo for the network
  // (and half an interval later: `useFetchAhead`).
  const [settled, settle] = useSettledPhotos();
  const { slides, current, seen, playing, leaving, setDue } = useSlideRotation(
    fresh,
    moving,
    intervalMs,
    settled,
  );
  const total = slides.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      css={styles.hero}
      style={{ height }}
    >
      {/*
        The caption comes first in the HTML and the overlay is the photos' own (styles.slides): a
        first paint made while the HTML is still being read already has both wherever the photo
        shows, never the bare photo (a cached photo painted before the rest had been parsed).
      */}
      <div css={styles.content}>{children}</div>
      <HeroPhotos slides={slides} current={current} seen={seen} leaving={leaving} settle={settle} />
      {total > 0 ? (
        <div css={styles.controls}>
          <span
            css={styles.counter}
            aria-live={playing ? 'off' : 'polite'}
            title={slides[current]?.alt}
          >
            {current + 1} / {total}
          </span>
          {total > 1 && !reducedMotion ? (
            <button
              type="button"
              css={styles.pause}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => {
                setPaused((p) => !p);
                // Playing again starts a full interval on the photo shown.
                setDue(null);
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d={paused ? PLAY_ICON : PAUSE_ICON} fill="currentColor" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
