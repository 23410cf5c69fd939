import { expect, type Page } from '@playwright/test';
import { WHOLE_SERVER_HEAD_META } from '@citylens/shared/contracts';

/**
 * Waits until the server-rendered page has been hydrated: every element React rendered under
 * #root is attached to its component. Until then a server-rendered control is on screen but not
 * yet live: a button or radio pressed then is pressed again once its part has hydrated
 * (press-before-hydration.spec.ts covers that), so the press lands later than the journey's next
 * step expects, and typing reaches no state until its field takes it back. Playwright's `goto`
 * returns at the load event, before the route's remote module has loaded from its own origin, so
 * a journey that presses or types right after it waits here first.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return false;
      const key = (el: Element, prefix: string) =>
        Object.keys(el).find((k) => k.startsWith(prefix));
      const skipped = ['STYLE', 'SCRIPT', 'LINK', 'META', 'NOSCRIPT'];
      // Markup React set as HTML (an article's text) has no components of its own, and a part
      // below the fold stays the server's HTML until it is seen (HydrateWhenSeen).
      const hydrated = (el: Element): boolean =>
        [...el.children].every((child) => {
          if (skipped.includes(child.tagName)) return true;
          const props = key(child, '__reactProps$');
          if (!key(child, '__reactFiber$') || !props) return false;
          if (child.getAttribute('data-citylens-when-seen') === 'waiting') return true;
          const own = (child as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[
            props
          ];
          return own?.dangerouslySetInnerHTML ? true : hydrated(child);
        });
      return hydrated(root);
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/** Opens `href` and waits until it is hydrated, ready for presses and typing. */
export async function gotoHydrated(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await waitForHydration(page);
}

/**
 * The server's page at `href` once it renders it whole (its head carries the whole-page marker): a
 * cold or busy server's render can leave an area, an answer or the area's head rule to the browser,
 * whose page then differs from a kept one (its parts render at once; a section shows its loading
 * state first; the head is the route's own).
 */
export async function serverRendersWhole(page: Page, href: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => (html = await (await page.request.get(href)).text()), { timeout: 30_000 })
    .toContain(`<meta name="${WHOLE_SERVER_HEAD_META}"`);
  return html;
}
