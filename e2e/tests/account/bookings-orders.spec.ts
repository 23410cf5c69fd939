import type { Locator } from '@playwright/test';
import type { CityEvent, Frame } from '@citylens/shared/contracts';
import { API_URL as API } from '../../support/site';
import { waitForHydration } from '../../support/hydration';
import { addFrame, checkoutDetails, frameCard } from '../shop/shop-helpers';
import {
  createAccount,
  expect,
  expectNoSeriousA11yViolations,
  shoot,
  test,
} from './account-helpers';

test.use({ accountPrefix: 'mine' });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

/** Puts a section mid-screen for its screenshot, clear of the fixed header. */
const centre = (section: Locator) =>
  section.evaluate((el) => el.scrollIntoView({ block: 'center' }));

test('book an event → it is in My bookings → Cancel → gone, and the events page agrees', async ({
  page,
  request,
  account,
}, testInfo) => {
  // An event two or more days ahead: upcoming in every visitor's calendar.
  const events = (await (await request.get(`${API}/api/events/`)).json()) as CityEvent[];
  const soonest = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
  const event = events.find((e) => e.event_date >= soonest)!;

  await page.setViewportSize(DESKTOP);
  await page.goto(`/events?event=${event.id}`);
  const details = page.getByRole('dialog', { name: event.name });
  await waitForHydration(page);
  await details.getByRole('button', { name: 'Book Event' }).click();
  await expect(details.getByRole('status')).toHaveText('Event booked successfully!');

  await page.goto('/profile');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(account.username);
  const bookings = page.getByRole('region', { name: 'My bookings' });
  const link = bookings.getByRole('link', { name: event.name });
  await expect(link).toHaveAttribute('href', `/events?event=${event.id}`);
  await expect(bookings.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await centre(bookings);
  await shoot(page, testInfo, 'my-bookings-desktop', false);
  await page.setViewportSize(PHONE);
  await centre(bookings);
  await shoot(page, testInfo, 'my-bookings-mobile', false);

  await waitForHydration(page);
  const cancelled = page.waitForResponse(
    (r) => r.url() === `${API}/api/events/${event.id}/book/` && r.request().method() === 'DELETE',
  );
  await bookings.getByRole('button', { name: `Cancel booking for ${event.name}` }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(bookings.getByRole('status')).toHaveText('Your booking has been cancelled.');
  await expect(link).toHaveCount(0);
  await expect(bookings.getByText('You have not booked any events yet.')).toBeVisible();

  // The events page reads the same booking: no Booked badge, Book Event again.
  await page.goto(`/events?event=${event.id}`);
  await expect(details.getByRole('button', { name: 'Book Event' })).toBeVisible();
  await expect(
    details.getByRole('list', { name: 'Event status' }).getByText('Booked', { exact: true }),
  ).toHaveCount(0);
});

test('checkout prefilled → the confirmation lists items and total → it reloads → it is in My orders', async ({
  page,
  request,
  account,
}, testInfo) => {
  const frames = (await (await request.get(`${API}/api/picture-frames/`)).json()) as Frame[];
  const frame = frames[0]!;
  await page.setViewportSize(DESKTOP);
  await page.goto('/frame-shop');
  await addFrame(frameCard(page, frame.name), 'brown', 2);

  await page.goto('/checkout');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  for (const [label, value] of Object.entries(checkoutDetails)) {
    if (label !== 'Email') await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmed\/CL-[\w-]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;

  const subtotal = Math.round(frame.price * 200) / 100;
  const total = subtotal > 50 ? subtotal : Math.round((subtotal + 9.99) * 100) / 100;
  const money = (n: number) => `$${n.toFixed(2)}`;
  const expectConfirmation = async () => {
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('order-id')).toHaveText(orderId);
    const ordered = page.getByRole('region', { name: 'Your Order' });
    await expect(ordered.getByRole('listitem')).toHaveText([
      `${frame.name}Brown · 2 × ${money(frame.price)}${money(subtotal)}`,
    ]);
    await expect(ordered.getByRole('definition').last()).toHaveText(money(total));
  };
  await expectConfirmation();
  await shoot(page, testInfo, 'order-confirmed-desktop');

  // The URL reloads, and is the visitor's own: the same confirmation from the API.
  await page.reload();
  await expectConfirmation();
  await page.setViewportSize(PHONE);
  await shoot(page, testInfo, 'order-confirmed-mobile');

  // Another visitor with the id learns nothing: 404, as for an id that does not exist.
  const stranger = await createAccount(request, 'other');
  const token = (await (
    await request.post(`${API}/api/token/`, {
      data: { username: stranger.username, password: stranger.password },
    })
  ).json()) as {
    access: string;
  };
  const theirs = await request.get(`${API}/api/orders/${orderId}/`, {
    headers: { Authorization: `Bearer ${token.access}` },
  });
  expect(theirs.status()).toBe(404);

  await page.goto('/profile');
  const orders = page.getByRole('region', { name: 'My orders' });
  await expect(orders.getByRole('link', { name: `Order ${orderId}` })).toHaveAttribute(
    'href',
    `/checkout/confirmed/${orderId}`,
  );
  await expect(orders.getByText(`2 × ${frame.name} (brown)`)).toBeVisible();
  await expect(orders.getByText(`Total ${money(total)}`)).toBeVisible();
  await expect(orders.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await centre(orders);
  await shoot(page, testInfo, 'my-orders-mobile', false);
  await page.setViewportSize(DESKTOP);
  await centre(orders);
  await shoot(page, testInfo, 'my-orders-desktop', false);
});
