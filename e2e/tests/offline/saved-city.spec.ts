import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { visitEachSubPage } from '../discovery/discovery-helpers';
import { gotoHydrated, waitForHydration } from '../../support/hydration';
import { screenshotsInto } from '../../support/screenshots';
import { brokenPhotos, secondPageWithWorker } from './offline-helpers';

const shot = screenshotsInto('offline-shots');

/**
 * A traveller saves Paris before the trip, then reads it in the metro: the city, its five
 * sub-pages, an article and a photo open with no network, every photo drawn; a city not saved
 * gives the offline page, which links to Paris.
 */
test.use({ serviceWorkers: 'allow' });

const CITY = 'Paris';

async function saveParis(page: Page, testInfo: TestInfo) {
  await gotoHydrated(page, routes.city.href(CITY));
  await secondPageWithWorker(page);
  const copy = page.getByRole('region', { name: 'Offline copy' });
  await copy.scrollIntoViewIfNeeded();
  await copy.getByRole('button', { name: 'Save for offline' }).click();
  const progress = copy.getByRole('progressbar', { name: `Saving ${CITY}` });
  await expect(progress).toBeVisible();
  const size = `${page.viewportSize()!.width}`;
  await shot(page, testInfo, `save-control-saving-${size}`, false);
  await expect(copy.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, `save-control-saved-${size}`, false);
  return copy;
}

async function expectPhotosDrawn(page: Page) {
  await expect.poll(() => brokenPhotos(page), { timeout: 10_000 }).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`${viewport.width}×${viewport.height}: save Paris, go offline, and read it all by its links`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await preAcceptCookies(page);
    const started = Date.now();
    const copy = await saveParis(page, testInfo);
    const saved = await copy.getByRole('status').textContent();
    testInfo.annotations.push({
      type: 'saved',
      description: `${viewport.width} px: ${saved} in ${Date.now() - started} ms`,
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: CITY })).toBeVisible();
    await waitForHydration(page);
    await expectPhotosDrawn(page);
    await shot(page, testInfo, `saved-city-offline-${viewport.width}`, false);

    await visitEachSubPage(page, () => expectPhotosDrawn(page));

    // The food viewer and the transport details open by a button; their photos were saved too.
    await page.getByRole('link', { name: /^Food/ }).click();
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectPhotosDrawn(page);
    await page.keyboard.press('Escape');
    await page.goto(routes.cityTransport.href(CITY));
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectPhotosDrawn(page);
    await page.goto(routes.city.href(CITY));
    await waitForHydration(page);

    // A video says it plays once back online, rather than a broken frame.
    await page.getByRole('link', { name: /^Videography/ }).click();
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page.getByText('Available online', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/city\/Paris$/);

    // An article, opened by its link, and reloaded on its own address.
    await page.getByRole('link', { name: /^Articles/ }).click();
    await page
      .getByRole('link', { name: /^Read / })
      .first()
      .click();
    const reader = page.getByRole('dialog');
    await expect(reader.getByText(/\d+ min read/)).toBeVisible();
    await expectPhotosDrawn(page);
    await page.reload();
    await expect(page.getByRole('dialog').getByText(/\d+ min read/)).toBeVisible();
    await expectPhotosDrawn(page);

    // A lifestyle photo in its viewer.
    await page.goto(routes.cityLifestyle.href(CITY));
    await waitForHydration(page);
    await page.locator('a[href*="photo="]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectPhotosDrawn(page);

    // A city never saved: the offline page, with its way back to Paris.
    await page.goto(routes.city.href('Tokyo'));
    await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
    await shot(page, testInfo, `offline-page-${viewport.width}`);
    await page.getByRole('link', { name: new RegExp(`^${CITY}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: CITY })).toBeVisible();
    await context.setOffline(false);
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`${viewport.width}×${viewport.height}: Saved cities lists Paris with its size; Remove frees its storage`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await preAcceptCookies(page);
    await saveParis(page, testInfo);
    await page.goto(routes.savedCities.href());
    const list = page.getByRole('list', { name: 'Saved cities' });
    await expect(list.getByRole('link', { name: CITY })).toBeVisible();
    await expect(list.getByText(/B · updated just now$/)).toBeVisible();
    const usage = page.getByText(/CityLens uses .* of this device’s storage\./);
    await expect(usage).toBeVisible();
    await shot(page, testInfo, `saved-cities-${viewport.width}`);
    const before = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

    await list.getByRole('button', { name: `Remove ${CITY}` }).click();
    await expect(page.getByRole('heading', { name: 'No saved cities yet' })).toBeVisible();
    const after = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    expect(after).toBeLessThan(before);
    expect(await page.evaluate(() => caches.has('citylens-city:Paris'))).toBe(false);
  });
}
