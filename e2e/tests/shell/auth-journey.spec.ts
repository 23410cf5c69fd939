import { expect, test } from '@playwright/test';
import { routes, storageKeys } from '@citylens/shared/contracts';
import { header, preAcceptCookies, signInThroughModal, uniqueUsername } from './shell-helpers';
import { waitForHydration } from '../../support/hydration';
import { CONTAINERS } from '../../support/tags';

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test(
  'register → sign in → display name and UPLOAD PHOTO → logout → protected route redirects with history replaced',
  CONTAINERS,
  async ({ page }) => {
    const username = uniqueUsername('lens');
    const password = 'Harbour2025!';
    await page.goto(routes.frameShop.href());
    await waitForHydration(page);

    // Create Account from the header's Sign In modal.
    await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Welcome Back' })
      .getByRole('button', { name: 'Create Account', exact: true })
      .click();
    const register = page.getByRole('dialog', { name: 'Create Account' });
    await expect(register).toBeVisible();

    // The first error only, in the spec's words.
    await register.getByLabel('Username').fill('ab');
    await register.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(register.getByText('Username must be at least 3 characters long')).toBeVisible();
    await expect(register.getByText('Email is required')).toHaveCount(0);
    // The field in error takes focus, so a screen reader reads its message.
    await expect(register.getByLabel('Username')).toBeFocused();

    await register.getByLabel('Username').fill(username);
    await register.getByLabel('Email').fill(`${username}@example.com`);
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Confirm Password', { exact: true }).fill(password);
    const submittedAt = Date.now();
    await register.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(register.getByText('Registration successful! Please login.')).toBeVisible();

    // Closes after 2 s, then Sign In opens 0.5 s later.
    await expect(register).toBeHidden({ timeout: 5_000 });
    const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(signIn).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(2_400);
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();

    await signInThroughModal(page, username, password);

    const banner = header(page);
    await expect(banner.getByRole('button', { name: new RegExp(username) })).toBeVisible();
    // Sign In was replaced by the user menu: focus went there, not to the page body.
    await expect(banner.getByRole('button', { name: new RegExp(username) })).toBeFocused();
    await expect(banner.getByRole('link', { name: 'UPLOAD PHOTO' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken),
    ).toBeTruthy();

    // Logout from the user menu.
    await banner.getByRole('button', { name: new RegExp(username) }).click();
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(banner.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign In', exact: true })).toBeFocused();
    await expect(banner.getByRole('link', { name: 'UPLOAD PHOTO' })).toHaveCount(0);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken),
    ).toBeNull();

    // A protected route sends the visitor to / and replaces the history entry.
    await page.goto(routes.frameShop.href());
    await page.goto(routes.profile.href());
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${routes.frameShop.href()}$`));
  },
);
