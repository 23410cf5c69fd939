import { useEffect, useState, type ReactNode } from 'react';
import { HERO_PHOTO_SIZES, heroPhotoSources } from '@citylens/shared';
import { FIRST_PHOTO_ELEMENT_TIMING } from '../contracts/server-render';
import { heroSlideshowStyles as styles } from './hero-slideshow-styles';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

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
  // Still (paused, or reduced motion), the hero keeps the photos it has: a refresh of the photos
  // (the random ones every 30 s) must not change what is on screen either (WCAG 2.2.2).
  const [kept, setKept] = useState<readonly HeroSlide[]>([]);
  const fresh = moving ? liveSlides : liveSlides.map((slide, i) => kept[i] ?? slide);
  if (moving ? kept.length > 0 : fresh.some((slide, i) => kept[i] !== slide)) {
    setKept(moving ? [] : fresh);
  }
  const [index, setIndex] = useState(0);
  // Slides that have been shown once keep their image, so going back never reloads it.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Moving, a refresh does not swap the photo on screen either (the new one would show before it
  // has loaded): the shown photo follows its new place in the list, or keeps its place until the
  // slideshow moves on, when the new photo there has had time to load unseen.
  const [onScreen, setOnScreen] = useState<HeroSlide | null>(null);
  let slides = fresh;
  let followed = false;
  const freshAt = fresh.length > 0 ? index % fresh.length : 0;
  if (onScreen && fresh.length > 0 && fresh[freshAt]!.key !== onScreen.key) {
    const movedTo = fresh.findIndex((slide) => slide.key === onScreen.key);
    if (movedTo >= 0) {
      setIndex(movedTo);
      followed = true;
    } else slides = fresh.map((slide, i) => (i === freshAt ? onScreen : slide));
  }
  const total = slides.length;
  const current = total > 0 ? index % total : 0;
  const playing = moving && total > 1;
  if (!followed && (slides[current]?.key ?? null) !== (onScreen?.key ?? null)) {
    setOnScreen(slides[current] ?? null);
  }

  // The next photo is fetched (one slide ahead, so it is decoded before it shows) only once the
  // shown one has loaded or failed, so it never competes with the first photo for the network
  // (and half an interval later: `aheadFor` below).
  // A slide fetched ahead loads while hidden: every slide's outcome is kept, not just the shown one's.
  const [settled, setSettled] = useState<ReadonlySet<HeroSlide['key']>>(() => new Set());
  const settle = (key: HeroSlide['key']) =>
    setSettled((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  // Ready once decoded too, so the first frame of its fade already has the picture.
  const settleDecoded = (image: HTMLImageElement, key: HeroSlide['key']) => {
    const decoded = typeof image.decode === 'function' ? image.decode() : undefined;
    void Promise.resolve(decoded)
      .catch(() => undefined)
      .then(() => settle(key));
  };
  const shownSettled = settled.has(slides[current]?.key ?? '');
  const nextIndex = (current + 1) % Math.max(total, 1);
  const nextSettled = settled.has(slides[nextIndex]?.key ?? '');

  // Every interval the slide is due to change; it changes once the next photo is ready (at once
  // when it already is). `due` names the photo whose time is up.
  const [due, setDue] = useState<HeroSlide['key'] | null>(null);
  // The slide being replaced stays opaque beneath the incoming one until that has faded in (drawn
  // on its own when a refresh has already taken it out of the list).
  const [leaving, setLeaving] = useState<HeroSlide | null>(null);
  const shownKey = onScreen?.key ?? null;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setDue(shownKey), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, shownKey, intervalMs]);
  const nextSlide = slides[nextIndex] ?? null;
  useEffect(() => {
    if (!playing || due === null || due !== shownKey || !nextSettled) return;
    setLeaving(onScreen);
    setOnScreen(nextSlide);
    setIndex(nextIndex);
  }, [playing, due, shownKey, nextSettled, nextIndex, nextSlide, onScreen]);
  const leavingGone =
    leaving && !slides.some((slide) => slide.key === leaving.key) ? leaving : null;
  // The photo after the shown one is fetched half an interval after that one has loaded: it has
  // the other half to arrive and decode. Fetched at once, it shared the link and the image decoder
  // with the page's own scripts while the page started (its decode drew a frame that changed no
  // pixel, the photo being hidden), and a paused slideshow fetched a photo it may never show.
  const [aheadFor, setAheadFor] = useState<HeroSlide['key'] | null>(null);
  useEffect(() => {
    if (!playing || !shownSettled) return;
    const timer = setTimeout(() => setAheadFor(shownKey), intervalMs / 2);
    return () => clearTimeout(timer);
  }, [playing, shownSettled, shownKey, intervalMs]);
  const wantNext = total > 1 && shownSettled && aheadFor === shownKey;
  useEffect(() => {
    setSeen((prev) => {
      if (prev.has(current) && (!wantNext || prev.has(nextIndex))) return prev;
      const next = new Set(prev);
      next.add(current);
      if (wantNext) next.add(nextIndex);
      return next;
    });
  }, [current, nextIndex, wantNext]);

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
                if (image?.complete && image.naturalWidth > 0) settleDecoded(image, slide.key);
              }}
              onLoad={(event) => settleDecoded(event.currentTarget, slide.key)}
              onError={() => settle(slide.key)}
            />
          );
        })}
      </div>
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
