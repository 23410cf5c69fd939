import { useLayoutEffect, useState } from 'react';

/** The list's tallest height; less when the window has less room below the search box. */
export const POPUP_MAX_HEIGHT = 320;
/** The least height kept for the list (three suggestions) however little room is left. */
const POPUP_MIN_HEIGHT = 150;
export const POPUP_GAP = 6;

export interface PopupPlace {
  top: number;
  left: number;
  width: number;
  maxHeight: number;
}

/**
 * Where the suggestions go: under the search box, fixed to the window. The list lives in a portal
 * on <body>, so a hero (or any ancestor) that hides its overflow cannot clip it, and it shows over
 * the content below; it follows the box as the page or any scroller moves or the window resizes.
 */
export function usePopupPlace(anchorRef: { current: HTMLElement | null }, open: boolean) {
  const [place, setPlace] = useState<PopupPlace | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const anchor = anchorRef.current;
      if (!anchor) return;
      const box = anchor.getBoundingClientRect();
      const room = window.innerHeight - box.bottom - POPUP_GAP * 3;
      setPlace({
        top: box.bottom + POPUP_GAP,
        left: box.left,
        width: box.width,
        maxHeight: Math.max(POPUP_MIN_HEIGHT, Math.min(POPUP_MAX_HEIGHT, room)),
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
    };
  }, [anchorRef, open]);
  return place;
}
