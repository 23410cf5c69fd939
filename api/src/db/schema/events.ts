/** Events, bookings and likes. */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
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

export const eventBookings = pgTable(
  'event_bookings',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const eventLikes = pgTable(
  'event_likes',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
