import { useEffect, useState } from 'react';
import type { HeroSlide } from './HeroSlideshow';

type SlideKey = HeroSlide['key'];

/**
 * Still (paused, or reduced motion), the hero keeps the photos it has: a refresh of the photos
 * (the random ones every 30 s) must not change what is on screen either (WCAG 2.2.2).
 */
export function useStillSlides(liveSlides: readonly HeroSlide[], moving: boolean) {
  const [kept, setKept] = useState<readonly HeroSlide[]>([]);
  const fresh = moving ? liveSlides : liveSlides.map((slide, i) => kept[i] ?? slide);
  if (moving ? kept.length > 0 : fresh.some((slide, i) => kept[i] !== slide)) {
    setKept(moving ? [] : fresh);
  }
  return fresh;
}

/**
 * The slides whose photo has loaded (and decoded) or failed, and `settle`, which adds one. A slide
 * fetched ahead loads while hidden: every slide's outcome is kept, not just the shown one's.
 */
export function useSettledPhotos() {
  const [settled, setSettled] = useState<ReadonlySet<SlideKey>>(() => new Set());
  const settle = (key: SlideKey) =>
    setSettled((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  return [settled, settle] as const;
}

/**
 * The slide on screen and its turn. Moving, a refresh does not swap the photo on screen either
 * (the new one would show before it has loaded): the shown photo follows its new place in the
 * list, or keeps its place until the slideshow moves on, when the new photo there has had time to
 * load unseen.
 *
 * Every interval the slide is due to change; it changes once the next photo is ready (at once
 * when it already is). The slide being replaced stays opaque beneath the incoming one until that
 * has faded in (`leaving`). `seen`: the slides whose photo may be fetched.
 */
export function useSlideRotation(
  fresh: readonly HeroSlide[],
  moving: boolean,
  intervalMs: number,
  settled: ReadonlySet<SlideKey>,
) {
  const [index, setIndex] = useState(0);
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
  const shownSettled = settled.has(slides[current]?.key ?? '');
  const nextIndex = (current + 1) % Math.max(total, 1);
  const nextSettled = settled.has(slides[nextIndex]?.key ?? '');

  // `due` names the photo whose time is up.
  const [due, setDue] = useState<SlideKey | null>(null);
  // Drawn on its own when a refresh has already taken it out of the list.
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
  const aheadDue = useFetchAhead(playing, shownSettled, shownKey, intervalMs);
  const seen = useSeenSlides(current, nextIndex, total > 1 && aheadDue);

  return { slides, current, seen, playing, leaving, setDue };
}

/**
 * Whether the photo after the shown one is wanted now: half an interval after the shown one has
 * loaded, so it has the other half to arrive and decode. Fetched at once, it shared the link and
 * the image decoder with the page's own scripts while the page started (its decode drew a frame
 * that changed no pixel, the photo being hidden), and a paused slideshow fetched a photo it may
 * never show.
 */
function useFetchAhead(
  playing: boolean,
  shownSettled: boolean,
  shownKey: SlideKey | null,
  intervalMs: number,
) {
  const [aheadFor, setAheadFor] = useState<SlideKey | null>(null);
  useEffect(() => {
    if (!playing || !shownSettled) return;
    const timer = setTimeout(() => setAheadFor(shownKey), intervalMs / 2);
    return () => clearTimeout(timer);
  }, [playing, shownSettled, shownKey, intervalMs]);
  return shownSettled && aheadFor === shownKey;
}

/** Slides that have been shown once (or fetched ahead) keep their image: going back never reloads it. */
function useSeenSlides(current: number, nextIndex: number, wantNext: boolean) {
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    setSeen((prev) => {
      if (prev.has(current) && (!wantNext || prev.has(nextIndex))) return prev;
      const next = new Set(prev);
      next.add(current);
      if (wantNext) next.add(nextIndex);
      return next;
    });
  }, [current, nextIndex, wantNext]);
  return seen;
}
