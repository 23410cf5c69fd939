import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CityEvent } from '@citylens/shared/contracts';
import { createTestApp, type TestApp } from '../../testing/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

test('GET /api/events/ lists upcoming events first', async () => {
  const list: CityEvent[] = (await t.call({ url: '/api/events/' })).json();
  assert.ok(list.length >= 6);
  const upcoming = list.filter((e) => e.event_date >= today());
  const past = list.filter((e) => e.event_date < today());
  assert.ok(past.length > 0, 'the seed has past events too');
  assert.deepEqual(list.slice(0, upcoming.length), upcoming);
  for (let i = 1; i < upcoming.length; i += 1)
    assert.ok(upcoming[i - 1]!.event_date <= upcoming[i]!.event_date);
  for (const e of list) {
    assert.match(e.event_date, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(e.event_time, /^\d{2}:\d{2}:\d{2}$/);
    assert.ok(e.name && e.city && e.country && e.location && e.description);
  }
  assert.equal(list[0]!.event_date, today());
});

test('GET /api/events/{id}/ and 404s', async () => {
  const [first] = (await t.call({ url: '/api/events/' })).json() as CityEvent[];
  const one = await t.call({ url: `/api/events/${first!.id}/` });
  assert.equal(one.statusCode, 200);
  assert.equal(one.json().name, first!.name);
  for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999']) {
    const res = await t.call({ url: `/api/events/${id}/` });
    assert.equal(res.statusCode, 404, id);
    assert.deepEqual(res.json(), { detail: res.json().detail });
  }
});

test('search trims the query and returns date and category', async () => {
  const res = await t.call({ url: '/api/events/search/?query=%20%20jazz%20' });
  const list: CityEvent[] = res.json();
  assert.ok(list.length >= 1);
  for (const e of list) {
    assert.equal(e.date, e.event_date);
    assert.ok(e.category);
  }
  assert.ok((await t.call({ url: '/api/events/search/?query=photography' })).json().length >= 1);
  assert.deepEqual((await t.call({ url: '/api/events/search/?query=%20j%20' })).json(), []);
  assert.deepEqual((await t.call({ url: '/api/events/search/' })).json(), []);
});

test('booking and liking need a token and show up in booked/liked ids', async () => {
  const user = await t.newUser('eventgoer');
  const [a, b] = (await t.call({ url: '/api/events/' })).json() as CityEvent[];
  assert.equal((await t.call({ url: '/api/events/booked/' })).statusCode, 401);
  assert.equal((await t.call({ url: '/api/events/liked/' })).statusCode, 401);
  assert.equal(
    (await t.call({ method: 'POST', url: `/api/events/${a!.id}/book/` })).statusCode,
    401,
  );
  assert.deepEqual((await t.call({ url: '/api/events/booked/', token: user.access })).json(), {
    ids: [],
  });

  for (let i = 0; i < 2; i += 1) {
    const booked = await t.call({
      method: 'POST',
      url: `/api/events/${a!.id}/book/`,
      token: user.access,
    });
    assert.deepEqual(booked.json(), { success: true, message: 'Event booked successfully!' });
  }
  assert.deepEqual((await t.call({ url: '/api/events/booked/', token: user.access })).json(), {
    ids: [a!.id],
  });

  const liked = await t.call({
    method: 'POST',
    url: `/api/events/${b!.id}/like/`,
    token: user.access,
  });
  assert.deepEqual(liked.json(), { success: true, liked: true, likes_count: 1 });
  assert.deepEqual((await t.call({ url: '/api/events/liked/', token: user.access })).json(), {
    ids: [b!.id],
  });
  const unliked = await t.call({
    method: 'POST',
    url: `/api/events/${b!.id}/like/`,
    token: user.access,
  });
  assert.deepEqual(unliked.json(), { success: true, liked: false, likes_count: 0 });
  assert.deepEqual((await t.call({ url: '/api/events/liked/', token: user.access })).json(), {
    ids: [],
  });
  assert.equal(
    (await t.call({ method: 'POST', url: '/api/events/999999/book/', token: user.access }))
      .statusCode,
    404,
  );
});
