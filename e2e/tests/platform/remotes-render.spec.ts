import { expect, test } from '@playwright/test';
import { type RemoteName } from '@citylens/shared/contracts';
import { remoteRoutes } from '../../support/remote-routes';
import { remoteOrigin } from '../../support/site';
import { CONTAINERS } from '../../support/tags';

for (const [remote, { path, heading }] of Object.entries(remoteRoutes) as [
  RemoteName,
  (typeof remoteRoutes)[RemoteName],
][]) {
  test(`${remote} renders its route ${path} inside the host`, CONTAINERS, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The host's shell is around it.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page came from the remote's own server, found through the runtime config. The heading
    // is in the server's HTML; the scripts that fetch the manifest may start after the load event
    // (on a hero page they wait for the photo's paint).
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((name) => name.endsWith('/mf-manifest.json'))
            .map((name) => new URL(name).origin),
        ),
      )
      .toContain(remoteOrigin(remote));
  });
}
