import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `task` while holding the start-up lock: on PostgreSQL a session advisory lock, so
   * replicas starting together migrate and seed one after another; PGlite has one process.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock key for start-up work (migrations, seed, upload sweep): "CLens" in ASCII. */
export const STARTUP_LOCK_KEY = 0x434c656e73;

async function withAdvisoryLock<T>(pool: pg.Pool, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined keeps PGlite in memory (tests), optionally starting from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Opens the database and applies every pending versioned migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    const exclusive = <T>(task: () => Promise<T>) => withAdvisoryLock(pool, task);
    try {
      await exclusive(() => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusive: (task) => task(),
    close: () => client.close(),
  };
}
