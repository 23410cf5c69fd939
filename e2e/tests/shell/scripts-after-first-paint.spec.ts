import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { APP_START_CAP_MS } from '../../../shared/build/serve';
import { waitForHydration } from '../../support/hydration';
import { preAcceptCookies } from './shell-helpers';

/**
 * A server-rendered page without a hero photo paints before the app's scripts are fetched or run:
 * they are added once the browser reports the first contentful paint. Run as `defer`s, they ran at
 * the end of the parse, and the first frame waited for their compile and run; preloaded beside the
 * HTML, they shared the connection with the first screen (and Lighthouse counted their download in
 * the largest paint).
 */

type PaintWindow = Window & {
  __firstPaint?: { at: number; metas: number };
  __firstAppScriptAt?: number;
};

for (const href of [routes.checkout.href(), routes.faq.href()]) {
  test(`${href}: the first contentful paint comes before the app's scripts are fetched; they then hydrate the page`, async ({
    page,
  }) => {
    await preAcceptCookies(page);
    await page.addInitScript(() => {
      const paintWindow = window as PaintWindow;
      new PerformanceObserver((list, observer) => {
        const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
        if (!paint) return;
        observer.disconnect();
        paintWindow.__firstPaint = {
          at: paint.startTime,
          metas: document.querySelectorAll('meta[name="citylens-app-entry"]').length,
        };
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('script[src]')) return;
        observer.disconnect();
        paintWindow.__firstAppScriptAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(href, { waitUntil: 'commit' });
    // The first paint and the first app script, once both have happened.
    const { paint, scriptAt } = (await (
      await page.waitForFunction(() => {
        const { __firstPaint: paint, __firstAppScriptAt: scriptAt } = window as PaintWindow;
        return paint && scriptAt !== undefined ? { paint, scriptAt } : null;
      })
    ).jsonValue())!;
    // The page carried its four entries when it painted.
    expect(paint.metas).toBe(4);
    // The first app script came after the paint; else only at the starter's cap, on a machine
    // too busy to paint within it.
    if (scriptAt < paint.at) expect(scriptAt).toBeGreaterThanOrEqual(APP_START_CAP_MS);
    // Nothing fetched the entries before: main.js was asked for once the starter added it.
    await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
    await waitForHydration(page);
    await expect(page.locator('script[src$="/main.js"]')).toHaveCount(1);
    const mainFetchedAt = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname === '/main.js')!.startTime,
    );
    expect(mainFetchedAt).toBeGreaterThanOrEqual(Math.min(paint.at, APP_START_CAP_MS));
  });
}
