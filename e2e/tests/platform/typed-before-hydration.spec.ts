import { expect, test, type Page } from '@playwright/test';
import { apiPaths, routes, storageKeys, type CityEvent } from '@citylens/shared/contracts';
import { createAccount, readResetLink, startSignedIn } from '../account/account-helpers';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { holdRequests } from '../../support/hold-requests';
import { waitForHydration } from '../../support/hydration';

/**
 * A visitor who acts as soon as the server's page shows, while its scripts are held back: what
 * they type and send then is kept through hydration, and a press meets their own state.
 */

test('a new password typed before hydration is the one the reset form sends', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'early');
  const asked = Date.now() - 1000;
  const forgot = await request.post(`${API}${apiPaths.forgotPassword}`, {
    data: { email: account.email },
  });
  expect(forgot.ok()).toBe(true);
  const { pathname } = new URL(await readResetLink(account.email, asked));
  await preAcceptCookies(page);
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.goto(pathname, { waitUntil: 'commit' });
  const password = 'a-new-password-of-20';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  releaseHostScript();
  await waitForHydration(page);
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password reset successfully! Redirecting to login...'),
  ).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(0);
});

test('a city typed into the search box before hydration is searched once the page can', async ({
  page,
}) => {
  await preAcceptCookies(page);
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.goto(routes.home.href(), { waitUntil: 'commit' });
  const box = page.getByRole('combobox').first();
  await box.fill('pari');
  releaseHostScript();
  await expect(page.getByRole('listbox').getByRole('option', { name: /Paris/ })).toBeVisible();
  await expect(box).toHaveValue('pari');
});

test('a signed-in visitor presses "Book Event" on a deep-linked event before hydration: it books, never asks to sign in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'booker');
  await startSignedIn(page, request, account);
  const events = (await (await request.get(`${API}${apiPaths.events}`)).json()) as CityEvent[];
  const event = events[0]!;
  const signInAsked = page.getByRole('dialog', { name: 'Sign In' });
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.goto(`${routes.events.href()}?event=${event.id}`, { waitUntil: 'commit' });
  const details = page.getByRole('dialog', { name: event.name });
  await details.getByRole('button', { name: 'Book Event' }).click();
  releaseHostScript();
  await expect(details.getByText('Booked').first()).toBeVisible();
  await expect(signInAsked).toHaveCount(0);
  const booked = await request.get(`${API}${apiPaths.bookedEvents}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(((await booked.json()) as { ids: number[] }).ids).toEqual([event.id]);
});

const accessToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
