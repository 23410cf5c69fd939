import { expect, test, type Page } from '@playwright/test';
import { apiPath, apiPaths, routes, storageKeys } from '@citylens/shared/contracts';
import { createAccount, startSignedIn } from '../account/account-helpers';
import { eventUpcomingEverywhere } from './events-helpers';
import { API } from '../shell/shell-helpers';
import { holdRequests } from '../../support/hold-requests';
import { waitForHydration } from '../../support/hydration';

/**
 * A signed-in visitor who booked and liked an event opens its details from a link: the server's
 * page is the same for every visitor, yet it shows their own "Booked" and filled heart from the
 * first paint, and never "Book Event", before, during or after hydration; the dialog stays as it
 * was painted.
 */

type WatchWindow = Window & {
  __bookEventShown?: boolean;
  __bookedMissing?: boolean;
  __dialogFaded?: boolean;
};

/**
 * From the first frame on, notes whether "Book Event" ever shows, "Booked" is ever missing, or the
 * dialog is ever faded (its opening animation played again as it moved to <body> after hydration).
 */
async function watchEveryFrame(page: Page) {
  await page.addInitScript(() => {
    const win = window as WatchWindow;
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const look = () => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog) {
        const opacity = (el: Element | null) => (el ? Number(getComputedStyle(el).opacity) : 1);
        if (opacity(dialog) < 1 || opacity(dialog.parentElement) < 1) win.__dialogFaded = true;
        const buttons = [...dialog.querySelectorAll('button')];
        if (buttons.some((b) => b.textContent?.trim() === 'Book Event' && visible(b)))
          win.__bookEventShown = true;
        const badges = [...dialog.querySelectorAll('ul[aria-label="Event status"] li')];
        if (!badges.some((b) => b.textContent?.trim() === 'Booked' && visible(b)))
          win.__bookedMissing = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

test('a signed-in visitor’s booked and liked event shows Booked and the filled heart from the first paint, never Book Event, and its dialog never fades in again', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'marked');
  const { access } = await startSignedIn(page, request, account);
  // Upcoming, so Book Event would be offered.
  const event = await eventUpcomingEverywhere(request);
  const headers = { authorization: `Bearer ${access}` };
  for (const path of [apiPaths.eventBooking, apiPaths.eventLike]) {
    const res = await request.post(`${API}${apiPath(path, { id: event.id })}`, { headers });
    expect(res.ok()).toBe(true);
  }
  const href = `${routes.events.href()}?event=${event.id}`;
  const details = page.getByRole('dialog', { name: event.name });
  const like = details.getByRole('button', { name: 'Like' });

  // A first visit reads the bookings and likes from the API, and keeps them for the next.
  await page.goto(href);
  await waitForHydration(page);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.eventMarks))
    .toContain(`"booked":[${event.id}]`);

  // The next visit, scripts held: the server's page, marked for this visitor. The API is slow to
  // confirm the stored session (the profile call at start-up), so the page hydrates before it does.
  await watchEveryFrame(page);
  const release = await holdRequests(page, /\/main\.js$/);
  const releaseProfile = await holdRequests(page, new RegExp(`${apiPaths.profile}$`));
  await page.goto(href, { waitUntil: 'commit' });
  const status = details.getByRole('list', { name: 'Event status' });
  await expect(status.getByText('Booked', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Book Event' })).toBeHidden();
  const heartFill = () => like.locator('svg').evaluate((svg) => getComputedStyle(svg).fill);
  expect(await heartFill()).not.toBe('none');

  const setsAnswered = page.waitForResponse((r) => r.url() === `${API}${apiPaths.bookedEvents}`);
  release();
  await waitForHydration(page);
  // The server's pass is over, its hidden Book Event gone from the page: the stored user is the
  // visitor while their session is confirmed, as the header shows them.
  await expect(details.locator('button', { hasText: 'Book Event' })).toHaveCount(0);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(status.getByText('Booked', { exact: true })).toBeVisible();
  releaseProfile();
  // Once the visitor's own sets have come from the API again, nothing changed on screen.
  await setsAnswered;
  expect(await heartFill()).not.toBe('none');
  const seen = await page.evaluate(() => ({
    bookEventShown: (window as WatchWindow).__bookEventShown ?? false,
    bookedMissing: (window as WatchWindow).__bookedMissing ?? false,
    dialogFaded: (window as WatchWindow).__dialogFaded ?? false,
  }));
  expect(seen).toEqual({ bookEventShown: false, bookedMissing: false, dialogFaded: false });
});
