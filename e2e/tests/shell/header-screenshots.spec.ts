import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { BUS_GLOBAL_KEY, routes, type CityLensBus } from '@citylens/shared/contracts';
import { DEMO, header, preAcceptCookies, signInThroughModal } from './shell-helpers';
import { gotoHydrated } from '../../support/hydration';

/** Screenshot of the header, kept as a file in the test's output folder and attached to the report. */
async function attachHeader(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await header(page).screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('header on desktop: signed out, signed in, and compact past 80 px', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(routes.faq.href());
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await attachHeader(page, testInfo, 'header-desktop-signed-out');

  await signInThroughModal(page, DEMO.username, DEMO.password);
  await expect(header(page).getByRole('link', { name: 'UPLOAD PHOTO' })).toBeVisible();
  // Two frames in the cart through the page's bus: the badge appears with the count.
  await page.evaluate((key) => {
    const bus = (window as unknown as Record<string, CityLensBus>)[key]!;
    bus.sendCartCommand({
      type: 'add',
      frame: {
        id: 9001,
        name: 'Harbour Black',
        price: 24,
        frame_size: '30x40',
        black_image_url: '',
        brown_image_url: '',
        kind: 'picture',
      },
      color: 'black',
      quantity: 2,
    });
  }, BUS_GLOBAL_KEY);
  await expect(header(page).getByRole('button', { name: 'CART (2 items)' })).toBeVisible();
  await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
  await attachHeader(page, testInfo, 'header-desktop-signed-in');

  await page.mouse.wheel(0, 400);
  await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
  await attachHeader(page, testInfo, 'header-desktop-scrolled');
});

test('header on mobile: closed and with the menu open', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(routes.faq.href());
  const toggle = header(page).getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
  await attachHeader(page, testInfo, 'header-mobile-closed');

  await toggle.click();
  const mobileNav = header(page).getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await attachHeader(page, testInfo, 'header-mobile-menu-open');
  await page.keyboard.press('Escape');
  await expect(mobileNav).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('on a city page the header offers Back (one step back)', async ({ page }) => {
  await page.goto(routes.events.href());
  await gotoHydrated(page, routes.city.href('Paris'));
  await header(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.events.href()}$`));
});
