import { expect, test } from '@playwright/test';
import type { Frame } from '@citylens/shared/contracts';
import { API_URL } from '../../support/site';

test('a cart change made in the shop remote is seen by the host header (one bus)', async ({
  page,
  request,
}) => {
  const frames = (await (await request.get(`${API_URL}/api/picture-frames/`)).json()) as Frame[];
  const frame = frames[0]!;
  await page.addInitScript((item) => {
    if (!localStorage.getItem('citylens_cart')) {
      localStorage.setItem(
        'citylens_cart',
        JSON.stringify([{ ...item, selectedColor: 'black', quantity: 1 }]),
      );
    }
  }, frame);

  await page.goto('/frame-shop');
  const header = page.getByRole('banner');
  const badge = header.getByTestId('cart-badge').first();
  await expect(badge).toHaveText('1');

  // The host opens the shop's cart modal on the bus intent; the shop changes the cart on the bus.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /CART/ })
    .click();
  const cart = page.getByRole('dialog', { name: /Your Cart/ });
  await cart.getByRole('button', { name: `Increase quantity of ${frame.name}, Black` }).click();
  await expect(badge).toHaveText('2');
  await expect(page.getByRole('contentinfo').getByText('View Cart (2)')).toBeVisible();

  await cart.getByRole('button', { name: `Remove ${frame.name}, Black` }).click();
  await expect(header.getByTestId('cart-badge')).toHaveCount(0);
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
});
