import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routes, SAVED_CITIES_CACHE } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { backupBuild, deployRemote, editSource, folderOf } from '../platform/deploy-helpers';
import { gotoHydrated, waitForHydration } from '../../support/hydration';
import { secondPageWithWorker } from './offline-helpers';

test.use({ serviceWorkers: 'allow' });

/** The release each saved city's copy was saved from, as its record says. */
const savedReleases = (page: import('@playwright/test').Page) =>
  page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return Promise.all(
      (await cache.keys()).map(
        async (key) => ((await (await cache.match(key))!.json()) as { release?: string }).release,
      ),
    );
  }, SAVED_CITIES_CACHE);

test(
  'discovery redeployed while the visitor is offline: the saved city still reads; back online the new release shows and the copy updates',
  { tag: '@local-servers' },
  async ({ page, context }) => {
    test.setTimeout(300_000);
    const restoreBuild = backupBuild('discovery');
    try {
      await preAcceptCookies(page);
      await gotoHydrated(page, routes.city.href('Paris'));
      await secondPageWithWorker(page);
      const copy = page.getByRole('region', { name: 'Offline copy' });
      await copy.getByRole('button', { name: 'Save for offline' }).click();
      await expect(copy.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
      const [savedFrom] = await savedReleases(page);
      expect(savedFrom).toBeTruthy();

      await context.setOffline(true);
      // The discovery team ships a visible change while the traveller has no network.
      const release = `e2e-offline-redeploy-${Date.now()}`;
      const exposed = path.join(folderOf('discovery'), 'src', 'exposed', 'CityPage.tsx');
      const restoreSource = editSource(exposed, () =>
        writeFileSync(
          exposed,
          `import CityPage from './CityPage.e2e-original';\n` +
            `export default function CityPageWithNotice() {\n` +
            `  return (<><p data-testid="redeploy-notice">New city guides have arrived</p><CityPage /></>);\n}\n`,
        ),
      );
      try {
        await deployRemote('discovery', release);
      } finally {
        restoreSource();
      }

      // Offline: the saved copy, one release, still reads in full.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByTestId('redeploy-notice')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Articles/ })).toBeVisible();

      // Back online, the next visit is the new release, and the saved copy is brought up to it.
      await context.setOffline(false);
      await page.reload();
      await expect(page.getByTestId('redeploy-notice')).toBeVisible();
      await expect.poll(() => savedReleases(page), { timeout: 60_000 }).toEqual([release]);
      await expect(copy.getByText('Saved', { exact: true })).toBeVisible();

      // And offline again, the updated copy is the new release.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('redeploy-notice')).toBeVisible();
      await context.setOffline(false);
    } finally {
      restoreBuild();
    }
  },
);
