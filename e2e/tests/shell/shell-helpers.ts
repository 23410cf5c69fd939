import { expect, type Page } from '@playwright/test';
import { storageKeys } from '@citylens/shared/contracts';
import { API_URL } from '../../support/site';
import { waitForHydration } from '../../support/hydration';

export const API = API_URL;
export const DEMO = { username: 'demo', password: 'CityLens2025!' } as const;

/** Skip the cookie banner for journeys that are not about it (set before any page script runs). */
export async function preAcceptCookies(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, 'accepted');
  }, storageKeys.cookieConsent);
}

/** A fresh valid username (3–30 letters, digits, underscores). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
}

export const header = (page: Page) => page.getByRole('banner');

/** Signs in through the Sign In modal and waits for it to close (2 s after success). */
export async function signInThroughModal(
  page: Page,
  username: string,
  password: string,
): Promise<void> {
  // The header arrives server-rendered: a press before hydration would open nothing.
  await waitForHydration(page);
  await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByText('Login successful!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
}
