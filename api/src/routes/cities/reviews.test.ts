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

/** Reviews the city `name` as `user`, posting to `/api/cities/<slug>/add_review/`. */
const addReview = (user: TestUser, name: string, content: string, slug = name) =>
  t.call({
    method: 'POST',
    url: `/api/cities/${slug}/add_review/`,
    token: user.access,
    payload: { name, content },
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
    assert.equal(await t.status({ url: '/api/cities/Atlantis/reviews/' }), 404);
  });

  test('add: 401 without a token, content rules, one per city', async () => {
    const url = '/api/cities/Tokyo/add_review/';
    assert.equal(
      await t.status({ method: 'POST', url, payload: { name: 'Tokyo', content: 'Hi' } }),
      401,
    );
    const empty = await addReview(alice, 'Tokyo', '   ');
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), { content: ['Review content is required'] });
    const long = await addReview(alice, 'Tokyo', 'x'.repeat(1001));
    assert.deepEqual(long.json(), {
      content: ['Review must be no more than 1000 characters long'],
    });
    const exact = await addReview(alice, 'Tokyo', 'y'.repeat(1000));
    assert.equal(exact.statusCode, 201);
    const body = exact.json();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Review submitted successfully!');
    assert.equal(body.review.user.username, alice.user.username);
    const second = await addReview(alice, 'Tokyo', 'Again', 'tokyo');
    assert.equal(second.statusCode, 400);
    assert.deepEqual(second.json(), { detail: 'You have already reviewed this city' });
    const list: CityReview[] = (await t.call({ url: '/api/cities/tokyo/reviews/' })).json();
    assert.equal(list[0]!.id, body.review.id);
  });

  test('delete: author only, nothing changes otherwise', async () => {
    const created = (await addReview(bob, 'Paris', 'Lovely quays.')).json().review as CityReview;
    const url = `/api/cities/Paris/reviews/${created.id}/`;
    assert.equal(await t.status({ method: 'DELETE', url }), 401);
    const forbidden = await t.call({ method: 'DELETE', url, token: alice.access });
    assert.equal(forbidden.statusCode, 403);
    assert.ok(forbidden.json().detail);
    assert.equal(
      (await t.app.ctx.db.select().from(cityReviews).where(eq(cityReviews.id, created.id))).length,
      1,
    );
    // Under another city (the review belongs to Paris), an unknown id, a non-numeric id.
    for (const other of [
      `Tokyo/reviews/${created.id}`,
      'Paris/reviews/999999',
      'Paris/reviews/abc',
    ])
      assert.equal(
        await t.status({ method: 'DELETE', url: `/api/cities/${other}/`, token: bob.access }),
        404,
      );
    const ok = await t.call({ method: 'DELETE', url, token: bob.access });
    assert.deepEqual(ok.json(), { success: true, message: 'Review deleted successfully!' });
    assert.equal(
      (await t.app.ctx.db.select().from(cityReviews).where(eq(cityReviews.id, created.id))).length,
      0,
    );
    // After deleting, the author may review again.
    const again = await addReview(bob, 'Paris', 'Still lovely.');
    assert.equal(again.statusCode, 201);
  });
});
