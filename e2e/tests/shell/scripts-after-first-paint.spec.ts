import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { waitForHydration } from '../../support/hydration';
import { preAcceptCookies } from './shell-helpers';

/**
 * A server-rendered page without a hero photo paints before the app's scripts run: they are
 * downloaded beside the HTML (a low-priority preload, as a `defer` script is), and added once the
 * browser reports the first contentful paint. Run as `defer`s, they ran at the end of the parse,
 * and the first frame waited for their compile and run (and Lighthouse counted them in the
 * largest paint).
 */

type PaintWindow = Window & { __atFirstPaint?: { appScripts: number; metas: number } };

for (const href of [routes.checkout.href(), routes.faq.href()]) {
  test(`${href}: the first contentful paint comes before the app's scripts are added; they then hydrate the page`, async ({
    page,
  }) => {
    await preAcceptCookies(page);
    await page.addInitScript(() => {
      // Registered before the page's own observer, so this one is told first.
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
        observer.disconnect();
        (window as PaintWindow).__atFirstPaint = {
          appScripts: document.querySelectorAll('script[src]').length,
          metas: document.querySelectorAll('meta[name="citylens-app-entry"]').length,
        };
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(href, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as PaintWindow).__atFirstPaint ?? null))
      .toEqual({ appScripts: 0, metas: 4 });
    // The four entries were preloaded with the page, at a defer script's priority.
    await expect(page.locator('link[rel="preload"][as="script"][fetchpriority="low"]')).toHaveCount(
      4,
    );
    await waitForHydration(page);
    await expect(page.locator('script[src$="/main.js"]')).toHaveCount(1);
  });
}
