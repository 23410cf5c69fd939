import { expect, test, type Page } from '@playwright/test';
import { routes, SITE_FOOTER_ID } from '@citylens/shared/contracts';
import { hydrationProblems } from '../platform/server-render-helpers';
import { preAcceptCookies } from '../shell/shell-helpers';
import { holdRequests } from '../../support/hold-requests';
import { gotoHydrated, waitForHydration } from '../../support/hydration';
import { pageSettled } from '../../support/page-settled';
import { SITE_URL } from '../../support/site';
import { keepCartInStorage, listFrames } from './shop-helpers';

/**
 * The checkout is the one page the server renders with the visitor's own data: their cart, from
 * the cookie the cart mirrors. Its first paint is their order, not "Your cart is empty" until the
 * scripts run, and nothing on it moves or changes when it hydrates.
 */

type Box = { x: number; y: number; width: number; height: number };

/** Where the order's parts are on screen. */
async function boxesOf(page: Page, names: string[]): Promise<Record<string, Box>> {
  const boxes: Record<string, Box> = {};
  for (const name of names) {
    const box = await page.getByText(name, { exact: true }).first().boundingBox();
    expect(box, `${name} on screen`).not.toBeNull();
    boxes[name] = box!;
  }
  return boxes;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}×${viewport.height}: a visitor with a cart sees their order in the server's checkout, and it stays put through hydration`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const frames = await listFrames(request);
    const [picture, painting] = [frames.picture[0]!, frames.painting[0]!];
    const items = [
      { ...picture, kind: 'picture', selectedColor: 'black', quantity: 2 },
      { ...painting, kind: 'painting', selectedColor: 'brown', quantity: 1 },
    ];
    await preAcceptCookies(page);
    // A cart kept from an earlier visit (before the cookie existed): the first page mirrors it.
    await keepCartInStorage(page, items);
    await gotoHydrated(page, routes.frameShop.href());
    const cookies = await page.context().cookies(SITE_URL);
    expect(cookies.find((c) => c.name === 'citylens_cart')?.value).toBe(
      `picture-${picture.id}-black-2.painting-${painting.id}-brown-1`,
    );

    const problems = hydrationProblems(page);
    const release = await holdRequests(page, /\/main\.js$/);
    await page.goto(routes.checkout.href(), { waitUntil: 'commit' });
    await page.locator(`#${SITE_FOOTER_ID}`).waitFor({ state: 'attached' });
    // Before any script: the order, its total and the form are the server's page.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(picture.name, { exact: true })).toBeVisible();
    await expect(summary.getByText(painting.name, { exact: true })).toBeVisible();
    const total = picture.price * 2 + painting.price;
    await expect(summary.getByText(`$${total.toFixed(2)}`).last()).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    const names = ['Order Summary', 'Shipping Information', 'Place Order', picture.name];
    const before = await boxesOf(page, names);
    // The header's CART already counts the order: nothing in the header moves when it hydrates.
    const header = page.getByRole('banner');
    const cartButton = header.getByRole('button', { name: /cart/i }).first();
    await expect(cartButton).toContainText('3');
    // Each control the loaded header shows, where it was mid-load (the server's header also holds
    // the signed-in controls and the phone menu's items, hidden, which hydration leaves out).
    const headerBoxes = () =>
      header.locator('a, button').evaluateAll((controls) =>
        Object.fromEntries(
          controls
            .map((control) => [control.textContent, control.getBoundingClientRect()] as const)
            .filter(([, box]) => box.width > 0)
            .map(([text, box]) => [text, `${box.x},${box.y} ${box.width}×${box.height}`]),
        ),
      );
    const headerBefore = await headerBoxes();
    const cartBefore = await cartButton.boundingBox();
    // An impatient visitor starts on the form at once.
    await page.getByLabel('First name', { exact: true }).fill('Grace');
    await page.screenshot({ path: test.info().outputPath('checkout-mid-load.png') });

    release();
    await waitForHydration(page);
    await pageSettled(page);
    expect(await boxesOf(page, names)).toEqual(before);
    const headerAfter = await headerBoxes();
    expect(Object.keys(headerAfter).length).toBeGreaterThan(1);
    for (const [control, box] of Object.entries(headerAfter))
      expect([control, box]).toEqual([control, headerBefore[control]]);
    expect(await cartButton.boundingBox()).toEqual(cartBefore);
    await expect(cartButton).toContainText('3');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Grace');
    await expect(summary.getByText(picture.name, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('checkout-loaded.png') });
    expect(problems).toEqual([]);
  });
}
