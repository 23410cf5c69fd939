import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CityReview } from '@citylens/shared/contracts';
import { eq } from 'drizzle-orm';
import { cityReviews } from '../../db/schema.js';
import { registerTestApp, type TestUser } from '../../testing/harness.js';

let alice: TestUser;
let bob: TestUser;
const t = registerTestApp({}, async (t) => {
  alice = await t.newUser('alice');
  bob = await t.newUser('bob');
});

describe('reviews', () => {
  test('list newest first with user id and username', async () => {
    const res = await t.call({ url: '/api/cities/paris/reviews/' });
    assert.equal(res.statusCode, 200);
    const list: CityReview[] = res.json();
    assert.ok(list.length >= 2);
    for (let i = 1; i < list.length; i += 1)
      assert.ok(list[i - 1]!.created_at >= list[i]!.created_at);
    assert.deepEqual(Object.keys(list[0]!.user).sort(), ['id', 'username']);
    assert.equal((await t.call({ url: '/api/cities/Atlantis/reviews/' })).statusCode, 404);
  });

  test('add: 401 without a token, content rules, one per city', async () => {
    const url = '/api/cities/Tokyo/add_review/';
    assert.equal(
      (await t.call({ method: 'POST', url, payload: { name: 'Tokyo', content: 'Hi' } })).statusCode,
      401,
    );
    const empty = await t.call({
      method: 'POST',
      url,
      token: alice.access,
      payload: { name: 'Tokyo', content: '   ' },
    });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), { content: ['Review content is required'] });
    const long = await t.call({
      method: 'POST',
      url,
      token: alice.access,
      payload: { name: 'Tokyo', content: 'x'.repeat(1001) },
    });
    assert.deepEqual(long.json(), {
      content: ['Review must be no more than 1000 characters long'],
    });
    const exact = await t.call({
      method: 'POST',
      url,
      token: alice.access,
      payload: { name: 'Tokyo', content: 'y'.repeat(1000) },
    });
    assert.equal(exact.statusCode, 201);
    const body = exact.json();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Review submitted successfully!');
    assert.equal(body.review.user.username, alice.user.username);
    const second = await t.call({
      method: 'POST',
      url: '/api/cities/tokyo/add_review/',
      token: alice.access,
      payload: { name: 'Tokyo', content: 'Again' },
    });
    assert.equal(second.statusCode, 400);
    assert.deepEqual(second.json(), { detail: 'You have already reviewed this city' });
    const list: CityReview[] = (await t.call({ url: '/api/cities/tokyo/reviews/' })).json();
    assert.equal(list[0]!.id, body.review.id);
  });

  test('delete: author only, nothing changes otherwise', async () => {
    const created = (
      await t.call({
        method: 'POST',
        url: '/api/cities/Paris/add_review/',
        token: bob.access,
        payload: { name: 'Paris', content: 'Lovely quays.' },
      })
    ).json().review as CityReview;
    const url = `/api/cities/Paris/reviews/${created.id}/`;
    assert.equal((await t.call({ method: 'DELETE', url })).statusCode, 401);
    const forbidden = await t.call({ method: 'DELETE', url, token: alice.access });
    assert.equal(forbidden.statusCode, 403);
    assert.ok(forbidden.json().detail);
    assert.equal(
      (await t.app.ctx.db.select().from(cityReviews).where(eq(cityReviews.id, created.id))).length,
      1,
    );
    // The review belongs to Paris, not Tokyo.
    assert.equal(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/cities/Tokyo/reviews/${created.id}/`,
          token: bob.access,
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (
        await t.call({
          method: 'DELETE',
          url: '/api/cities/Paris/reviews/999999/',
          token: bob.access,
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (await t.call({ method: 'DELETE', url: '/api/cities/Paris/reviews/abc/', token: bob.access }))
        .statusCode,
      404,
    );
    const ok = await t.call({ method: 'DELETE', url, token: bob.access });
    assert.deepEqual(ok.json(), { success: true, message: 'Review deleted successfully!' });
    assert.equal(
      (await t.app.ctx.db.select().from(cityReviews).where(eq(cityReviews.id, created.id))).length,
      0,
    );
    // After deleting, the author may review again.
    const again = await t.call({
      method: 'POST',
      url: '/api/cities/Paris/add_review/',
      token: bob.access,
      payload: { name: 'Paris', content: 'Still lovely.' },
    });
    assert.equal(again.statusCode, 201);
  });
});
