import { expect, test, type Page } from '@playwright/test';
import { apiPath, apiPaths, routes, storageKeys } from '@citylens/shared/contracts';
import { createAccount, readResetLink, startSignedIn } from '../account/account-helpers';
import { eventUpcomingEverywhere } from '../events/events-helpers';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { holdRequests } from '../../support/hold-requests';
import { waitForHydration } from '../../support/hydration';
import { SITE_URL } from '../../support/site';

/**
 * A visitor who acts as soon as the server's page shows, while its scripts are held back: what
 * they type and send then is kept through hydration, and a press meets their own state.
 */

test('a new password typed before hydration is the one the reset form sends', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'early');
  const asked = Date.now() - 1000;
  const forgot = await request.post(`${API}${apiPaths.forgotPassword}`, {
    data: { email: account.email },
  });
  expect(forgot.ok()).toBe(true);
  const { pathname } = new URL(await readResetLink(account.email, asked));
  await preAcceptCookies(page);
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.goto(pathname, { waitUntil: 'commit' });
  const password = 'a-new-password-of-20';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  releaseHostScript();
  await waitForHydration(page);
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password reset successfully! Redirecting to login...'),
  ).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(0);
});

test('a city typed into the search box before hydration is searched once the page can', async ({
  page,
}) => {
  await preAcceptCookies(page);
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.goto(routes.home.href(), { waitUntil: 'commit' });
  const box = page.getByRole('combobox').first();
  await box.fill('pari');
  releaseHostScript();
  await expect(page.getByRole('listbox').getByRole('option', { name: /Paris/ })).toBeVisible();
  await expect(box).toHaveValue('pari');
});

test('a signed-in visitor presses "Book Event" on a deep-linked event before hydration: it books, never asks to sign in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'booker');
  await startSignedIn(page, request, account);
  const event = await eventUpcomingEverywhere(request);
  const signInAsked = page.getByRole('dialog', { name: 'Sign In' });
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.goto(`${routes.events.href()}?event=${event.id}`, { waitUntil: 'commit' });
  const details = page.getByRole('dialog', { name: event.name });
  await details.getByRole('button', { name: 'Book Event' }).click();
  // The kept press is replayed once the shell, the events area and the visitor's session and
  // bookings are in: on a busy two-core machine that took up to 8 s after the script came (4x CPU
  // with two more busy processes), past an assertion's 10 s with the booking itself. The journey
  // waits for the booking the press sends, however long the page takes to get there.
  const booking = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url() === `${API}${apiPath(apiPaths.eventBooking, { id: event.id })}`,
    { timeout: 0 },
  );
  releaseHostScript();
  expect((await booking).ok()).toBe(true);
  await expect(details.getByText('Booked').first()).toBeVisible();
  await expect(signInAsked).toHaveCount(0);
  const booked = await request.get(`${API}${apiPaths.bookedEvents}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(((await booked.json()) as { ids: number[] }).ids).toEqual([event.id]);
});

const accessToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);

test('a contact message typed and sent before the contact page has hydrated is sent once, with its text', async ({
  page,
}) => {
  await preAcceptCookies(page);
  // What the visitor is shown, kept from the first script on: every "Sending..." and any alert.
  await page.addInitScript(() => {
    const seen = { sending: 0, invalid: 0 };
    (window as unknown as { __contactSeen: typeof seen }).__contactSeen = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.type === 'characterData' ? [change.target] : change.addedNodes) {
          const text = node.textContent ?? '';
          if (text === 'Sending...') seen.sending += 1;
          if (text.includes('Please fill in all required fields')) seen.invalid += 1;
        }
    }).observe(document, { childList: true, characterData: true, subtree: true });
  });
  // The contact form makes no call (spec: it waits a second and reports success): none may leave.
  const apiPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(API)) apiPosts.push(request.url());
  });
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  // The contact page's own chunk (host pages load on demand) arrives after the shell has hydrated.
  const hostChunk = new RegExp(`^${SITE_URL.replace(/[.:/]/g, '\\$&')}/chunks/\\d+\\.\\w+\\.js$`);
  const releasePageChunk = await holdRequests(page, hostChunk);
  await page.goto(routes.contact.href(), { waitUntil: 'commit' });
  await page.getByLabel('Full Name', { exact: true }).fill('Ana Lima');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('A custom frame');
  await page.getByLabel('Message', { exact: true }).fill('Can you frame a 50x70 print in oak?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  releaseHostScript();
  // React listens and the shell around the page has hydrated; the page's part has not.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('header') ?? {}).some((k) => k.startsWith('__reactFiber$')),
  );
  releasePageChunk();
  await expect(
    page.getByText(
      "Thank you! Your message has been sent successfully. We'll get back to you soon.",
    ),
  ).toBeVisible();
  // Sent once: one "Sending...", never the alert; the form is emptied after the message went.
  const seen = await page.evaluate(
    () =>
      (window as unknown as { __contactSeen: { sending: number; invalid: number } }).__contactSeen,
  );
  expect(seen).toEqual({ sending: 1, invalid: 0 });
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  expect(apiPosts).toEqual([]);
});
