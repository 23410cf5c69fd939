import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import {
  addFrame,
  checkoutDetails,
  fillCheckout,
  frameCard,
  imagesSettled,
  listFrames,
  shot,
} from './shop-helpers';
import { CONTAINERS } from '../../support/tags';

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test(
  'two colours of a picture frame and a painting frame → badge and footer → reload keeps them → checkout → Order Confirmed! → the order in the API',
  CONTAINERS,
  async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { picture, painting } = await listFrames(request);
    const pictureFrame = picture[0]!;
    const paintingFrame = painting[0]!;

    await page.goto(routes.frameShop.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Frame Shop' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Frame types' });
    await expect(tabs.getByRole('tab', { name: 'All Frames' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(
      picture.length + painting.length,
    );
    await imagesSettled(page);
    await shot(page, testInfo, 'frame-shop-desktop', false);

    // Picture frame in black (1) and brown (2): two lines of one frame.
    await tabs.getByRole('tab', { name: 'Picture Frames' }).click();
    await expect(page).toHaveURL(/\?tab=picture$/);
    const card = frameCard(page, pictureFrame.name);
    await addFrame(card, 'black', 1);
    await expect(card.getByRole('img')).toHaveAttribute('src', /-black\./);
    await addFrame(card, 'brown', 2);
    await expect(card.getByRole('img')).toHaveAttribute('src', /-brown\./);

    // One painting frame, from its own tab (kept in the URL).
    await tabs.getByRole('tab', { name: 'Picture Frames' }).press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=painting$/);
    await addFrame(frameCard(page, paintingFrame.name), 'black', 1);
    await shot(page, testInfo, 'frame-shop-added-desktop', false);

    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    const expectCount = async (n: number) => {
      if (n > 0) {
        await expect(header.getByRole('button', { name: `CART (${n} items)` })).toBeVisible();
        await expect(header.getByTestId('cart-badge').filter({ visible: true })).toHaveText(
          String(n),
        );
      } else {
        await expect(header.getByTestId('cart-badge')).toHaveCount(0);
      }
      await expect(footer.getByRole('button', { name: `View Cart (${n})` })).toBeVisible();
    };
    await expectCount(4);
    await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText('4 items');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Painting Frames' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectCount(4);

    // The header's CART opens shop's cart modal.
    await header.getByRole('button', { name: 'CART (4 items)' }).click();
    const cartDialog = page.getByRole('dialog', { name: 'Your Cart (4)' });
    await expect(cartDialog).toBeVisible();
    await expect(
      cartDialog.getByRole('list', { name: 'Cart items' }).getByRole('listitem'),
    ).toHaveCount(3);
    await imagesSettled(page);
    await shot(page, testInfo, 'cart-modal-desktop', false);
    await cartDialog.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // One field missing: its message, and focus on it; no order is sent.
    await fillCheckout(page, 'Phone');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Phone is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Phone', { exact: true })).toBeFocused();
    await shot(page, testInfo, 'checkout-error-desktop');

    await page.getByLabel('Phone', { exact: true }).fill(checkoutDetails.Phone!);
    const posted = page.waitForRequest(
      (r) => r.url() === `${API}/api/orders/` && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    const orderRequest = await posted;
    expect(orderRequest.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    const orderId = (await page.getByTestId('order-id').textContent())!.trim();
    expect(orderId).toMatch(/^CL-/);
    await shot(page, testInfo, 'order-confirmed-desktop', false);
    await expectCount(0);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      routes.frameShop.href(),
    );
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    // The API holds the order with its own total and nothing of the card beyond the last four.
    const res = await request.get(`${API}/api/orders/${orderId}/`);
    expect(res.ok()).toBe(true);
    const order = await res.json();
    const subtotal = (pictureFrame.price * 3 * 100 + paintingFrame.price * 100) / 100;
    const shipping = subtotal > 50 ? 0 : 9.99;
    expect(order.subtotal).toBeCloseTo(subtotal, 2);
    expect(order.shipping_cost).toBeCloseTo(shipping, 2);
    expect(order.total_amount).toBeCloseTo(subtotal + shipping, 2);
    expect(order.items).toHaveLength(3);
    expect(order.payment.card_last4).toBe('4242');
    const raw = JSON.stringify(order);
    expect(raw).not.toContain('4242 4242');
    expect(raw).not.toContain('4242424242424242');
    expect(raw).not.toContain('737');
    expect(raw).not.toContain('12/29');
    expect(raw).not.toContain('card_cvv');

    // Nothing of the card was kept in the browser.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('737');
  },
);

test('mobile: frame shop, cart and checkout', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { picture } = await listFrames(request);
  await page.goto(routes.frameShop.href());
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await imagesSettled(page);
  await shot(page, testInfo, 'frame-shop-mobile', false);
  await addFrame(frameCard(page, picture[1]!.name), 'brown', 3);
  await page.getByRole('button', { name: 'View Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (3)' })).toBeVisible();
  await imagesSettled(page);
  await shot(page, testInfo, 'cart-modal-mobile', false);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await imagesSettled(page);
  await shot(page, testInfo, 'checkout-mobile');
});

test('checkout with an empty cart offers Continue Shopping', async ({ page }, testInfo) => {
  await page.goto(routes.checkout.href());
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await shot(page, testInfo, 'checkout-empty-desktop', false);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/frame-shop$/);
});
