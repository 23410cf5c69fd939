import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** id serial primary key. */
export const id = () => serial('id').primaryKey();

/** created_at, with time zone, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** published_at, with time zone, required (articles, videos, guide items). */
export const publishedAt = () =>
  timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull();

/** A required integer foreign key whose row goes when the row it points to is deleted. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
