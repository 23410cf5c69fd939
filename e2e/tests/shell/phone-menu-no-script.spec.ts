import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { header } from './shell-helpers';

/** The phone menu is a native disclosure: without script it opens, and its links lead on. */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test('without script the phone menu opens and its Events link leads to the events', async ({
  page,
}) => {
  await page.goto(routes.faq.href());
  const mobileNav = header(page).getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav).toBeHidden();
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  for (const name of ['HOME', 'EVENTS', 'FRAME SHOP'])
    await expect(mobileNav.getByRole('link', { name, exact: true })).toBeVisible();
  await mobileNav.getByRole('link', { name: 'EVENTS', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.events.href()}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
