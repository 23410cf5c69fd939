import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@citylens/shared/router';
import { useServerPass } from '@citylens/shared/ui';

/**
 * A page opened from a card far down another page starts at its top, not at the old scroll
 * position (opening a viewer only changes the query string and keeps the position). A page
 * hydrated from the server's HTML keeps the scroll it has: the visitor's, made before the scripts
 * ran, or the one the browser restored on a reload. Scrolled to the top as it hydrated, the page
 * had jumped under a visitor already reading it. A component of its own that renders nothing, so
 * the end of the server's pass re-renders only it.
 */
export function PageOpensAtTop() {
  const { pathname } = useLocation();
  const serverPass = useServerPass();
  const hydratedAt = useRef(serverPass ? pathname : null);
  useLayoutEffect(() => {
    if (pathname === hydratedAt.current) return;
    hydratedAt.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
