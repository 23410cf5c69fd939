import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';

/**
 * Two real API processes on two ports, one PostgreSQL database and one Redis, as two replicas
 * behind a balancer. Runs in the PostgreSQL pass when Redis answers (REDIS_URL, which .ci/run
 * sets when it finds a server); elsewhere it is skipped with the reason printed.
 */
const skip = !process.env.DATABASE_URL
  ? 'needs PostgreSQL: runs in the PostgreSQL pass (DATABASE_URL)'
  : !process.env.REDIS_URL
    ? 'needs Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run the two-replica test'
    : false;

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

interface Replica {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startReplica(env: NodeJS.ProcessEnv, port: number): Replica {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

async function listening(replica: Replica, deadline: number): Promise<void> {
  while (!replica.output().includes('Server listening')) {
    if (Date.now() > deadline || replica.child.exitCode !== null) {
      throw new Error(`replica did not start:\n${replica.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call(
  base: string,
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: (): any => JSON.parse(text),
  };
}

describe('two replicas on one PostgreSQL and one Redis', { skip, timeout: 300_000 }, () => {
  const id = randomBytes(5).toString('hex');
  const database = `citylens_scale_${id}`;
  let a: Replica;
  let b: Replica;
  const dirs: string[] = [];

  before(async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    const media = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-shared-media-'));
    dirs.push(media);
    const base: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL,
      // Keys of this run only, so runs and suites sharing the Redis server never meet.
      REDIS_PREFIX: `citylens-test-${id}:`,
      MEDIA_DIR: media,
      SEED: 'true',
      SEED_DEMO: 'true',
      SEED_IMAGES: 'false',
      LOG_LEVEL: 'info',
    };
    // No JWT_SECRET: the replicas must agree on the one generated into the database.
    delete base.JWT_SECRET;
    const ports = [21_000, 22_000].map((p) => p + Math.floor(Math.random() * 900));
    const dataDirs = await Promise.all(
      [0, 1].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'citylens-replica-'))),
    );
    dirs.push(...dataDirs);
    // Both start at the same moment on an empty database.
    a = startReplica({ ...base, DATA_DIR: dataDirs[0] }, ports[0]!);
    b = startReplica({ ...base, DATA_DIR: dataDirs[1] }, ports[1]!);
    const deadline = Date.now() + 180_000;
    await Promise.all([listening(a, deadline), listening(b, deadline)]);
  });

  after(async () => {
    for (const replica of [a, b]) {
      if (replica && replica.child.exitCode === null) {
        replica.child.kill('SIGTERM');
        await replica.exited;
      }
    }
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  test('both started on an empty database; exactly one seeded, neither crashed', async () => {
    const seeded = [a, b].filter((r) => r.output().includes('seeding the database'));
    assert.equal(seeded.length, 1, `${a.output()}\n----\n${b.output()}`);
    for (const replica of [a, b]) {
      assert.equal((await call(replica.url, '/api/health/')).status, 200);
    }
    const [onA, onB] = await Promise.all([
      call(a.url, '/api/cities/'),
      call(b.url, '/api/cities/'),
    ]);
    assert.ok(onA.json().length > 3);
    assert.deepEqual(
      onA.json().map((c: { name: string }) => c.name),
      onB.json().map((c: { name: string }) => c.name),
    );
  });

  test('a token from replica A works on replica B', async () => {
    const login = await call(a.url, '/api/token/', {
      method: 'POST',
      body: { username: 'demo', password: 'CityLens2025!' },
    });
    assert.equal(login.status, 200);
    const { access, refresh } = login.json();
    const profile = await call(b.url, '/api/auth/profile/', { token: access });
    assert.equal(profile.status, 200);
    assert.equal(profile.json().username, 'demo');
    // The refresh token rotates on B, and the old one is refused on A.
    const rotated = await call(b.url, '/api/token/refresh/', { method: 'POST', body: { refresh } });
    assert.equal(rotated.status, 200);
    const reused = await call(a.url, '/api/token/refresh/', { method: 'POST', body: { refresh } });
    assert.equal(reused.status, 401);
  });

  test('a like on A is seen on B at once', async () => {
    const login = await call(b.url, '/api/token/', {
      method: 'POST',
      body: { username: 'demo', password: 'CityLens2025!' },
    });
    const { access } = login.json();
    const countOn = async (replica: Replica) =>
      (await call(replica.url, '/api/cities/'))
        .json()
        .find((c: { name: string }) => c.name === 'Paris').likes_count as number;
    // Both replicas hold the list in their view cache now.
    const before = await countOn(b);
    assert.equal(await countOn(a), before);
    const like = await call(a.url, '/api/cities/Paris/like_city/', {
      method: 'POST',
      token: access,
    });
    assert.equal(like.status, 200);
    const delta = like.json().is_liked ? 1 : -1;
    assert.equal(await countOn(b), before + delta);
  });

  test('12 failed sign-ins spread across A and B trigger the limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let n = 0; n < 12; n += 1) {
      const response = await call(n % 2 === 0 ? a.url : b.url, '/api/token/', {
        method: 'POST',
        body: { username: 'scale_victim', password: `wrong-${n}` },
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter ??= response.headers.get('retry-after');
    }
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    assert.deepEqual(statuses.slice(10), [429, 429]);
    assert.ok(Number(retryAfter) >= 1, `Retry-After: ${retryAfter}`);
  });
});
