import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ViewCache } from './cache.js';

test('a flood of misses (unknown city names) does not empty the view cache', async () => {
  const views = new ViewCache();
  let loads = 0;
  const hot = () => views.get('cities:list', async () => ((loads += 1), ['Paris', 'Lisbon']));
  await hot();
  for (let n = 0; n < 2000; n += 1) await views.get(`city:nowhere-${n}`, async () => null);
  await hot();
  assert.equal(loads, 1, 'the hot entry was still cached');
});

test('misses are kept in a bounded LRU: recent ones stay, the oldest go', async () => {
  const views = new ViewCache();
  let loads = 0;
  const miss = (n: number) => views.get(`city:nowhere-${n}`, async () => ((loads += 1), null));
  for (let n = 0; n < 1000; n += 1) await miss(n);
  assert.equal(loads, 1000);
  await miss(999);
  assert.equal(loads, 1000, 'a recent miss is served from the cache');
  await miss(0);
  assert.equal(loads, 1001, 'the oldest miss was evicted');
  assert.ok(views.size <= 500 + 2000);
});
