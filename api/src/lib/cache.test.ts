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

test('misses are kept in a bounded LRU: the least recently used goes, nothing else', async () => {
  const views = new ViewCache();
  let loads = 0;
  const miss = (n: number) => views.get(`city:nowhere-${n}`, async () => ((loads += 1), null));
  for (let n = 0; n < 500; n += 1) await miss(n);
  await miss(0); // read again: now the most recently used
  assert.equal(loads, 500, 'a cached miss is not loaded again');
  await miss(500); // one past the bound
  assert.equal(views.size, 500, 'the misses stay bounded');
  await miss(0);
  await miss(499);
  assert.equal(loads, 501, 'the recently read and the newer misses all stayed (not cleared)');
  await miss(1);
  assert.equal(loads, 502, 'the least recently used miss was the one evicted');
});
