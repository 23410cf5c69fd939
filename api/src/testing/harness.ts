import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import type { SeedOptions } from '../seed/index.js';
import { guardSerialization } from './serialization-guard.js';
import { PG_TEMPLATE_DB, TEMPLATE_ENV } from './template.js';
import { contracts } from '../lib/contracts.js';

/** Tests run on PGlite, or on a fresh PostgreSQL database per suite when DATABASE_URL is set. */
export const backend: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestDatabase {
  database: Database;
  /** Reopens the same data (restart test). */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

async function hasFiles(dir: string): Promise<boolean> {
  return (await fs.readdir(dir).catch(() => [])).length > 0;
}

/** A fresh, isolated database: in-memory or on-disk PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(dataDir?: string): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (backend === 'pglite') {
    const open = async () =>
      openDatabase({
        kind: 'pglite',
        dataDir,
        // A data folder only starts from the template when it is still empty.
        loadDataDir:
          template && !(dataDir && (await hasFiles(dataDir)))
            ? new Blob([await fs.readFile(template)])
            : undefined,
      });
    return { database: await open(), reopen: open, drop: async () => undefined };
  }
  const adminUrl = new URL(process.env.DATABASE_URL!);
  const name = `citylens_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(
    template ? `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}` : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database: await open(),
    reopen: open,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  db: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
  /** inject + parse JSON (tests read arbitrary response bodies) */
  call(
    options: InjectOptions & { token?: string },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<LightMyRequestResponse & { json(): any }>;
  /** inject and return only the status code (for request-and-status checks) */
  status(options: InjectOptions & { token?: string }): Promise<number>;
  login(
    username: string,
    password: string,
  ): Promise<{ access: string; refresh: string; user: { id: number; username: string } }>;
  /** Registers a fresh user and signs in. */
  newUser(prefix?: string): Promise<{
    access: string;
    refresh: string;
    user: { id: number; username: string };
    password: string;
  }>;
}

export type TestUser = Awaited<ReturnType<TestApp['newUser']>>;

export interface TestAppOptions {
  seed?: SeedOptions | false;
  env?: Record<string, string>;
}

let userCounter = 0;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PUBLIC_API_URL: 'http://localhost:8000',
    ...options.env,
  });
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  // The clock follows real time unless a test moves it.
  let offset = 0;
  const realClock = () => new Date(Date.now() + offset);
  clock.advance = (ms: number) => {
    offset += ms;
  };
  Object.defineProperty(clock, 'now', { get: realClock });

  const db = await createTestDatabase();
  const app = await buildApp({
    config,
    database: db.database,
    clock: realClock,
    seed: options.seed === undefined ? { small: true, images: false, demo: true } : options.seed,
    logger: false,
    instrument: guardSerialization,
  });
  await app.ready();

  const call: TestApp['call'] = async ({ token, ...inject }) => {
    const headers = { ...(inject.headers ?? {}) } as Record<string, string>;
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.inject({ ...inject, headers });
    return Object.assign(response, { json: () => JSON.parse(response.body) });
  };

  const status: TestApp['status'] = async (options) => (await call(options)).statusCode;

  const login: TestApp['login'] = async (username, password) => {
    const response = await call({
      method: 'POST',
      url: contracts.apiPaths.token,
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json();
  };

  const newUser: TestApp['newUser'] = async (prefix = 'user') => {
    userCounter += 1;
    const username = `${prefix}_${process.pid}_${userCounter}`.slice(0, 30);
    const password = 'Sup3r-secret!';
    const response = await call({
      method: 'POST',
      url: contracts.apiPaths.register,
      payload: { username, email: `${username}@example.com`, password, password_confirm: password },
    });
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    return { ...(await login(username, password)), password };
  };

  return {
    app,
    config,
    clock,
    db,
    dataDir,
    call,
    status,
    login,
    newUser,
    close: async () => {
      await app.close();
      await db.database.close();
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers one app for the whole test file: built in a `before` hook (then `setup` runs on it,
 * e.g. to sign users up), closed in an `after` hook. The returned handle forwards to that app,
 * so it is only usable inside hooks and tests.
 */
export function registerTestApp(
  options: TestAppOptions = {},
  setup?: (t: TestApp) => Promise<void>,
): TestApp {
  let current: TestApp | undefined;
  before(async () => {
    current = await createTestApp(options);
    await setup?.(current);
  });
  after(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('registerTestApp: the app exists only inside hooks and tests');
      return Reflect.get(current, key);
    },
  });
}

/** True when a body is in one of Django REST Framework's error shapes. */
export function isDrfError(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return true;
  const values = Object.values(record);
  return (
    values.length > 0 &&
    values.every((v) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'))
  );
}
