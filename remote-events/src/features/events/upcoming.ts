import type { CityEvent } from '@citylens/shared';

const startOfDay = (year: number, monthIndex: number, day: number) =>
  Date.UTC(year, monthIndex, day);

/**
 * An event has ended once its day is over in the visitor's own calendar, as the countdown badge
 * counts. The API already leaves out events over everywhere on Earth; this drops the ones over
 * where the visitor is (a visitor at UTC+14 is a day ahead of one at UTC−10).
 */
export function hasEventEnded(eventDate: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(eventDate);
  if (!match) return false;
  const [, year, month, day] = match;
  const event = startOfDay(Number(year), Number(month) - 1, Number(day));
  return event < startOfDay(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Today's and later events only: "Find all Upcoming Events" and its suggestions. */
export function upcomingOnly(
  events: readonly CityEvent[] | undefined,
  now: Date = new Date(),
): CityEvent[] | undefined {
  return events?.filter((event) => !hasEventEnded(event.event_date, now));
}
