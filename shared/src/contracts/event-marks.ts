import { queryKeys } from './query-keys';
import { visitorMarker } from './server-render';

/**
 * A signed-in visitor's booked and liked events, kept in localStorage (`storageKeys.eventMarks`)
 * from the API's last answers, for the event's details to paint the visitor's own state at once:
 * the page's first script marks `<html>` with them (VISITOR_MARKER), and the events area reads them
 * until the API answers again. A set that may have changed elsewhere (a booking cancelled from the
 * profile) is dropped rather than shown out of date.
 */
export interface StoredEventMarks {
  /** The user they belong to, as the stored user's id. */
  user: string;
  booked?: number[];
  liked?: number[];
}

export type EventMarkSet = 'booked' | 'liked';

const isId = (value: unknown): value is number => Number.isInteger(value);

/** The stored marks of `userId`'s sets, or none (another user's, absent or unreadable). */
export function readEventMarks(
  raw: string | null,
  userId: number | string | null,
): Partial<Record<EventMarkSet, number[]>> {
  if (raw === null || userId === null) return {};
  try {
    const marks = JSON.parse(raw) as Partial<StoredEventMarks> | null;
    if (!marks || marks.user !== String(userId)) return {};
    const read = (ids: unknown) => (Array.isArray(ids) ? ids.filter(isId) : undefined);
    return { booked: read(marks.booked), liked: read(marks.liked) };
  } catch {
    return {};
  }
}

/** The stored marks with one set written (`ids`) or dropped (`null`), for `userId`. */
export function withEventMarks(
  raw: string | null,
  userId: number,
  set: EventMarkSet,
  ids: readonly number[] | null,
): StoredEventMarks {
  const marks: StoredEventMarks = { user: String(userId), ...readEventMarks(raw, userId) };
  if (ids === null) delete marks[set];
  else marks[set] = [...ids];
  return marks;
}

/** The set and user a query key holds marks for (`queryKeys.events.booked(user)`, `.liked`). */
export function eventMarkSetOf(
  queryKey: readonly unknown[],
): { set: EventMarkSet; userId: number } | null {
  const [domain, set, userId, more] = queryKey;
  if (domain !== queryKeys.events.all[0] || more !== undefined || typeof userId !== 'number')
    return null;
  return set === 'booked' || set === 'liked' ? { set, userId } : null;
}

/** The attribute selector of `<html>` marked with event `id` in `set`: `html${mark} &` in CSS. */
export function eventMark(set: EventMarkSet, id: number): string {
  const attribute =
    set === 'booked' ? visitorMarker.bookedEventsAttribute : visitorMarker.likedEventsAttribute;
  return `[${attribute}~='${id}']`;
}
