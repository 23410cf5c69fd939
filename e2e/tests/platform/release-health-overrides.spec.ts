import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remotes, storageKeys } from '@citylens/shared/contracts';
import { appInfo } from '../../../shared/build/apps';
import { AppServer } from '../../../shared/build/serve';
import { seriousA11yViolations as seriousViolations } from '../../support/axe';
import { waitForHydration } from '../../support/hydration';
import {
  OVERRIDES_FILE,
  folderOf,
  removeCanaryBuild,
  setRuntimeOverrides,
  putShopBack,
  variantOn,
} from './deploy-helpers';
import {
  deployShopCanary,
  overridesDialogOpens,
  runtimeConfig,
  shootBothSizes,
} from './release-health-helpers';

/** Where the overrides journey serves its second shop build. */
const LOCAL_SHOP_PORT = 3013;
const LOCAL_SHOP = `http://localhost:${LOCAL_SHOP_PORT}/mf-manifest.json`;

test.afterAll(putShopBack);

type ShortcutWindow = Window & { __overridesShortcut?: KeyboardEvent };

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
      // Hydrated: the page has read its runtime config, where allowed overrides mount the panel
      // and its shortcut. The shortcut's keydown is kept by a listener of the journey's: read once
      // its dispatch is over, it says that the page had it and whether any listener took it (the
      // panel's calls preventDefault and opens in that same task).
      await waitForHydration(page);
      await page.evaluate(() =>
        window.addEventListener('keydown', (event) => {
          if (event.code === 'KeyO' && event.altKey && event.shiftKey)
            (window as ShortcutWindow).__overridesShortcut = event;
        }),
      );
      await page.keyboard.press('Alt+Shift+O');
      await expect
        .poll(() =>
          page.evaluate(() => (window as ShortcutWindow).__overridesShortcut?.defaultPrevented),
        )
        .toBe(false);
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
