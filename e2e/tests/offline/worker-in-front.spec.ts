import { expect, test } from '@playwright/test';
import { routes, OFFLINE_CACHE_PREFIX } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import {
  deployRemote,
  putShopBack,
  setRuntimeOverrides,
  variantOn,
} from '../platform/deploy-helpers';
import { hydrationProblems } from '../platform/server-render-helpers';
import { leave, storedForTrace, traceOf } from '../platform/telemetry-helpers';
import { gotoHydrated } from '../../support/hydration';
import { LOCAL_SERVERS } from '../../support/tags';
import { secondPageWithWorker } from './offline-helpers';

/**
 * The rest of the platform with the offline worker answering the page's requests: most journeys
 * run without it (a request it answers is not seen by page.route), so this one runs with it.
 */
test.use({ serviceWorkers: 'allow' });
test.beforeEach(() => setRuntimeOverrides(null));
test.afterAll(putShopBack);

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
    await secondPageWithWorker(page);

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
    await gotoHydrated(page, routes.city.href('Paris'));
    await expect.poll(() => workerTraces(page)).toEqual({ registrations: 0, caches: 0 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  },
);

const shopWithCanary = (percent: number) => ({
  remotes: {
    shop: {
      url: 'http://localhost:3003/mf-manifest.json',
      canary: { url: 'http://localhost:3003/canary/mf-manifest.json', percent },
    },
  },
});

test(
  'with the worker in front, a canary’s share set in the runtime config reaches a returning visitor on their next page, both ways',
  LOCAL_SERVERS,
  async ({ page }) => {
    test.setTimeout(300_000);
    const canaryRelease = `e2e-worker-canary-${Date.now()}`;
    await deployRemote('shop', canaryRelease, { canary: true });
    await preAcceptCookies(page);
    await gotoHydrated(page, routes.frameShop.href());
    await secondPageWithWorker(page);
    const stable = await variantOn(page, 'shop');
    expect(stable.variant).toBe('stable');

    await setRuntimeOverrides(shopWithCanary(100));
    await gotoHydrated(page, routes.frameShop.href());
    expect(await variantOn(page, 'shop')).toEqual({ variant: 'canary', release: canaryRelease });
    await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();

    await setRuntimeOverrides(shopWithCanary(0));
    await gotoHydrated(page, routes.frameShop.href());
    expect(await variantOn(page, 'shop')).toEqual(stable);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  },
);
