import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from '../../support/hold-requests';
import { PRESSES_BEFORE_HYDRATION_GLOBAL, routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { frameCard, listFrames } from '../shop/shop-helpers';

/**
 * A visitor on a slow phone sees the server's page a second or more before its scripts have run,
 * and a remote's area hydrates later still. A colour picked then and "Add to cart" pressed (three
 * times, impatiently) add the frame in that colour once, as soon as the page can.
 */

/** Black, then "Add to cart" three times: an impatient visitor on a page that is not listening yet. */
async function pickBlackAndAdd(page: Page, frameName: string) {
  const card = frameCard(page, frameName);
  await card.getByText('Black', { exact: true }).click();
  const add = card.getByRole('button', { name: 'Add to cart' });
  for (let press = 0; press < 3; press += 1) await add.click();
}

async function expectAddedOnce(page: Page, frameName: string) {
  await expect(frameCard(page, frameName).getByRole('status')).toContainText(
    `Added 1 × ${frameName} (Black)`,
  );
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'View Cart (1)' }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByTestId('cart-badge').filter({ visible: true }),
  ).toHaveText('1');
}

test('colour and "Add to cart" pressed before the host\'s script has run: the frame is added once, after hydration', async ({
  page,
  request,
}) => {
  const frameName = (await listFrames(request)).picture[0]!.name;
  await preAcceptCookies(page);
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  // The load would wait for the held script: the page is used as soon as its HTML is on screen.
  await page.goto(routes.frameShop.href(), { waitUntil: 'commit' });
  await pickBlackAndAdd(page, frameName);
  await expect(frameCard(page, frameName).getByRole('status')).toHaveText('');
  releaseHostScript();
  await expectAddedOnce(page, frameName);
});

test('colour and "Add to cart" pressed while the shop\'s area waits for its module: added once it arrives', async ({
  page,
  request,
}) => {
  const frameName = (await listFrames(request)).picture[0]!.name;
  await preAcceptCookies(page);
  const releaseShop = await holdRequests(page, /\/remoteEntry\.js$/);
  await page.goto(routes.frameShop.href(), { waitUntil: 'commit' });
  // React listens now; it cannot hydrate the shop's area without the shop's module.
  await page.waitForFunction(
    (name) =>
      (window as unknown as Record<string, { reactListening?: boolean } | undefined>)[name]
        ?.reactListening === true,
    PRESSES_BEFORE_HYDRATION_GLOBAL,
  );
  await pickBlackAndAdd(page, frameName);
  await expect(frameCard(page, frameName).getByRole('status')).toHaveText('');
  releaseShop();
  await expectAddedOnce(page, frameName);
});
