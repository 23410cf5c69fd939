/** Accounts and their sessions. */
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeRef, createdAt, id } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: varchar('username', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    dateJoined: timestamp('date_joined', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /**
     * Bumped by logout, a password change or reset and account deletion: every access token
     * carries the generation it was signed in, and an older one is refused at once.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
  },
  (t) => [
    // Case-insensitive uniqueness: "Demo" and "demo" are the same account name.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * One row per issued refresh token; rotation and logout mark it revoked. Tokens rotated from
 * one sign-in form a family: presenting a rotated token again revokes the whole family, and no
 * token of the family outlives `session_started_at` + the absolute session lifetime.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    familyId: varchar('family_id', { length: 64 }).notNull(),
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);
