import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './store.js';

/** Both stores keep the same sliding window; the Redis one runs when REDIS_URL is set. */
const redisUrl = process.env.REDIS_URL;
const clients: Redis[] = [];
after(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});

const stores: [string, () => LimitStore, string | false][] = [
  ['memory', () => new MemoryLimitStore(), false],
  [
    'Redis',
    () => {
      const client = new Redis(redisUrl!);
      clients.push(client);
      return new RedisLimitStore(client, `citylens-test-${randomBytes(4).toString('hex')}:`);
    },
    redisUrl ? false : 'REDIS_URL not set: the Redis store runs where Redis answers',
  ],
];

for (const [name, make, skip] of stores) {
  describe(`${name} limit store`, { skip }, () => {
    test('take counts up to the limit, then answers the wait until the oldest leaves', async () => {
      const store = make();
      const minute = 60_000;
      let now = 1_000_000;
      for (let n = 0; n < 3; n += 1) {
        assert.equal(await store.take('k', 3, minute, now), 0);
        now += 10_000;
      }
      // Oldest at 1_000_000; now 1_030_000: it leaves the window in 30 s.
      assert.equal(await store.take('k', 3, minute, now), 30);
      assert.equal(await store.peek('k', 3, minute, now), 30);
      assert.equal(await store.peek('k', 3, minute, 1_060_001), 0, 'the oldest has left');
      assert.equal(await store.take('other', 3, minute, now), 0, 'keys are separate');
    });

    test('record counts failures past the limit; reset forgets them', async () => {
      const store = make();
      for (let n = 0; n < 5; n += 1) await store.record('f', 60_000, 5_000 + n);
      assert.ok((await store.peek('f', 5, 60_000, 6_000)) > 0);
      await store.reset('f');
      assert.equal(await store.peek('f', 5, 60_000, 6_000), 0);
    });

    test('markers remember for their time', async () => {
      const store = make();
      await store.remember('known', 60_000);
      assert.equal(await store.has('known'), true);
      assert.equal(await store.has('unknown'), false);
    });
  });
}
