import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { registerTestApp } from '../../testing/harness.js';

const t = registerTestApp();

describe('city photos', () => {
  test('all, one city, and random', async () => {
    const all = (await t.call({ url: '/api/city_photos/' })).json();
    assert.ok(all.data.length >= 3);
    for (const entry of all.data) {
      assert.equal(typeof entry.city_name, 'string');
      assert.ok(entry.photos.length > 0);
    }
    const paris = await t.call({ url: '/api/city_photos/paris/' });
    assert.equal(paris.json().data.city_name, 'Paris');
    assert.equal(paris.json().data.photos.length, 3);
    assert.equal(await t.status({ url: '/api/city_photos/Atlantis/' }), 404);
    const randoms = await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.call({ url: '/api/city_photos/random/' })),
    );
    for (const r of randoms) {
      assert.equal(r.statusCode, 200);
      assert.match(r.json().data.photo, /^http:\/\/localhost:8000\/media\//);
      assert.ok(
        all.data.some((e: { city_name: string }) => e.city_name === r.json().data.city_name),
      );
    }
  });
});
