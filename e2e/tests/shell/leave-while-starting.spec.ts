import { expect, test } from '@playwright/test';
import { apiPaths, routes, storageKeys } from '@citylens/shared/contracts';
import { createAccount, startSignedIn } from '../account/account-helpers';
import { header } from './shell-helpers';
import { API_URL } from '../../support/site';

/**
 * A signed-in visitor who moves on before the page has confirmed their session (its profile call
 * still on the way) stays signed in: the browser cancelled that call, nobody refused the session.
 * Logging out then signed them out in every tab and made the server drop their refresh token.
 */
test('leaving a page while it checks the session keeps the visitor signed in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'leaver');
  await startSignedIn(page, request, account);
  // The first page's session check is slow: the visitor moves on before it answers.
  let first = true;
  const profileAsked = new Promise<void>((resolve) => {
    void page.route(`${API_URL}${apiPaths.profile}`, async (route) => {
      if (!first) return route.continue();
      first = false;
      resolve();
      await new Promise((wait) => setTimeout(wait, 3000));
      await route.continue().catch(() => undefined);
    });
  });
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(apiPaths.tokenLogout)) logouts.push(r.url());
  });
  await page.goto(routes.frameShop.href());
  await profileAsked;
  await page.goto(routes.faq.href());

  await expect(
    header(page).getByRole('button', { name: new RegExp(account.username) }),
  ).toBeVisible();
  await page.reload();
  await expect(
    header(page).getByRole('button', { name: new RegExp(account.username) }),
  ).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), storageKeys.refreshToken),
  ).not.toBeNull();
  expect(logouts).toEqual([]);
});
