import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { registerVisitor } from '../events/events-helpers';
import { preAcceptCookies } from './shell-helpers';

/** Signed out, a protected page sends the visitor to / with Sign In; signing in takes them back. */
for (const route of [routes.reviews, routes.lifestylePhotos]) {
  const asked = route.href();
  test(`signed out, ${asked} → / with Sign In → signed in, ${asked}`, async ({ page, request }) => {
    const visitor = await registerVisitor(request);
    await preAcceptCookies(page);
    await page.goto(asked);
    const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(signIn).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await signIn.getByLabel('Username').fill(visitor.username);
    await signIn.getByLabel('Password', { exact: true }).fill(visitor.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${asked}$`));
    await expect(page).toHaveTitle(route.title);
    await expect(signIn).toBeHidden({ timeout: 5_000 });
  });
}
