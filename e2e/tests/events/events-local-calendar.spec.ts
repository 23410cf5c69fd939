import { expect, test } from '@playwright/test';
import type { CityEvent } from '@citylens/shared/contracts';
import { API, preAcceptCookies } from '../shell/shell-helpers';

/**
 * The badge counts calendar days where the visitor is. At 12:00 UTC on the day before an event,
 * it is already the event's day on Kiritimati (UTC+14) but still the day before in Honolulu
 * (UTC-10): the same moment reads "Today!" for one visitor and "Tomorrow" for the other.
 */
const visitors = [
  { timezoneId: 'Pacific/Kiritimati', badge: 'Today!' },
  { timezoneId: 'Pacific/Honolulu', badge: 'Tomorrow' },
] as const;

for (const { timezoneId, badge } of visitors) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`sees "${badge}" at noon UTC the day before the event`, async ({ page, request }) => {
      const events: CityEvent[] = await (await request.get(`${API}/api/events/`)).json();
      const today = new Date().toISOString().slice(0, 10);
      const event = events.find((e) => e.event_date > today)!;
      expect(event, 'an upcoming event in the seed').toBeTruthy();
      const dayBefore = new Date(`${event.event_date}T12:00:00Z`).getTime() - 24 * 3_600_000;
      await page.clock.setFixedTime(dayBefore);
      await preAcceptCookies(page);

      await page.goto(`/events?event=${event.id}`);
      const dialog = page.getByRole('dialog', { name: event.name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('list', { name: 'Event status' })).toHaveText(badge);
    });
  });
}
