import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths, routes, type CityEvent } from '@citylens/shared/contracts';
import { API, signInThroughModal, uniqueUsername } from '../shell/shell-helpers';
import { test as cookiesAnsweredTest } from '../../support/cookies-answered';
import { waitForHydration } from '../../support/hydration';

export { expect };

export const SEARCH_LABEL = 'Search events by city';

export interface Visitor {
  username: string;
  password: string;
}

/** A fresh account through the API, so each run books on a clean slate. */
export async function registerVisitor(request: APIRequestContext): Promise<Visitor> {
  const username = uniqueUsername('ev');
  const password = 'Lantern2025!';
  const res = await request.post(`${API}/api/register/`, {
    data: { username, email: `${username}@example.com`, password, password_confirm: password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { username, password };
}

/**
 * An event dated after today in UTC: upcoming in every calendar. The API also keeps an event whose
 * day is over in UTC but not yet west of it (after midnight UTC), which the page's first pass,
 * counting in UTC, rightly leaves out, so the first event of the list is not always on the page.
 */
export async function eventUpcomingEverywhere(request: APIRequestContext): Promise<CityEvent> {
  const events = (await (await request.get(`${API}${apiPaths.events}`)).json()) as CityEvent[];
  const todayInUtc = new Date().toISOString().slice(0, 10);
  const event = events.find((e) => e.event_date.slice(0, 10) > todayInUtc);
  expect(event, 'an event after today in the seed').toBeTruthy();
  return event!;
}

/** Opens /events and waits for the grid of event cards, hydrated. */
export async function openEventsPage(page: Page, search = ''): Promise<void> {
  await page.goto(`${routes.events.href()}${search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find all Upcoming Events' }),
  ).toBeVisible();
  await expect(eventGrid(page).getByRole('article').first()).toBeVisible();
  await waitForHydration(page);
}

export const eventGrid = (page: Page) => page.getByRole('list', { name: 'All Events' });

export async function signIn(page: Page, visitor: Visitor) {
  await signInThroughModal(page, visitor.username, visitor.password);
}

/** Types in the hero's search box and waits for the suggestions. */
export async function searchFor(page: Page, term: string) {
  const box = page.getByRole('combobox', { name: SEARCH_LABEL });
  await box.click();
  await page.keyboard.type(term);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  return box;
}

/**
 * `test` for the events journeys: the cookie banner is answered before the page loads, and
 * `visitor` is a fresh account (registerVisitor), not signed in yet.
 */
export const test = cookiesAnsweredTest.extend<{ visitor: Visitor }>({
  visitor: async ({ request }, provide) => {
    await provide(await registerVisitor(request));
  },
});
