import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerTestApp } from '../../testing/harness.js';
import { passwordHashLoad } from './passwords.js';

// One hash at a time and two waiting: a small server under a sign-in flood.
const t = registerTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' } });

test('a flood of sign-ins is capped: some wait, the rest get 503 + Retry-After, never a crash', async () => {
  const attempts = Array.from({ length: 12 }, (_, n) =>
    t.call({
      method: 'POST',
      url: '/api/token/',
      remoteAddress: `198.19.0.${n + 1}`,
      payload: { username: `flood_${n}`, password: 'not-the-password' },
    }),
  );
  const answers = await Promise.all(attempts);
  const statuses = answers.map((a) => a.statusCode);
  assert.ok(
    statuses.every((s) => s === 401 || s === 503),
    statuses.join(','),
  );
  const busy = answers.filter((a) => a.statusCode === 503);
  assert.ok(busy.length >= 1, 'some were turned away');
  assert.ok(
    statuses.filter((s) => s === 401).length >= 3,
    'one running and two waiting were served',
  );
  for (const answer of busy) {
    assert.equal(answer.headers['retry-after'], '1');
    assert.deepEqual(answer.json(), {
      detail: 'The server is busy. Please try again in a moment.',
    });
  }
  assert.deepEqual(passwordHashLoad(), { running: 0, waiting: 0 }, 'every slot was given back');
  // Once the flood is over, signing in works again.
  const me = await t.newUser('after_flood');
  assert.ok(me.access);
});
