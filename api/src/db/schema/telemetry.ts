import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Release health (routes/telemetry): declared here so migrations are generated from one schema;
 * the repository queries them in SQL (percentiles and windows the query builder does not type).
 */
const receivedAt = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One row per load, error or vital a page reported: no address, no user, no query string. */
export const telemetryRecords = pgTable(
  'telemetry_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: receivedAt('received_at'),
    trace: varchar('trace', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    remote: varchar('remote', { length: 16 }).notNull(),
    variant: varchar('variant', { length: 8 }).notNull(),
    release: varchar('release', { length: 64 }).notNull(),
    route: varchar('route', { length: 100 }).notNull(),
    outcome: varchar('outcome', { length: 16 }),
    phase: varchar('phase', { length: 16 }),
    manifestMs: integer('manifest_ms'),
    entryMs: integer('entry_ms'),
    chunkMs: integer('chunk_ms'),
    renderMs: integer('render_ms'),
    name: varchar('name', { length: 8 }),
    value: doublePrecision('value'),
    source: varchar('source', { length: 24 }),
    message: varchar('message', { length: 200 }),
    stack: varchar('stack', { length: 1000 }),
    /** The sender, pseudonymous: a keyed hash of their address that changes every day. */
    client: varchar('client', { length: 16 }),
  },
  (t) => [index('telemetry_records_received_idx').on(t.receivedAt)],
);

/** Counts per minute, remote, release and variant, kept longer than the raw rows. */
export const telemetryMinutes = pgTable(
  'telemetry_minutes',
  {
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    remote: varchar('remote', { length: 16 }).notNull(),
    release: varchar('release', { length: 64 }).notNull(),
    variant: varchar('variant', { length: 8 }).notNull(),
    loads: integer('loads').notNull().default(0),
    fallbacks: integer('fallbacks').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    vitals: integer('vitals').notNull().default(0),
    /** Records left out by sampling once the day's budget was spent (not in the counts above). */
    sampledOut: integer('sampled_out').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'telemetry_minutes_pk',
      columns: [t.minute, t.remote, t.release, t.variant],
    }),
  ],
);

/** The rollbacks made from the release health page, with why. */
export const releaseRollbacks = pgTable('release_rollbacks', {
  id: serial('id').primaryKey(),
  at: receivedAt('at'),
  remote: varchar('remote', { length: 16 }).notNull(),
  release: varchar('release', { length: 64 }).notNull(),
  reason: varchar('reason', { length: 300 }).notNull(),
});
