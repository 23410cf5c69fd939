import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { remotes } from '@citylens/shared/contracts';
import { attachScreenshot } from '../../support/screenshots';
import { seriousA11yViolations as seriousViolations } from '../../support/axe';
import { OVERRIDES_FILE, putShopBack, setRuntimeOverrides, variantOn } from './deploy-helpers';
import {
  leave,
  opsCredentials,
  opsData,
  storedForTrace,
  telemetryVisitor,
  traceOf,
} from './telemetry-helpers';
import {
  THROW_MESSAGE,
  UNREACHABLE_EVENTS,
  deployShopCanary,
  eventsFailures,
  runtimeConfig,
  shopCanary,
  shopErrors,
  shootBothSizes,
  visitShop,
} from './release-health-helpers';

// One shop canary build whose area throws as it renders, shared by the journeys below; they run
// in order, each reading the health page's counts before and after its own visits.
test.describe.configure({ mode: 'serial' });

let throwingRelease = '';

test.afterAll(putShopBack);

test(
  'error attribution: a throwing shop area and an unreachable events remote fall back, and the health page counts one shop error (with its release) and one events manifest failure',
  { tag: '@local-servers' },
  async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    throwingRelease = `e2e-throwing-shop-${Date.now()}`;
    await deployShopCanary(
      throwingRelease,
      `export default function ThrowingFrameShopPage(): never {\n` +
        `  throw new Error('${THROW_MESSAGE}');\n}\n` +
        `export const keep = FrameShopPage;`,
    );
    await setRuntimeOverrides({
      remotes: { shop: shopCanary(100), events: UNREACHABLE_EVENTS },
    });
    const before = await opsData();

    const { context, page } = await telemetryVisitor(browser, { consent: 'accepted' });
    await page.goto('/frame-shop');
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toContainText(`${remotes.shop.title} is temporarily unavailable`);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await variantOn(page, 'shop')).toMatchObject({
      variant: 'canary',
      release: throwingRelease,
    });
    await attachScreenshot(page, testInfo, 'shop-area-threw', { folder: 'telemetry-shots' });
    await page.getByRole('navigation').getByRole('link', { name: 'EVENTS' }).first().click();
    await expect(fallback).toContainText(`${remotes.events.title} is temporarily unavailable`, {
      timeout: 15_000,
    });
    await attachScreenshot(page, testInfo, 'events-unreachable', { folder: 'telemetry-shots' });
    const trace = await traceOf(page);
    await leave(page);
    await context.close();

    let after = before;
    await expect
      .poll(
        async () => {
          after = await opsData();
          return [
            shopErrors(after, throwingRelease) - shopErrors(before, throwingRelease),
            eventsFailures(after, 'manifest') - eventsFailures(before, 'manifest'),
            // The events area's fallback is the same failure, not a second one at render.
            eventsFailures(after, 'render') - eventsFailures(before, 'render'),
          ];
        },
        { timeout: 15_000 },
      )
      .toEqual([1, 1, 0]);
    console.log(
      `[release-health] trace ${trace}: shop errors ${JSON.stringify(after.topErrors.filter((e) => e.release === throwingRelease))}; events failures ${JSON.stringify(after.failures.filter((f) => f.remote === 'events'))}`,
    );
    const shopError = after.topErrors.find(
      (e) => e.remote === 'shop' && e.release === throwingRelease,
    );
    expect(shopError).toMatchObject({
      variant: 'canary',
      message: expect.stringContaining(THROW_MESSAGE),
    });
  },
);

test(
  'consent: a visitor who declined analytics sends only the anonymous load outcome, no Web Vitals and no errors',
  { tag: '@local-servers' },
  async ({ browser }) => {
    test.setTimeout(120_000);
    expect(throwingRelease).not.toBe('');
    await setRuntimeOverrides({ remotes: { shop: shopCanary(100) } });
    // The same throwing area, once for a visitor who accepted and once for one who declined;
    // what the API stored for each page view (the beacon at pagehide is not seen by the browser's
    // request events, so the API's rows are the record of what was sent).
    const stored: Record<string, { kind: string; remote: string }[]> = {};
    for (const consent of ['accepted', 'declined'] as const) {
      const { context, page } = await telemetryVisitor(browser, { consent });
      await page.goto('/frame-shop');
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      const trace = await traceOf(page);
      await leave(page);
      await context.close();
      let rows: Record<string, unknown>[] = [];
      await expect
        .poll(
          async () => {
            rows = await storedForTrace(trace);
            return rows.some((r) => r.kind === 'load' && r.remote === 'shop');
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      stored[consent] = rows.map((r) => ({ kind: String(r.kind), remote: String(r.remote) }));
    }
    console.log(`[release-health] consent: stored ${JSON.stringify(stored)}`);
    expect(stored.accepted!.some((r) => r.kind === 'error' && r.remote === 'shop')).toBe(true);
    expect(stored.accepted!.some((r) => r.kind === 'vital')).toBe(true);
    expect(stored.declined!.filter((r) => r.kind !== 'load')).toEqual([]);
  },
);

test(
  'canary comparison: a throwing canary at 50 % is shown worse than stable, rolled back to 0 % in the runtime config, and new visitors get stable',
  { tag: '@local-servers' },
  async ({ browser }, testInfo) => {
    test.setTimeout(600_000);
    expect(throwingRelease).not.toBe('');
    await setRuntimeOverrides({ remotes: { shop: shopCanary(50) } });
    const visits: string[] = [];
    // A few dozen visitors, on both sides of the 50 % line, until the rollback has happened; each
    // from an address of their own (forwarded by the loopback balancer), as a rollback needs many.
    for (let i = 0; i < 40; i++) {
      const bucket = (i * 37) % 100;
      const visit = await visitShop(browser, bucket, `198.51.100.${i + 1}`);
      visits.push(`${bucket}→${visit.variant}`);
      const shop = (await runtimeConfig()).remotes.shop as { canary?: { percent: number } };
      if (i >= 24 && shop.canary?.percent === 0) break;
    }
    console.log(`[release-health] visits: ${visits.join(', ')}`);

    await expect
      .poll(
        async () =>
          ((await runtimeConfig()).remotes.shop as { canary?: { percent: number } }).canary
            ?.percent,
        { timeout: 20_000 },
      )
      .toBe(0);
    const file = JSON.parse(readFileSync(OVERRIDES_FILE, 'utf8')) as {
      remotes: { shop: { canary: { percent: number } } };
    };
    expect(file.remotes.shop.canary.percent).toBe(0);
    const data = await opsData();
    const shop = data.canaries.find((c) => c.remote === 'shop');
    expect(shop).toMatchObject({ worse: true });
    expect(data.rollbacks.some((r) => r.remote === 'shop')).toBe(true);

    // A new visitor in the canary's half now gets stable, and the shop renders.
    const next = await visitShop(browser, 0);
    expect(next.variant).toBe('stable');

    // The health page, as the shop team sees it.
    const ops = await browser.newContext({ httpCredentials: opsCredentials });
    const opsPage = await ops.newPage();
    await opsPage.goto('http://localhost:8000/ops/releases');
    await expect(opsPage.getByRole('heading', { level: 1, name: 'Release health' })).toBeVisible();
    await expect(
      opsPage.getByRole('table', { name: /Worse beyond noise/ }).getByRole('row', { name: /shop/ }),
    ).toContainText('Canary worse than stable');
    await expect(opsPage.locator('#rollbacks li', { hasText: 'shop' }).first()).toBeVisible();
    await expect(opsPage.locator('#chart canvas')).toBeVisible();
    expect(await seriousViolations(opsPage)).toEqual([]);
    await shootBothSizes(opsPage, testInfo, 'release-health-page', true);
    await ops.close();
  },
);
