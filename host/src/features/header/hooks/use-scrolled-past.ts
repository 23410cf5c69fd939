import { useEffect, useState } from 'react';
import { headerScroll } from '@citylens/shared/contracts';

/** True once the page is scrolled further than `threshold` pixels (spec §9: 80). */
export function useScrolledPast(threshold: number = headerScroll.thresholdPx): boolean {
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
