import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/**
 * Test suites start from a prepared, migrated and seeded database instead of seeding each time:
 * a PGlite data-dir dump, or a PostgreSQL template database. The runner prepares them once.
 */
export const TEMPLATE_ENV = 'CITYLENS_TEST_TEMPLATE';
export const PG_TEMPLATE_DB = 'citylens_test_template';

async function seedInto(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-template-'));
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'template-'.repeat(5),
      LOG_LEVEL: 'silent',
    }),
    database,
    // Tests sign in as the demo user.
    seed: { small: true, images: false, demo: true },
    logger: false,
  });
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

/** Writes a seeded PGlite dump and returns its path. */
export async function preparePgliteTemplate(dir: string): Promise<string> {
  const client = new PGlite();
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(client);
  const { migrationsFolder } = await import('../db/client.js');
  await migrate(db, { migrationsFolder });
  await seedInto({
    db: db as never,
    kind: 'pglite',
    exclusive: (task) => task(),
    close: async () => undefined,
  });
  const dump = await client.dumpDataDir('none');
  await client.close();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'pglite-template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** (Re)creates the PostgreSQL template database, migrated and seeded. */
export async function preparePostgresTemplate(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${PG_TEMPLATE_DB}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedInto(database);
  await database.close();
  return PG_TEMPLATE_DB;
}
