import { expect, openEventsPage, searchFor, test } from './events-helpers';
import { expectFullyShown } from '../discovery/discovery-helpers';

test('signed out, Book Event → Sign In → the event is booked once, with its message', async ({
  page,
  visitor,
}) => {
  await openEventsPage(page);
  let bookings = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/events\/\d+\/book\/$/.test(r.url())) bookings += 1;
  });

  await page.getByRole('list', { name: 'All Events' }).getByRole('link').first().click();
  const details = page.getByRole('dialog').filter({ hasText: 'Description of Event' });
  await expect(details).toBeVisible();
  const name = (await details.getByRole('heading', { level: 2 }).innerText()).trim();
  await details.getByRole('button', { name: 'Book Event' }).click();

  const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(signIn).toBeVisible();
  await signIn.getByLabel('Username').fill(visitor.username);
  await signIn.getByLabel('Password', { exact: true }).fill(visitor.password);
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(signIn.getByText('Login successful!')).toBeVisible();
  await expect(signIn).toBeHidden({ timeout: 5_000 });

  // The details come back booked: no second press of Book Event.
  const back = page.getByRole('dialog', { name });
  await expect(back.getByText('Event booked successfully!')).toBeVisible();
  await expect(back.getByText('Booked', { exact: true })).toBeVisible();
  await expect(back.getByRole('button', { name: 'Book Event' })).toHaveCount(0);
  expect(bookings).toBe(1);
});

test('event suggestions show over the page, unclipped, and keep the highlighted one in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openEventsPage(page);
  const box = await searchFor(page, 'to');
  const list = page.getByRole('listbox');
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(3);
  await expectFullyShown(page, list);
  for (let i = 0; i < count; i += 1) {
    await box.press('ArrowDown');
    const highlighted = list.locator('[aria-selected="true"]');
    await expect(highlighted).toHaveCount(1);
    await expectFullyShown(page, highlighted);
  }
  await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(
    `${count} suggestions`,
  );
});
