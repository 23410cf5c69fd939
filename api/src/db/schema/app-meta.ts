import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Key/value settings kept with the data (e.g. the seed marker). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
