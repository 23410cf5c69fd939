import { expect, test, type Page } from '@playwright/test';
import { preAcceptCookies, signInThroughModal, DEMO } from '../shell/shell-helpers';
import { remoteNames } from '@citylens/shared/contracts';
import { SITE_URL, remoteOrigin } from '../../support/site';
import { gotoHydrated, waitForHydration } from '../../support/hydration';
import { pageSettled } from '../../support/page-settled';
import { publicRoutes, signedInRoutes } from '../../support/route-tour';

type ViolationWindow = Window & { __cspViolations?: string[] };

/** Collects CSP violations two ways: the DOM event and chromium's console report. */
async function watchCsp(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    (window as ViolationWindow).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as ViolationWindow).__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return reported;
}

/**
 * The route loaded as far as a visitor sees it, so everything it fetches has been asked for (a
 * request the CSP blocks is reported as it is made): hydrated, its remote's code run (the heading
 * above is the remote's), no loading text left (the data each area asks for, e.g. a signed-in
 * page's bookings, has come), its fonts loaded and every photo in view complete; then two frames,
 * as a violation event is dispatched in a task of its own.
 */
async function loaded(page: Page): Promise<void> {
  await waitForHydration(page);
  await pageSettled(page);
}

async function visit(page: Page, route: string): Promise<string[]> {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy'], route).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await loaded(page);
  return page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
}

test('the site works under its CSP: a tour of every route reports no violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await preAcceptCookies(page);
  const reported = await watchCsp(page);
  const violations: string[] = [];
  for (const route of publicRoutes) {
    violations.push(...(await visit(page, route)).map((v) => `${route}: ${v}`));
  }
  // The cart overlay comes from the shop remote into the host's page.
  await gotoHydrated(page, '/frame-shop');
  await page.getByRole('banner').getByRole('button', { name: /cart/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/');
  await signInThroughModal(page, DEMO.username, DEMO.password);
  for (const route of signedInRoutes) {
    violations.push(...(await visit(page, route)).map((v) => `${route}: ${v}`));
  }
  console.log(
    `[csp] ${publicRoutes.length + signedInRoutes.length} routes, ${violations.length} violations, ${reported.length} console reports`,
  );
  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
});

test('a path that cannot be decoded is a 400 on every app, and every app keeps serving', async ({
  request,
}) => {
  for (const origin of [SITE_URL, ...remoteNames.map(remoteOrigin)]) {
    const bad = await request.get(`${origin}/%E0%A4%A`);
    expect(bad.status()).toBe(400);
    expect(bad.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await request.get(`${origin}/`)).status()).toBe(200);
  }
});
