import { timestamp } from 'drizzle-orm/pg-core';

/** created_at, with time zone, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
