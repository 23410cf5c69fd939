import { expect, openEventsPage, test } from './events-helpers';

test('Enter in the events search filters the grid by the typed term; nothing opens', async ({
  page,
}) => {
  await openEventsPage(page);
  const box = page.getByRole('combobox', { name: 'Search events by city' });
  await box.fill('tok');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');

  await expect(page.getByRole('list', { name: 'Events matching “tok”' })).toBeVisible();
  await expect(box).toHaveValue('tok');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/events$/);
});

test('a search with no match says "No events found" once', async ({ page }) => {
  await openEventsPage(page);
  const box = page.getByRole('combobox', { name: 'Search events by city' });
  await box.fill('zzz');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.getByText('No events found')).toHaveCount(1);
});
