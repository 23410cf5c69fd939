import { pgTable, primaryKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from './columns.js';
import { users } from './accounts.js';

type Ref = ReturnType<typeof cascadeRef>;

/**
 * A user's mark on a row (a like, a booking): at most one per user and row, and gone with
 * either. `key`/`column` name the marked row's id, e.g. `cityId`/`city_id`.
 */
export function userMarkTable<const K extends string>(
  name: string,
  key: K,
  column: string,
  target: () => AnyPgColumn,
) {
  const columns = {
    [key]: cascadeRef(column, target),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  } as { [P in K]: Ref } & { userId: Ref; createdAt: ReturnType<typeof createdAt> };
  return pgTable(name, columns, (t) => [primaryKey({ columns: [t[key], t.userId] })]);
}
