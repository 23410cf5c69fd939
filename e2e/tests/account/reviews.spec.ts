import type { Page } from '@playwright/test';
import { preAcceptCookies } from '../shell/shell-helpers';
import { remoteOrigin } from '../../support/site';
import { waitForHydration } from '../../support/hydration';
import { MOBILE, expect, expectNoSeriousA11yViolations, shoot, test } from './account-helpers';

test.use({ accountPrefix: 'rev' });

/**
 * A city card's reviews button on the home page (discovery asks the host for account's modal).
 * The card arrives server-rendered: a press before hydration would open nothing.
 */
async function openReviewsFromCityCard(page: Page): Promise<string> {
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /^Reviews of / }).first();
  await button.scrollIntoViewIfNeeded();
  const cityName = (await button.getAttribute('aria-label'))!.replace('Reviews of ', '');
  await button.click();
  return cityName;
}

test('a review on /reviews: search a city, submit, the notice replaces the form, delete it', async ({
  page,
  account,
}, testInfo) => {
  await page.goto('/reviews');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Reviews');
  await expect(page.getByRole('heading', { name: 'Select a City' })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Search cities to review' });
  await search.fill('zzqx');
  await expect(page.getByText('No cities found')).toBeVisible();
  await search.fill('Barc');
  await page.getByRole('option', { name: /Barcelona/ }).click();
  await expect(page).toHaveURL(/\/reviews\?city=Barcelona$/);
  await expect(page.getByRole('heading', { name: 'Barcelona', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const text = `Gaudí rooftops and late tapas, written by ${account.username}.`;
  const box = page.getByLabel('Your review', { exact: true });
  await box.fill(text);
  await expect(page.getByText(`${text.length}/1000`)).toBeVisible();
  await shoot(page, testInfo, 'reviews-page-desktop');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Review submitted successfully!' }),
  ).toBeVisible();

  // One review per city: the notice replaces the form, the owner gets Delete.
  await expect(page.getByRole('note')).toContainText('You have already reviewed this city');
  await expect(box).toHaveCount(0);
  const mine = page.getByRole('article', { name: `Review by ${account.username}` });
  await expect(mine).toContainText(text);
  await page.setViewportSize(MOBILE);
  await shoot(page, testInfo, 'reviews-page-reviewed-mobile');
  // The success text clears after 5 s.
  await expect(page.getByText('Review submitted successfully!')).toBeHidden({ timeout: 7_000 });

  await mine.getByRole('button', { name: 'Delete your review' }).click();
  await expect(page.getByText('Review deleted successfully!')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(page.getByLabel('Your review', { exact: true })).toBeVisible();
  await expect(page.getByText('Review deleted successfully!')).toBeHidden({ timeout: 4_000 });
});

test('from a city card on the home page: the reviews modal loads only when opened, takes one review and lets its owner delete it', async ({
  page,
  account,
}, testInfo) => {
  const accountRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin === remoteOrigin('account')) accountRequests.push(r.url());
  });
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(account.username) }),
  ).toBeVisible();
  expect(accountRequests, 'nothing of account loads before the modal opens').toEqual([]);

  const cityName = await openReviewsFromCityCard(page);
  const dialog = page.getByRole('dialog', { name: `${cityName} Reviews` });
  await expect(dialog).toBeVisible();
  expect(accountRequests.some((u) => u.endsWith('.js'))).toBe(true);
  await expect(dialog.getByRole('list', { name: 'Reviews' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  const text = 'Markets at dawn and sunsets worth the trip.';
  await dialog.getByLabel('Your review', { exact: true }).fill(text);
  await expect(dialog.getByText(`${text.length}/500`)).toBeVisible();
  await shoot(page, testInfo, 'reviews-modal-desktop', false);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Review submitted successfully!')).toBeVisible();
  await expect(dialog.getByRole('note')).toContainText('You have already reviewed this city');
  const mine = dialog.getByRole('article', { name: `Review by ${account.username}` });
  await expect(mine).toContainText(text);
  await page.setViewportSize(MOBILE);
  await shoot(page, testInfo, 'reviews-modal-mobile', false);
  await expect(dialog.getByText('Review submitted successfully!')).toBeHidden({ timeout: 5_000 });

  await mine.getByRole('button', { name: 'Delete your review' }).click();
  await expect(dialog.getByText('Review deleted successfully!')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(dialog.getByLabel('Your review', { exact: true })).toBeVisible();
});

test('signed out, submitting in the modal says so and opens Sign In', async ({ page }) => {
  await preAcceptCookies(page);
  await page.goto('/');
  const cityName = await openReviewsFromCityCard(page);
  const dialog = page.getByRole('dialog', { name: `${cityName} Reviews` });
  await dialog.getByLabel('Your review', { exact: true }).fill('Temples at dawn.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('You must be logged in to submit a review')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});
