import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from './shell-helpers';

test('keyboard only: open Sign In, Tab and Shift+Tab stay inside, Escape closes and focus returns', async ({
  page,
}) => {
  await preAcceptCookies(page);
  await page.goto(routes.faq.href());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Tab from the top of the page to the header's Sign In button.
  let reached = false;
  for (let i = 0; i < 30 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(
      () =>
        document.activeElement?.textContent?.trim() === 'Sign In' &&
        !!document.activeElement.closest('header'),
    );
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();

  const focusInsideDialog = () =>
    page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
  const seen = new Set<string>();
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInsideDialog()).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInsideDialog()).toBe(true);
  }
  // Tab visited every control of the dialog and wrapped around (close, fields, toggle, links).
  expect(seen.size).toBeGreaterThanOrEqual(6);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }),
  ).toBeFocused();
});
