import { expect, test } from '@playwright/test';
import { routes, storageKeys } from '@citylens/shared/contracts';
import { DEMO, header, preAcceptCookies, signInThroughModal } from './shell-helpers';

const REFRESH_PATH = '/api/token/refresh/';

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
  await page.goto(routes.frameShop.href());
  await signInThroughModal(page, DEMO.username, DEMO.password);
  await expect(header(page).getByRole('button', { name: /demo/ })).toBeVisible();
});

test('an expired access token is refreshed exactly once and the page keeps working', async ({
  page,
}) => {
  const refreshCalls: number[] = [];
  page.on('response', (response) => {
    if (
      new URL(response.url()).pathname === REFRESH_PATH &&
      response.request().method() === 'POST'
    ) {
      refreshCalls.push(response.status());
    }
  });
  const profileStatuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/profile/')
      profileStatuses.push(response.status());
  });

  // The server no longer accepts the stored access token.
  await page.evaluate(
    (key) => localStorage.setItem(key, 'expired.access.token'),
    storageKeys.accessToken,
  );
  await page.goto(routes.profile.href());

  await expect(page).toHaveURL(new RegExp(`${routes.profile.href()}$`));
  await expect(header(page).getByRole('button', { name: /demo/ })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'UPLOAD PHOTO' })).toBeVisible();
  await expect.poll(() => profileStatuses.includes(200)).toBe(true);
  expect(profileStatuses[0]).toBe(401);
  // Let any late callers settle, then count.
  await page.waitForLoadState('networkidle');
  expect(refreshCalls).toEqual([200]);
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  expect(stored).not.toBe('expired.access.token');
});

test('a rejected refresh signs the user out with "Session expired. Please login again."', async ({
  page,
}) => {
  const refreshStatuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === REFRESH_PATH) refreshStatuses.push(response.status());
  });
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem(access, 'expired.access.token');
      localStorage.setItem(refresh, 'revoked.refresh.token');
    },
    [storageKeys.accessToken, storageKeys.refreshToken] as const,
  );
  await page.goto(routes.frameShop.href());

  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'UPLOAD PHOTO' })).toHaveCount(0);
  expect(refreshStatuses.length).toBe(1);
  expect(refreshStatuses[0]).toBeGreaterThanOrEqual(400);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken),
  ).toBeNull();
});

test('two tabs whose token expired at once both stay signed in: one refresh, no replay', async ({
  page,
  context,
}) => {
  const second = await context.newPage();
  await preAcceptCookies(second);
  await second.goto(routes.frameShop.href());
  await expect(header(second).getByRole('button', { name: /demo/ })).toBeVisible();

  const refreshStatuses: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === REFRESH_PATH) refreshStatuses.push(response.status());
  });
  // A slow refresh: both tabs get their 401 before either refresh has answered.
  await context.route(`**${REFRESH_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.evaluate(
    (key) => localStorage.setItem(key, 'expired.access.token'),
    storageKeys.accessToken,
  );
  await Promise.all([page.goto(routes.profile.href()), second.goto(routes.profile.href())]);

  for (const tab of [page, second]) {
    await expect(header(tab).getByRole('link', { name: 'UPLOAD PHOTO' })).toBeVisible();
    await expect(header(tab).getByRole('button', { name: /demo/ })).toBeVisible();
  }
  // The header shows the stored session before any call: wait for the refresh itself (on a busy
  // machine the network can go quiet while the tabs' scripts still run), then for any second one.
  await expect.poll(() => refreshStatuses.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await Promise.all([page.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
  await page.waitForTimeout(1500);
  expect(refreshStatuses).toEqual([200]);
  // Still one live session: a reload in either tab stays signed in.
  await second.reload();
  await expect(header(second).getByRole('button', { name: /demo/ })).toBeVisible();
  await expect(second.getByText('Session expired. Please login again.')).toHaveCount(0);
});
