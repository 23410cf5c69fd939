/** Events, bookings and likes. */
import { date, index, pgTable, text, time, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { userMarkTable } from './user-marks.js';

export const events = pgTable(
  'events',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    cityName: varchar('city_name', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: time('event_time').notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 50 }).notNull(),
    thumbnailPath: text('thumbnail_path'),
  },
  (t) => [index('events_date_idx').on(t.eventDate, t.eventTime)],
);

export const eventBookings = userMarkTable(
  'event_bookings',
  'eventId',
  'event_id',
  () => events.id,
);

export const eventLikes = userMarkTable('event_likes', 'eventId', 'event_id', () => events.id);
