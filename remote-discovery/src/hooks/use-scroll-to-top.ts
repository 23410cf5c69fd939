import { useLayoutEffect } from 'react';
import { useLocation } from '@citylens/shared/router';

/**
 * A page opened from a card far down another page starts at its top, not at the old scroll
 * position (opening a viewer only changes the query string and keeps the position).
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
