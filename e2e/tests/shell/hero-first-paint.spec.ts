import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from './shell-helpers';
import { holdRequests } from '../../support/hold-requests';
import { waitForHydration } from '../../support/hydration';
import { SITE_URL } from '../../support/site';

/**
 * The home hero's first paint: the photo never shows without its dark overlay and its text. A
 * browser without `rel=expect` paints while it is still reading the HTML, and a cached photo
 * paints at once; what has been read up to the photo must already hold both.
 */
const hero = '#root section[aria-roledescription="carousel"]';

test('the home page read only up to its hero photo already shows the overlay and the heading', async ({
  page,
}) => {
  await preAcceptCookies(page);
  // The server's page, cut right after the photo's tag: the state of a paint made at that point.
  await page.route(`${SITE_URL}${routes.home.href()}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const photo = html.search(/<img [^>]*fetchpriority="high"/i);
    await route.fulfill({ response, body: html.slice(0, html.indexOf('>', photo) + 1) });
  });
  await page.goto(routes.home.href(), { waitUntil: 'commit' });
  const photo = page.locator(`${hero} img[fetchpriority="high"]`);
  await expect(photo).toBeVisible();
  // Nothing after the photo was read (the page's next section is not there).
  await expect(page.getByRole('heading', { name: 'Photos of the Week' })).toHaveCount(0);
  await expect(page.locator(hero).getByRole('heading', { level: 1 })).toBeVisible();
  const overlay = await photo.evaluate(
    (img) => getComputedStyle(img.parentElement!, '::after').backgroundImage,
  );
  expect(overlay).toContain('linear-gradient');
});

test('the hero keeps its overlay and heading through hydration', async ({ page }) => {
  await preAcceptCookies(page);
  const releaseScripts = await holdRequests(page, /\/main\.js$/);
  await page.goto(routes.home.href(), { waitUntil: 'commit' });
  const heading = page.locator(hero).getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  releaseScripts();
  await waitForHydration(page);
  await expect(heading).toBeVisible();
  const overlay = await page
    .locator(`${hero} img[fetchpriority="high"]`)
    .evaluate((img) => getComputedStyle(img.parentElement!, '::after').backgroundImage);
  expect(overlay).toContain('linear-gradient');
});
