import { routes } from '@citylens/shared/contracts';
import { stopAppsDuringEachTest } from '../../support/app-control';
import { expect, test } from '../../support/cookies-answered';
import { addFrame, fillCheckout, frameCard, listFrames } from './shop-helpers';

stopAppsDuringEachTest(['discovery', 'events', 'account']);

test(
  'with discovery, events and account stopped, the shop, the cart modal and checkout work end to end',
  { tag: '@local-servers' },
  async ({ page, request }) => {
    const { picture, painting } = await listFrames(request);

    await page.goto(routes.frameShop.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Frame Shop' })).toBeVisible();
    await addFrame(frameCard(page, picture[2]!.name), 'black', 2);
    await addFrame(frameCard(page, painting[1]!.name), 'brown', 1);
    await expect(
      page.getByRole('banner').getByTestId('cart-badge').filter({ visible: true }),
    ).toHaveText('3');

    await page.getByRole('banner').getByRole('button', { name: 'CART (3 items)' }).click();
    const cartDialog = page.getByRole('dialog', { name: 'Your Cart (3)' });
    await expect(cartDialog).toBeVisible();
    await cartDialog
      .getByRole('button', { name: 'Increase quantity of', exact: false })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Your Cart (4)' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('order-id')).toHaveText(/^CL-/);
    await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveCount(0);

    // The stopped remotes show their own fallback; the shop's pages are unaffected.
    await page.getByRole('banner').getByRole('link', { name: 'EVENTS' }).first().click();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'FRAME SHOP' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frame Shop' })).toBeVisible();
  },
);
