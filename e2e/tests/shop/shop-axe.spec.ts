import { routes } from '@citylens/shared/contracts';
import { addFrame, frameCard, listFrames } from './shop-helpers';
import { seriousA11yViolations as seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/cookies-answered';

test('axe: /frame-shop, the cart modal and /checkout have no serious or critical violations', async ({
  page,
  request,
}) => {
  const { picture } = await listFrames(request);
  await page.goto(routes.frameShop.href());
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await addFrame(frameCard(page, picture[0]!.name), 'brown', 2);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'View Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (2)' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // With every field in error too.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the empty cart modal and the empty checkout', async ({ page }) => {
  await page.goto(routes.checkout.href());
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('button', { name: 'View Cart (0)' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (0)' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
