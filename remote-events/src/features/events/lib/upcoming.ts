import type { CityEvent } from '@citylens/shared';
import { useServerPass } from '@citylens/shared/ui';

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

/** A Date whose local calendar fields are `now`'s in UTC: the calendar the host's server counts in. */
export function utcCalendar(now: Date): Date {
  return new Date(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
  );
}

/**
 * The clock events are counted by: the visitor's own calendar, except on the pass that must match
 * the server's HTML (the server and hydration), which counts in UTC on both sides. A visitor whose
 * day differs from UTC's (evening in the Americas, morning in Asia) sees their own right after.
 */
export function useEventClock(): Date {
  const serverPass = useServerPass();
  const now = new Date();
  return serverPass ? utcCalendar(now) : now;
}
