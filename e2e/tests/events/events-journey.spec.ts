import { preAcceptCookies, header } from '../shell/shell-helpers';
import { eventGrid, expect, openEventsPage, searchFor, signIn, test } from './events-helpers';
import { CONTAINERS } from '../../support/tags';

test(
  'search by keyboard → details → book while signed in → "Booked" is still there after a reload',
  CONTAINERS,
  async ({ page, visitor }) => {
    await openEventsPage(page);
    await signIn(page, visitor);

    // Tokyo's two events are two or more days after the seed's day; Paris's first is on that day and
    // is over for the visitor once their midnight passes, leaving one suggestion.
    const box = await searchFor(page, 'Tokyo');
    const options = page.getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    const names = await options.allInnerTexts();
    // Down, Down, Up: back on the first suggestion; Up from the first wraps to the last.
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    // The grid shows the search results meanwhile.
    await expect(page.getByRole('list', { name: 'Events matching “Tokyo”' })).toBeVisible();

    await page.keyboard.press('Enter');
    const eventName = names[0]!.split('\n')[0]!;
    const dialog = page.getByRole('dialog', { name: eventName });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/events\?event=\d+$/);
    await expect(dialog.getByRole('heading', { name: 'Description of Event' })).toBeVisible();
    await expect(dialog.getByText(/Tokyo, Japan/)).toBeVisible();
    await expect(dialog.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Book Event' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Event booked successfully!');
    const badges = dialog.getByRole('list', { name: 'Event status' });
    await expect(badges.getByText('Booked', { exact: true })).toBeVisible();

    // A reload lands on the same shared link: the modal opens and the booking is remembered.
    await page.reload();
    const reopened = page.getByRole('dialog', { name: eventName });
    await expect(reopened).toBeVisible();
    await expect(
      reopened.getByRole('list', { name: 'Event status' }).getByText('Booked', { exact: true }),
    ).toBeVisible();
    await expect(reopened.getByRole('button', { name: 'Book Event' })).toHaveCount(0);
    await expect(
      header(page).getByRole('button', { name: new RegExp(visitor.username) }),
    ).toBeVisible();

    // Closing a modal that was opened by a link drops the parameter and stays on /events.
    await reopened.getByRole('button', { name: 'Close' }).click();
    await expect(reopened).toBeHidden();
    await expect(page).toHaveURL(/\/events$/);
  },
);

test('signed out, Book opens Sign In; closing it brings the details back', async ({ page }) => {
  await openEventsPage(page);
  const firstCard = eventGrid(page).getByRole('article').first().getByRole('link');
  const name = (await firstCard.innerText()).trim();
  await firstCard.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Book Event' }).click();

  const signInDialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(signInDialog).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(signInDialog).toBeHidden();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});

test('a shared link opens the details; Back closes details opened from the grid', async ({
  page,
}) => {
  await openEventsPage(page);
  const card = eventGrid(page).getByRole('article').nth(1).getByRole('link');
  const name = (await card.innerText()).trim();
  await card.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  const shared = page.url();
  expect(shared).toMatch(/\/events\?event=\d+$/);

  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/events$/);
  await expect(card).toBeFocused();

  // Someone opens the shared link in a fresh tab.
  const other = await page.context().newPage();
  await preAcceptCookies(other);
  await other.goto(shared);
  await expect(other.getByRole('dialog', { name })).toBeVisible();
  await expect(
    other.getByRole('dialog', { name }).getByText(/^(Today!|Tomorrow|\d+ days away)$/),
  ).toBeVisible();
  await other.close();
});
