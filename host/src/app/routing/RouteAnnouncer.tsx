import { visuallyHiddenCss } from '@citylens/shared/ui';

/**
 * Says the new page's title after a move inside the site: a click that swaps the page without a
 * page load is otherwise silent for screen-reader users. Not on the first page (the browser
 * announces the loaded document itself). DocumentHead tells the title once the page's own head
 * is in place, which may be after its remote's module has loaded.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <p aria-live="polite" aria-atomic="true" css={visuallyHiddenCss}>
      {message}
    </p>
  );
}
