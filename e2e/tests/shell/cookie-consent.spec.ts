import { expect, test, type Page } from '@playwright/test';
import { routes, SITE_FOOTER_ID, storageKeys } from '@citylens/shared/contracts';
import { holdRequests } from '../../support/hold-requests';

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });
const consent = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.cookieConsent);

for (const [button, value] of [
  ['Accept All', 'accepted'],
  ['Accept Necessary', 'necessary'],
  ['Decline', 'declined'],
] as const) {
  test(`${button} stores "${value}" and the banner stays away after a reload`, async ({ page }) => {
    await page.goto(routes.faq.href());
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: button, exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consent(page)).toBe(value);

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await consent(page)).toBe(value);
  });
}

test('Show Details / Hide Details reveals the categories', async ({ page }) => {
  await page.goto(routes.privacy.href());
  const toggle = banner(page).getByRole('button', { name: 'Show Details' });
  await toggle.click();
  await expect(banner(page).getByText(/Always on/)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Hide Details' }).click();
  await expect(banner(page).getByText(/Always on/)).toBeHidden();
});

test('Customize → /cookies: Accept Selected saves, shows the text for 3 s, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto(routes.terms.href());
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.cookies.href()}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();

  const necessary = page.getByRole('switch', { name: 'Necessary cookies' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  const analytics = page.getByRole('switch', { name: 'Analytics cookies' });
  const marketing = page.getByRole('switch', { name: 'Marketing cookies' });

  // Accept All only switches every toggle on; nothing is saved.
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(marketing).toBeChecked();
  expect(await consent(page)).toBeNull();

  await marketing.click();
  await expect(analytics).toBeChecked();
  await expect(marketing).not.toBeChecked();

  await page.getByRole('button', { name: 'Accept Selected' }).click();
  const saved = page.getByText('Cookie preferences saved successfully!');
  await expect(saved).toBeVisible();
  const shownAt = Date.now();
  await expect(saved).toBeHidden({ timeout: 5_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2_500);
  expect(shownFor).toBeLessThan(3_800);

  expect(await consent(page)).toBe('customized');
  const prefs = await page.evaluate(
    (key) => localStorage.getItem(key),
    storageKeys.cookiePreferences,
  );
  expect(JSON.parse(prefs ?? '{}')).toEqual({
    necessary: true,
    analytics: true,
    marketing: false,
    preferences: true,
  });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
  await page.goto(routes.faq.href());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('a first visit sees the banner before the scripts run, and a choice made then is kept; once chosen, it never shows', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/main\.js$/);
  await page.goto(routes.faq.href(), { waitUntil: 'commit' });
  await page.locator(`#${SITE_FOOTER_ID}`).waitFor({ state: 'attached' });
  await expect(banner(page)).toBeVisible();
  // Pressed on the server's banner: kept, and made once the page can.
  await banner(page).getByRole('button', { name: 'Accept Necessary', exact: true }).click();
  release();
  await expect(banner(page)).toBeHidden();
  expect(await consent(page)).toBe('necessary');

  // Every later page carries the banner too, hidden from the first paint for this visitor.
  await page.unrouteAll();
  const releaseAgain = await holdRequests(page, /\/main\.js$/);
  await page.goto(routes.privacy.href(), { waitUntil: 'commit' });
  await page.locator(`#${SITE_FOOTER_ID}`).waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  releaseAgain();
  await expect(banner(page)).toHaveCount(0);
});
