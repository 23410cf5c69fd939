import { useEffect, useState, type RefObject } from 'react';
import { useServerPass } from '@citylens/shared/ui';

/** The longest the sections below wait for the hero photo. */
export const HERO_WAIT_MS = 2500;

/**
 * True once the hero's first photo (the page's LCP, `fetchpriority="high"`) has loaded or failed,
 * or after HERO_WAIT_MS. Sections below the hero wait for it, so their photos and calls do not
 * compete with the hero photo for the connection. A server-rendered page has them in its HTML
 * already: settled from the start.
 */
export function useHeroSettled(
  heroRef: RefObject<HTMLElement | null>,
  /** The hero has its photos (or will never have them). */
  heroReady: boolean,
): boolean {
  const serverPass = useServerPass();
  const [settled, setSettled] = useState(serverPass);

  useEffect(() => {
    if (settled) return;
    const done = () => setSettled(true);
    const timer = setTimeout(done, HERO_WAIT_MS);
    if (!heroReady) return () => clearTimeout(timer);
    const img = heroRef.current?.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!img || !img.getAttribute('src') || img.complete) {
      done();
      return () => clearTimeout(timer);
    }
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
    return () => {
      clearTimeout(timer);
      img.removeEventListener('load', done);
      img.removeEventListener('error', done);
    };
  }, [heroRef, heroReady, settled]);

  return settled;
}
