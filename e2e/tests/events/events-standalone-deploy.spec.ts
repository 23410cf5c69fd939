import { stopAppsDuringEachTest } from '../../support/app-control';
import { eventGrid, expect, openEventsPage, searchFor, signIn, test } from './events-helpers';

stopAppsDuringEachTest(['discovery', 'shop', 'account']);

test(
  'with discovery, shop and account stopped, /events still works completely, booking included',
  { tag: '@local-servers' },
  async ({ page, visitor }) => {
    const remoteRequests: string[] = [];
    page.on('request', (req) => {
      const port = new URL(req.url()).port;
      if (['3001', '3003', '3004'].includes(port)) remoteRequests.push(req.url());
    });

    await openEventsPage(page);
    // The hero's photos rotate with their counter and pause control.
    await expect(page.getByText(/^\d \/ \d$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await signIn(page, visitor);

    await searchFor(page, 'Tokyo');
    // Enter alone filters the grid; the highlighted suggestion is the one Enter opens.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Tokyo, Japan/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Book Event' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Event booked successfully!');
    await expect(dialog.getByRole('list', { name: 'Event status' })).toContainText('Booked');
    await dialog.getByRole('button', { name: 'Like' }).click();
    await expect(dialog.getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      eventGrid(page).or(page.getByRole('list', { name: /Events matching/ })),
    ).toBeVisible();

    // Nothing on the page needed the stopped apps.
    expect(remoteRequests).toEqual([]);
  },
);
