import type { Page } from '@playwright/test';

/**
 * Waits until the server-rendered page has been hydrated: every element React rendered under
 * #root is attached to its component. Until then a server-rendered button or field is on screen
 * but inert to script: React drops a click on an area still waiting for its remote's module (it
 * cannot hydrate that area at once), and typing reaches no state. Playwright's `goto` returns at
 * the load event, before the route's remote module has loaded from its own origin, so a journey
 * that presses or types right after it waits here first.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return false;
      const key = (el: Element, prefix: string) =>
        Object.keys(el).find((k) => k.startsWith(prefix));
      const skipped = ['STYLE', 'SCRIPT', 'LINK', 'META', 'NOSCRIPT'];
      // Markup React set as HTML (an article's text) has no components of its own.
      const hydrated = (el: Element): boolean =>
        [...el.children].every((child) => {
          if (skipped.includes(child.tagName)) return true;
          const props = key(child, '__reactProps$');
          if (!key(child, '__reactFiber$') || !props) return false;
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
