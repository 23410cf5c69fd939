import { expect, test } from '@playwright/test';
import { routes, ticketCacheName, TICKET_KEPT_URL } from '@citylens/shared/contracts';
import { createAccount, startSignedIn } from '../account/account-helpers';
import { eventUpcomingEverywhere } from '../events/events-helpers';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { fillCheckout, keepCartInStorage, listFrames } from '../shop/shop-helpers';
import { gotoHydrated, waitForHydration } from '../../support/hydration';
import { secondPageWithWorker } from './offline-helpers';

/**
 * What needs the network says so in place when there is none, and nothing is lost or sent twice:
 * a like waits and is sent once back online; an order is never held back to be sent later.
 */

test('a like pressed offline is sent once, when the browser is back online', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, 'offlinelike');
  await startSignedIn(page, request, account);
  await preAcceptCookies(page);
  await gotoHydrated(page, routes.city.href('Tokyo'));
  const like = page.getByRole('button', { name: /^Like Tokyo, \d+ likes?$/ });
  const before = Number(/(\d+) like/.exec((await like.getAttribute('aria-label'))!)![1]);
  const likes: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().includes('/like_city/')) likes.push(r.url());
  });

  await context.setOffline(true);
  await like.click();
  await expect(
    page.getByText("You're offline. Your like will be sent when you're back online."),
  ).toBeVisible();
  // A second press while it waits changes nothing: the like is pending.
  await like.click({ force: true });
  expect(likes).toEqual([]);

  await context.setOffline(false);
  await expect(
    page.getByRole('button', {
      name: `Like Tokyo, ${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`,
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(likes).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Like Tokyo/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(likes).toHaveLength(1);
});

test('an order placed offline says it needs the network, sends nothing, and goes once back online', async ({
  page,
  context,
  request,
}) => {
  const frames = await listFrames(request);
  const items = [{ ...frames.picture[0]!, kind: 'picture', selectedColor: 'black', quantity: 1 }];
  await preAcceptCookies(page);
  await keepCartInStorage(page, items);
  await gotoHydrated(page, routes.checkout.href());
  await fillCheckout(page);
  // An order the API answered is one that was sent (offline, the browser fails it unsent).
  const orders: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url() === `${API}/api/orders/`)
      orders.push(r.status());
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText("You're offline. Nothing was sent: try again once you're back online."),
  ).toBeVisible();
  // What was typed is still there, and the cart with it.
  await expect(page.getByLabel('Cardholder name', { exact: true })).toHaveValue('Grace Hopper');
  expect(orders).toEqual([]);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  expect(orders).toEqual([201]);
});

test.describe('with the offline worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a booked event is kept like a ticket: its details open offline, Booked', async ({
    page,
    context,
    request,
  }) => {
    const account = await createAccount(request, 'ticket');
    await startSignedIn(page, request, account);
    await preAcceptCookies(page);
    const event = await eventUpcomingEverywhere(request);
    const details = `${routes.events.href()}?event=${event.id}`;
    await gotoHydrated(page, details);
    await secondPageWithWorker(page);
    const dialog = page.getByRole('dialog', { name: event.name });
    await dialog.getByRole('button', { name: 'Book Event' }).click();
    await expect(dialog.getByText('Booked').first()).toBeVisible();
    // The ticket is kept in the background once the booking is made; its last entry says it is whole.
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([cacheName, kept]) =>
              Boolean(await (await caches.open(cacheName!)).match(kept!)),
            [ticketCacheName(event.id), TICKET_KEPT_URL],
          ),
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.goto(routes.home.href());
    await page.goto(details);
    await expect(page.getByRole('dialog', { name: event.name })).toBeVisible();
    await waitForHydration(page);
    await expect(
      page.getByRole('dialog', { name: event.name }).getByText('Booked').first(),
    ).toBeVisible();
    // The ticket's own photo is drawn (the hero's are random picks of other pages' renders).
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: event.name })
          .locator('img')
          .evaluateAll((imgs) =>
            imgs.map(
              (img) =>
                (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toEqual([true]);
    await context.setOffline(false);
  });
});
