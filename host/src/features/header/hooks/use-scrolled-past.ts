import { useEffect, useState } from 'react';

/** The spec's header scroll threshold (§9). */
export const HEADER_SCROLL_THRESHOLD_PX = 80;

/** True once the page is scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number = HEADER_SCROLL_THRESHOLD_PX): boolean {
  // False on the first render (the server's value, so hydration matches); the effect reads the scroll.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    // One state update per frame at most; React skips it when the value has not changed.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
