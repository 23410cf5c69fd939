import type { APIRequestContext } from '@playwright/test';
import type { CityEvent } from '@citylens/shared/contracts';
import { API } from '../shell/shell-helpers';
import { eventGrid, expect, openEventsPage, searchFor, signIn, test } from './events-helpers';

/** A seeded event whose day is over for every visitor on Earth (before the day at UTC−12). */
async function endedEvent(request: APIRequestContext) {
  const earliestToday = new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
  const past: CityEvent[] = await (await request.get(`${API}/api/events/past/`)).json();
  const ended = past.find((e) => e.event_date < earliestToday);
  expect(ended, 'the seed has past events').toBeTruthy();
  return ended!;
}

test('past events stay out of "Find all Upcoming Events" and its suggestions', async ({
  page,
  request,
}) => {
  const ended = await endedEvent(request);
  await openEventsPage(page);
  const grid = eventGrid(page);
  await expect(grid.getByRole('article').first()).toBeVisible();
  await expect(grid.getByRole('heading', { name: ended.name })).toHaveCount(0);

  await searchFor(page, ended.city);
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.allInnerTexts()).not.toContainEqual(expect.stringContaining(ended.name));
});

test('a past event’s details say it has ended and offer no booking, even signed in', async ({
  page,
  request,
  visitor,
}) => {
  const ended = await endedEvent(request);
  await openEventsPage(page);
  await signIn(page, visitor);

  await page.goto(`/events?event=${ended.id}`);
  const dialog = page.getByRole('dialog', { name: ended.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This event has ended.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Like' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book Event' })).toHaveCount(0);
});
