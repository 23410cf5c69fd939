import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { FIRST_CITY, expectFullyShown } from './discovery-helpers';
import { waitForHydration } from '../../support/hydration';

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('home: city suggestions show over the content below the hero, every one of them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(routes.home.href());
  await waitForHydration(page);
  const box = page.getByRole('combobox').first();
  await box.click();
  await page.keyboard.type('pa');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  await expectFullyShown(page, list);
  const count = await list.getByRole('option').count();
  for (let i = 0; i < count; i += 1) {
    await box.press('ArrowDown');
    await expectFullyShown(page, list.locator('[aria-selected="true"]'));
  }
});

const grids = [
  // An item with a deep link opens from a link to it; a video plays in place from a button.
  { section: 'articles', role: 'link', name: /^Read /, opens: 'dialog' },
  { section: 'lifestyle', role: 'link', name: /^View /, opens: 'dialog' },
  { section: 'food', role: 'button', name: /^(View|Play) /, opens: 'either' },
  { section: 'transport', role: 'button', name: /^(Details of|Play) /, opens: 'either' },
  { section: 'videos', role: 'button', name: /^Play /, opens: 'player' },
] as const;

for (const grid of grids) {
  test(`${grid.section}: a card's title opens its item`, async ({ page }) => {
    await page.goto(`/city/${FIRST_CITY}/${grid.section}`);
    await waitForHydration(page);
    const title = page.getByRole('main').getByRole(grid.role, { name: grid.name }).first();
    await expect(title).toBeVisible();
    const heading = title.locator('xpath=ancestor::h3');
    await expect(heading).toHaveCount(1); // the title is the card's link or button
    await title.click();
    const opened =
      grid.opens === 'dialog'
        ? page.getByRole('dialog')
        : grid.opens === 'player'
          ? page.getByRole('button', { name: 'Close video' })
          : page.getByRole('dialog').or(page.getByRole('button', { name: 'Close video' }));
    await expect(opened.first()).toBeVisible();
  });
}

test('a modal opens at its top, with focus on its title or first control', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/city/${FIRST_CITY}/transport`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Details of RER B to the airports' }).click();
  const dialog = page.getByRole('dialog', { name: 'RER B to the airports' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.scrollTop)).toBe(0);
  const title = dialog.getByRole('heading', { name: 'RER B to the airports' });
  await expectFullyShown(page, title);
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const dialogBox = el.closest('[role="dialog"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { tag: el.tagName, inView: box.top >= dialogBox.top && box.bottom <= dialogBox.bottom };
  });
  expect(focused.inView).toBe(true);
});

const atlantisRoutes = ['', '/lifestyle', '/articles', '/videos', '/food', '/transport'];
for (const sub of atlantisRoutes) {
  test(`an unknown city says City not found on /city/Atlantis${sub}`, async ({ page }) => {
    await page.goto(`/city/Atlantis${sub}`);
    await expect(page.getByRole('heading', { name: 'City not found' })).toBeVisible();
    await expect(page.getByText(/Failed to load|No Lifestyle Photos Yet/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Search cities' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
