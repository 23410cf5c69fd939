import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/chromium';
import { routes } from '@citylens/shared/contracts';
import { gotoHydrated, waitForHydration } from '../../support/hydration';
import { preAcceptCookies } from '../shell/shell-helpers';
import { holdRequests } from '../../support/hold-requests';
import { secondPageWithWorker, waitForOfflineWorker } from './offline-helpers';

/**
 * The offline worker: an installable site, pages read online kept for reading offline, and a
 * friendly offline page (with the saved cities) instead of the browser's error.
 */
test.use({ serviceWorkers: 'allow' });

test('the site is installable: a manifest with its icons and a worker controlling the page', async ({
  baseURL,
}, testInfo) => {
  // Chrome offers no install in an incognito profile, which a test's context is: a profile on disk.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await gotoHydrated(page, routes.home.href());
    await secondPageWithWorker(page);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      short_name: 'CityLens',
      display: 'standalone',
      start_url: '/',
    });
    expect(
      manifest.icons.map(
        (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
      ),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('offline, a page read before opens again and hydrates; a page never read shows the offline page', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, routes.faq.href());
  await secondPageWithWorker(page);
  // Read online once the worker controls the page: this copy is kept.
  await gotoHydrated(page, routes.city.href('Paris'));
  await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
  await waitForHydration(page);

  await page.goto(routes.city.href('Tokyo'));
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(page).toHaveTitle("You're offline — CityLens");
  await expect(page.getByText('You have no saved cities yet.', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tokyo' })).toBeVisible();
});

test('the worker installs on the visit’s second page: a move by a link installs it', async ({
  page,
}) => {
  await preAcceptCookies(page);
  await gotoHydrated(page, routes.faq.href());
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'EVENTS' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find all Upcoming Events' }),
  ).toBeVisible();
  await waitForOfflineWorker(page);
});

test('a visitor who saves a city on their first page gets the worker that reads it offline', async ({
  page,
  context,
}) => {
  await preAcceptCookies(page);
  await gotoHydrated(page, routes.city.href('Paris'));
  const copy = page.getByRole('region', { name: 'Offline copy' });
  await copy.getByRole('button', { name: 'Save for offline' }).click();
  await expect(copy.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await waitForOfflineWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
  await waitForHydration(page);
});

test('"Save for offline" pressed before the page’s scripts have run saves the city once they have', async ({
  page,
}) => {
  await preAcceptCookies(page);
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  // The load would wait for the held script: the visitor presses as soon as the HTML is on screen.
  await page.goto(routes.city.href('Paris'), { waitUntil: 'commit' });
  const copy = page.getByRole('region', { name: 'Offline copy' });
  await copy.getByRole('button', { name: 'Save for offline' }).click();
  releaseHostScript();
  await expect(copy.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await waitForOfflineWorker(page);
});
