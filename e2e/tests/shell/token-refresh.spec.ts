import { expect, test, type BrowserContext, type Request } from '@playwright/test';
import { routes, storageKeys } from '@citylens/shared/contracts';
import { DEMO, header, preAcceptCookies, signInThroughModal } from './shell-helpers';

const REFRESH_PATH = '/api/token/refresh/';
const EXPIRED_TOKEN = 'expired.access.token';
const PROFILE_PATH = '/api/auth/profile/';

/**
 * Every call the tabs made with the expired token: its 401, then its retry with a fresh token.
 * A refresh only follows a 401 and a retry only follows the refresh, so once no call with the
 * expired token is unanswered and each 401 has had its retry answered, no refresh of those calls
 * is still to come: the count of refreshes is final.
 */
function expiredTokenCalls(context: BrowserContext) {
  const unanswered = new Set<Request>();
  const waitingForRetry = new Map<string, number>();
  let rejected = 0;
  const callOf = (request: Request) => `${request.method()} ${request.url()}`;
  const withExpiredToken = (request: Request) =>
    request.headers()['authorization'] === `Bearer ${EXPIRED_TOKEN}`;
  context.on('request', (request) => {
    if (withExpiredToken(request)) unanswered.add(request);
  });
  context.on('requestfailed', (request) => unanswered.delete(request));
  context.on('response', (response) => {
    const request = response.request();
    if (unanswered.delete(request)) {
      if (response.status() !== 401) return;
      rejected += 1;
      waitingForRetry.set(callOf(request), (waitingForRetry.get(callOf(request)) ?? 0) + 1);
    } else if (response.ok() && request.headers()['authorization']) {
      const left = (waitingForRetry.get(callOf(request)) ?? 0) - 1;
      if (left > 0) waitingForRetry.set(callOf(request), left);
      else waitingForRetry.delete(callOf(request));
    }
  });
  return {
    /** Resolves once calls were refused for the expired token, and all of them were retried. */
    allRetried: () =>
      expect
        .poll(
          () => ({
            rejected: rejected > 0,
            unanswered: unanswered.size,
            waiting: [...waitingForRetry.keys()],
          }),
          { timeout: 20_000 },
        )
        .toEqual({ rejected: true, unanswered: 0, waiting: [] }),
  };
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
  await page.goto(routes.frameShop.href());
  await signInThroughModal(page, DEMO.username, DEMO.password);
  await expect(header(page).getByRole('button', { name: /demo/ })).toBeVisible();
});

test('an expired access token is refreshed exactly once and the page keeps working', async ({
  page,
  context,
}) => {
  const expiredCalls = expiredTokenCalls(context);
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
    if (new URL(response.url()).pathname === PROFILE_PATH) profileStatuses.push(response.status());
  });

  // The server no longer accepts the stored access token.
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    storageKeys.accessToken,
    EXPIRED_TOKEN,
  ] as const);
  await page.goto(routes.profile.href());

  await expect(page).toHaveURL(new RegExp(`${routes.profile.href()}$`));
  await expect(header(page).getByRole('button', { name: /demo/ })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'UPLOAD PHOTO' })).toBeVisible();
  await expect.poll(() => profileStatuses.includes(200)).toBe(true);
  expect(profileStatuses[0]).toBe(401);
  await expiredCalls.allRetried();
  expect(refreshCalls).toEqual([200]);
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  expect(stored).not.toBe(EXPIRED_TOKEN);
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

  const expiredCalls = expiredTokenCalls(context);
  const refreshStatuses: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === REFRESH_PATH) refreshStatuses.push(response.status());
  });
  // A slow refresh: both tabs get their 401 before either refresh has answered.
  await context.route(`**${REFRESH_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    storageKeys.accessToken,
    EXPIRED_TOKEN,
  ] as const);
  // Each tab's profile, answered with the fresh token (asked for before the tabs load).
  const profiles = Promise.all(
    [page, second].map((tab) =>
      tab.waitForResponse(
        (response) => new URL(response.url()).pathname === PROFILE_PATH && response.ok(),
      ),
    ),
  );
  await Promise.all([page.goto(routes.profile.href()), second.goto(routes.profile.href())]);

  for (const tab of [page, second]) {
    await expect(header(tab).getByRole('link', { name: 'UPLOAD PHOTO' })).toBeVisible();
    await expect(header(tab).getByRole('button', { name: /demo/ })).toBeVisible();
  }
  // The header shows the stored session before any call: the count is read once each tab has its
  // profile, and every call either tab made with the expired token was refused and retried.
  await profiles;
  await expiredCalls.allRetried();
  expect(refreshStatuses).toEqual([200]);
  // Still one live session: a reload in either tab stays signed in.
  await second.reload();
  await expect(header(second).getByRole('button', { name: /demo/ })).toBeVisible();
  await expect(second.getByText('Session expired. Please login again.')).toHaveCount(0);
});
