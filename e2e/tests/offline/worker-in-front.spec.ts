import { expect, test } from '@playwright/test';
import { routes, OFFLINE_CACHE_PREFIX } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { setRuntimeOverrides } from '../platform/deploy-helpers';
import { hydrationProblems } from '../platform/server-render-helpers';
import { leave, storedForTrace, traceOf } from '../platform/telemetry-helpers';
import { gotoHydrated } from '../../support/hydration';
import { LOCAL_SERVERS } from '../../support/tags';
import { waitForOfflineWorker } from './offline-helpers';

/**
 * The rest of the platform with the offline worker answering the page's requests: most journeys
 * run without it (a request it answers is not seen by page.route), so this one runs with it.
 */
test.use({ serviceWorkers: 'allow' });
test.afterAll(() => setRuntimeOverrides(null));

/** What the site's worker left in this browser: its registrations and its caches. */
const workerTraces = (page: import('@playwright/test').Page) =>
  page.evaluate(async (prefix) => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const caches_ = (await caches.keys()).filter((name) => name.startsWith(prefix));
    return { registrations: registrations.length, caches: caches_.length };
  }, OFFLINE_CACHE_PREFIX);

test(
  'with the worker in front, a page is server-rendered, hydrates cleanly and reports its telemetry; the runtime config’s kill switch retires the worker and its caches',
  LOCAL_SERVERS,
  async ({ page }) => {
    await preAcceptCookies(page);
    await gotoHydrated(page, routes.faq.href());
    await waitForOfflineWorker(page);

    // A navigation the worker answers (network first): the server's page, hydrated without a warning.
    const problems = hydrationProblems(page);
    const response = await page.goto(routes.city.href('Paris'));
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response!.text()).toMatch(/<h1[^>]*>(<[^>]+>)*Paris</);
    await gotoHydrated(page, routes.city.href('Paris'));
    await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
    expect(problems).toEqual([]);

    // The telemetry beacon goes past the worker to the API, with the release the page ran.
    const release = await page.locator('html').getAttribute('data-discovery-release');
    const trace = await traceOf(page);
    await leave(page);
    await expect
      .poll(async () => {
        const rows = await storedForTrace(trace);
        return rows.find((row) => row.kind === 'load' && row.remote === 'discovery');
      })
      .toMatchObject({ outcome: 'loaded', variant: 'stable', release });

    // The kill switch: the next page read (through the worker, network first) carries the runtime
    // config that says "off", and the page unregisters the worker and deletes its caches. Paris
    // was read a moment ago: the worker must ask the server again, not take the browser's copy.
    await gotoHydrated(page, routes.faq.href());
    const before = await workerTraces(page);
    expect(before.registrations).toBe(1);
    expect(before.caches).toBeGreaterThan(0);
    await setRuntimeOverrides({ serviceWorker: 'off' });
    await expect
      .poll(async () => (await fetch('http://localhost:3000/runtime-config.json')).json())
      .toMatchObject({ serviceWorker: 'off' });
    await gotoHydrated(page, routes.city.href('Paris'));
    await expect.poll(() => workerTraces(page)).toEqual({ registrations: 0, caches: 0 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  },
);
