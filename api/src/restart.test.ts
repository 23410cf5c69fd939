import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { backend, createTestDatabase } from './testing/harness.js';

test('data survives a restart on the same data folder', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-restart-'));
  // No JWT_SECRET: the generated one must persist too, so old tokens stay valid.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const pgliteDir = path.join(dataDir, 'pglite');
  const db = await createTestDatabase(backend === 'pglite' ? pgliteDir : undefined);

  const first = await buildApp({
    config,
    database: db.database,
    seed: { small: true, images: false },
    logger: false,
  });
  const register = await first.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: 'restart_user',
      email: 'restart@example.com',
      password: 'persisted1',
      password_confirm: 'persisted1',
    },
  });
  assert.equal(register.statusCode, 201);
  const token = (
    await first.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'restart_user', password: 'persisted1' },
    })
  ).json();
  const review = await first.inject({
    method: 'POST',
    url: '/api/cities/Paris/add_review/',
    headers: { authorization: `Bearer ${token.access}` },
    payload: { name: 'Paris', content: 'Still here after a restart.' },
  });
  assert.equal(review.statusCode, 201);
  await first.close();
  await db.database.close();

  const reopened = await db.reopen();
  const second = await buildApp({
    config,
    database: reopened,
    seed: { small: true, images: false },
    logger: false,
  });
  const reviews = (await second.inject({ url: '/api/cities/paris/reviews/' })).json();
  assert.ok(reviews.some((r: { content: string }) => r.content === 'Still here after a restart.'));
  const profile = await second.inject({
    url: '/api/auth/profile/',
    headers: { authorization: `Bearer ${token.access}` },
  });
  assert.equal(profile.statusCode, 200);
  assert.equal(profile.json().username, 'restart_user');
  // Seeding ran once: still one demo user and the same number of cities.
  const cities = (await second.inject({ url: '/api/cities/' })).json();
  assert.equal(cities.length, 3);
  await second.close();
  await reopened.close();
  await db.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});
