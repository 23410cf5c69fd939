import { expect, test } from '@playwright/test';
import { header, preAcceptCookies, signInThroughModal } from '../shell/shell-helpers';
import {
  MOBILE,
  canSignIn,
  createAccount,
  expectNoSeriousA11yViolations,
  readResetLink,
  shoot,
} from './account-helpers';
import { waitForHydration } from '../../support/hydration';
import { CONTAINERS } from '../../support/tags';

test(
  'forgot password → link from the outbox → reset → sign in with the new password; the link works once',
  CONTAINERS,
  async ({ page, request }, testInfo) => {
    const account = await createAccount(request, 'reset');
    await preAcceptCookies(page);
    const asked = Date.now() - 1000;

    // Forgot password, from the Sign In modal.
    await page.goto('/');
    await waitForHydration(page);
    await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
    await resetDialog.getByLabel('Email', { exact: true }).fill(account.email);
    await resetDialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check Your Email' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The mail's link opens the account remote's reset page.
    const link = await readResetLink(account.email, asked);
    const { pathname } = new URL(link);
    expect(pathname).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/);
    await page.goto(pathname);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, 'reset-password-desktop');

    const newPassword = 'Fresh-start-22';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText('Password reset successfully! Redirecting to login...'),
    ).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 5_000 });

    // The new password signs in; the old one no longer does.
    await signInThroughModal(page, account.username, newPassword);
    await expect(
      header(page).getByRole('button', { name: new RegExp(account.username) }),
    ).toBeVisible();
    expect(await canSignIn(request, account.username, account.password)).toBe(false);

    // The same link a second time: a clear message and a way to ask for a new one.
    await page.goto(pathname);
    await waitForHydration(page);
    await page.getByLabel('New password', { exact: true }).fill('Another-one-33');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Another-one-33');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'invalid or has expired' }),
    ).toBeVisible();
    await page.setViewportSize(MOBILE);
    await shoot(page, testInfo, 'reset-password-used-link-mobile');
    await page.getByRole('button', { name: 'Request a new reset link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
    expect(await canSignIn(request, account.username, 'Another-one-33')).toBe(false);
  },
);
