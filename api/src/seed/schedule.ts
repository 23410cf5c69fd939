import { pastEvents } from './data/catalogue.js';
import {
  seedCities,
  type SeedCity,
  type SeedEvent,
  type SeedEventWhen,
  type Weekday,
} from './data/cities.js';

const DAY_MS = 86_400_000;
const WEEKDAYS: readonly Weekday[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** The calendar day `days` after `day` (both UTC midnights standing for wall-clock dates). */
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

/** Whether a date keeps the event's weekday (and its week of the month, when it has one). */
export function fitsWhen(day: Date, when: SeedEventWhen): boolean {
  if (!when.weekday) return true;
  if (WEEKDAYS[day.getUTCDay()] !== when.weekday) return false;
  if (when.week === 'first') return day.getUTCDate() <= 7;
  if (when.week === 'last') return addDays(day, 7).getUTCMonth() !== day.getUTCMonth();
  return true;
}

/**
 * The event's date: `dayOffset` days from today, then moved to the nearest day that keeps its
 * weekday, later for an upcoming event and earlier for a past one (so it stays on its side of
 * today). A first or last weekday of the month recurs within six weeks.
 */
export function eventDate(today: Date, dayOffset: number, when: SeedEventWhen): string {
  const step = dayOffset < 0 ? -1 : 1;
  let day = addDays(today, dayOffset);
  for (let tries = 0; tries < 42 && !fitsWhen(day, when); tries += 1) day = addDays(day, step);
  return day.toISOString().slice(0, 10);
}

/** "19:30" → "19:30:00", as the events table stores a time. */
export const eventTime = (when: SeedEventWhen) => `${when.time}:00`;

/**
 * Upcoming events spread from today to ~90 days out: the first today and the second tomorrow
 * (they name no weekday), then evenly; past ones weeks before today.
 */
export function upcomingOffset(index: number, total: number): number {
  if (index < 2) return index;
  return Math.round(2 + ((index - 2) * 88) / Math.max(1, total - 3));
}

export const pastOffset = (index: number) => -(7 + index * 9);

/** The seed's events in insertion order: each city's upcoming ones, then the past ones. */
export function seedEventList(small = false) {
  const list = small ? seedCities.slice(0, 3) : seedCities;
  const names = new Set(list.map((c) => c.name));
  return {
    upcoming: list.flatMap((city) => city.events.map((event) => ({ ...event, city }))),
    past: pastEvents
      .filter((event) => names.has(event.city))
      .map((event) => ({ ...event, city: list.find((c) => c.name === event.city)! })),
  };
}

export interface ScheduledEvent {
  event: SeedEvent;
  city: SeedCity;
  /** "YYYY-MM-DD" and "HH:MM:SS", wall-clock in the event's city. */
  eventDate: string;
  eventTime: string;
  /** One of the events that already happened. */
  past: boolean;
}

/** Every seeded event with its date and time for a seed made on `today` (a UTC midnight). */
export function scheduleSeedEvents(today: Date, small = false): ScheduledEvent[] {
  const { upcoming, past } = seedEventList(small);
  const at = (
    { city, ...event }: SeedEvent & { city: SeedCity },
    offset: number,
  ): ScheduledEvent => ({
    event,
    city,
    eventDate: eventDate(today, offset, event.when),
    eventTime: eventTime(event.when),
    past: offset < 0,
  });
  return [
    ...upcoming.map((event, n) => at(event, upcomingOffset(n, upcoming.length))),
    ...past.map((event, n) => at(event, pastOffset(n))),
  ];
}
