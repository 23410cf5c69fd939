import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@citylens/shared/router';
import { visuallyHiddenCss } from '@citylens/shared/ui';

/**
 * Says the new page's title after a move inside the site: a click that swaps the page without a
 * page load is otherwise silent for screen-reader users. Not on the first page (the browser
 * announces the loaded document itself). Rendered after the routes, so their titles are set.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(document.title);
  }, [pathname]);
  return (
    <p aria-live="polite" aria-atomic="true" css={visuallyHiddenCss}>
      {message}
    </p>
  );
}
