import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { remotes, storageKeys } from '@citylens/shared/contracts';
import { appInfo } from '../../../shared/build/apps';
import { AppServer } from '../../../shared/build/serve';
import { remoteRoutes } from '../../support/remote-routes';
import { attachScreenshot } from '../../support/screenshots';
import { seriousA11yViolations as seriousViolations } from '../../support/axe';
import {
  OVERRIDES_FILE,
  deployRemote,
  editSource,
  folderOf,
  removeCanaryBuild,
  setRuntimeOverrides,
  variantOn,
} from './deploy-helpers';
import {
  leave,
  opsCredentials,
  opsData,
  storedForTrace,
  telemetryVisitor,
  traceOf,
  type OpsData,
} from './telemetry-helpers';

// One shop canary build whose area throws as it renders, shared by the journeys below; they run
// in order, each reading the health page's counts before and after its own visits.
test.describe.configure({ mode: 'serial' });

const STABLE = 'http://localhost:3003/mf-manifest.json';
const CANARY = 'http://localhost:3003/canary/mf-manifest.json';
/** Nothing listens here: a remote whose manifest cannot be fetched. */
const UNREACHABLE_EVENTS = 'http://localhost:3012/mf-manifest.json';
/** Where the overrides journey serves its second shop build. */
const LOCAL_SHOP_PORT = 3013;
const LOCAL_SHOP = `http://localhost:${LOCAL_SHOP_PORT}/mf-manifest.json`;
const THROW_MESSAGE = 'Frame Shop canary failed to render';

const exposedShopPage = path.join(folderOf('shop'), 'src', 'exposed', 'FrameShopPage.tsx');
let throwingRelease = '';

/** Build a shop canary from a changed FrameShopPage (the source is put back at once). */
async function deployShopCanary(release: string, body: string): Promise<void> {
  const restore = editSource(exposedShopPage, () =>
    writeFileSync(
      exposedShopPage,
      `import FrameShopPage from './FrameShopPage.e2e-original';\n${body}\n`,
    ),
  );
  try {
    await deployRemote('shop', release, { canary: true });
  } finally {
    restore();
  }
}

const shopCanary = (percent: number) => ({ url: STABLE, canary: { url: CANARY, percent } });

async function runtimeConfig(): Promise<{
  allowOverrides?: boolean;
  remotes: Record<string, unknown>;
}> {
  return (await (await fetch('http://localhost:3000/runtime-config.json')).json()) as {
    allowOverrides?: boolean;
    remotes: Record<string, unknown>;
  };
}

const shopErrors = (data: OpsData, release: string) =>
  data.topErrors
    .filter((e) => e.remote === 'shop' && e.release === release)
    .reduce((sum, e) => sum + e.count, 0);
const eventsFailures = (data: OpsData, phase: string) =>
  data.failures
    .filter((f) => f.remote === 'events' && f.phase === phase)
    .reduce((sum, f) => sum + f.count, 0);

/** Open the frame shop as one visitor and leave, so the page view's last batch is sent. */
async function visitShop(browser: Browser, bucket: number) {
  const { context, page, records } = await telemetryVisitor(browser, {
    consent: 'accepted',
    bucket,
  });
  try {
    await page.goto('/frame-shop');
    await expect(
      page
        .getByRole('heading', { level: 1, name: remoteRoutes.shop.heading })
        .or(page.getByTestId('remote-unavailable')),
    ).toBeVisible({ timeout: 20_000 });
    const variant = await variantOn(page, 'shop');
    await leave(page);
    return { ...variant, records };
  } finally {
    await context.close();
  }
}

/** The page at the desktop size and at a phone's, each attached. */
async function shootBothSizes(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const size = page.viewportSize();
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await attachScreenshot(page, testInfo, `${name}-${width}`, {
      folder: 'telemetry-shots',
      fullPage,
    });
  }
  if (size) await page.setViewportSize(size);
}

async function overridesDialogOpens(page: Page): Promise<boolean> {
  return page
    .getByRole('dialog', { name: 'Remote overrides' })
    .isVisible()
    .catch(() => false);
}

test.afterAll(async () => {
  await setRuntimeOverrides(null);
  removeCanaryBuild('shop');
});

test(
  'overrides: allowed, a developer points the shop at a second build on another port and sees it with a badge; not allowed, nothing opens and nothing moves',
  { tag: '@local-servers' },
  async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    // The "local build": the shop with a visible line, served by its own server on another port.
    const localRelease = `e2e-local-shop-${Date.now()}`;
    await deployShopCanary(
      localRelease,
      `export default function LocalFrameShopPage() {\n` +
        `  return (<><p data-testid="local-build-notice">Local build of the frame shop</p><FrameShopPage /></>);\n}`,
    );
    const localDist = mkdtempSync(path.join(os.tmpdir(), 'citylens-local-shop-'));
    cpSync(path.join(folderOf('shop'), 'dist-canary'), localDist, { recursive: true });
    removeCanaryBuild('shop');
    const localShop = new AppServer({
      app: { ...appInfo('shop'), port: LOCAL_SHOP_PORT },
      distDir: localDist,
      runtimeConfig: { apiBaseUrl: 'http://localhost:8000', remotes: {} as never },
      corsOrigins: ['http://localhost:3000'],
      host: '127.0.0.1',
    });
    await localShop.start();
    try {
      // Not allowed (the default): the parameter and the shortcut open nothing, and an override
      // left in localStorage moves nothing.
      await setRuntimeOverrides(null);
      expect((await runtimeConfig()).allowOverrides).toBeUndefined();
      const visitor = await browser.newContext();
      await visitor.addInitScript(({ key }) => localStorage.setItem(key, 'accepted'), {
        key: storageKeys.cookieConsent,
      });
      const page = await visitor.newPage();
      await page.goto('/');
      await page.evaluate(
        ({ key, url }) => localStorage.setItem(key, JSON.stringify({ shop: url })),
        { key: storageKeys.remoteOverrides, url: LOCAL_SHOP },
      );
      await page.goto('/frame-shop?citylens-overrides');
      await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
      await page.keyboard.press('Alt+Shift+O');
      await page.waitForTimeout(500);
      expect(await overridesDialogOpens(page)).toBe(false);
      await expect(page.getByTestId('overrides-badge')).toHaveCount(0);
      await expect(page.getByTestId('local-build-notice')).toHaveCount(0);
      expect(await variantOn(page, 'shop')).not.toMatchObject({ release: localRelease });
      await page.evaluate((key) => localStorage.removeItem(key), storageKeys.remoteOverrides);

      // Allowed: the panel opens from the parameter, the override is saved, the page reloads with
      // the local build in the shop's area and a badge saying so.
      writeFileSync(OVERRIDES_FILE, JSON.stringify({ allowOverrides: true }, null, 2));
      await expect.poll(async () => (await runtimeConfig()).allowOverrides).toBe(true);
      await page.goto('/frame-shop?citylens-overrides');
      const dialog = page.getByRole('dialog', { name: 'Remote overrides' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shootBothSizes(page, testInfo, 'overrides-panel');
      await dialog.getByLabel(remotes.shop.title).fill(LOCAL_SHOP);
      await dialog.getByRole('button', { name: 'Save and reload' }).click();
      await page.waitForLoadState('load');
      await page.goto('/frame-shop');
      await expect(page.getByTestId('local-build-notice')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
      await expect(page.getByTestId('overrides-badge')).toHaveText(
        `Override active: ${remotes.shop.title}`,
      );
      expect((await variantOn(page, 'shop')).release).toBe(localRelease);
      expect(await seriousViolations(page)).toEqual([]);
      await shootBothSizes(page, testInfo, 'override-active');
      // The badge opens the panel; Clear all puts the deployed shop back.
      await page.getByTestId('overrides-badge').click();
      await dialog.getByRole('button', { name: 'Clear all' }).click();
      await page.waitForLoadState('load');
      await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
      await expect(page.getByTestId('overrides-badge')).toHaveCount(0);
      await expect(page.getByTestId('local-build-notice')).toHaveCount(0);
      await visitor.close();
    } finally {
      await localShop.stop();
      rmSync(localDist, { recursive: true, force: true });
      await setRuntimeOverrides(null);
    }
  },
);

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
    // A few dozen visitors, on both sides of the 50 % line, until the rollback has happened.
    for (let i = 0; i < 40; i++) {
      const bucket = (i * 37) % 100;
      const visit = await visitShop(browser, bucket);
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
