import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { preAcceptCookies } from '../shell/shell-helpers';
import {
  backupBuild,
  deployRemote,
  editSource,
  folderOf,
  mtimeOf,
  repoRoot,
  variantOn,
} from './deploy-helpers';
import { watchOpenShopPage } from '../../support/open-page-watch';
import { attachScreenshot } from '../../support/screenshots';

test(
  'redeploying the shop alone: new visits get the new build, a page opened before keeps loading its old chunks',
  { tag: '@local-servers' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const hostMain = path.join(repoRoot, 'host', 'dist', 'main.js');
    const hostBuiltAt = mtimeOf(hostMain);
    const restoreBuild = backupBuild('shop');
    const openPage = watchOpenShopPage(page, 'http://localhost:3003');

    try {
      // A visitor opens the shop before the redeploy.
      await preAcceptCookies(page);
      await page.goto('/frame-shop');
      await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
      const before = await variantOn(page, 'shop');

      // The shop team ships a visible change: deploy:local rebuilds the shop alone and swaps it in.
      const release = `e2e-redeploy-${Date.now()}`;
      const exposed = path.join(folderOf('shop'), 'src', 'exposed', 'FrameShopPage.tsx');
      const restoreSource = editSource(exposed, () =>
        writeFileSync(
          exposed,
          `import FrameShopPage from './FrameShopPage.e2e-original';\n` +
            `export default function FrameShopPageWithNotice() {\n` +
            `  return (<><p data-testid="redeploy-notice">New frames have arrived</p><FrameShopPage /></>);\n}\n`,
        ),
      );
      try {
        await deployRemote('shop', release);
      } finally {
        restoreSource();
      }
      expect(release).not.toBe(before.release);

      // The page opened before: the cart and checkout chunks it never loaded come from the old build.
      const oldChunks = await openPage.openCartThenCheckout();
      console.log(`[redeploy] old page loaded ${oldChunks.length} shop chunks after the redeploy`);
      expect(oldChunks.length).toBeGreaterThan(0);
      expect(oldChunks.filter((c) => c.status !== 200)).toEqual([]);
      expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

      // The host's server renders the new version (its HTML), with no restart or rebuild.
      const served = await page.request.get('/frame-shop');
      expect(await served.text()).toContain('New frames have arrived');

      // The next navigation to /frame-shop shows the new version; the host was not rebuilt.
      const next = await browser.newPage();
      await preAcceptCookies(next);
      await next.goto('/frame-shop');
      await expect(next.getByTestId('redeploy-notice')).toHaveText('New frames have arrived');
      await expect(next.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
      expect((await variantOn(next, 'shop')).release).toBe(release);
      await attachScreenshot(next, testInfo, 'after-redeploy', { folder: 'deploy-shots' });
      await next.close();
      expect(mtimeOf(hostMain)).toBe(hostBuiltAt);
      expect(openPage.problems).toEqual([]);
    } finally {
      restoreBuild();
    }
  },
);
