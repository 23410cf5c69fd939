import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CityEvent } from '@citylens/shared/contracts';
import { registerTestApp } from '../../testing/harness.js';

const t = registerTestApp();

const today = () => new Date().toISOString().slice(0, 10);

/** The day at UTC−12: the earliest "today" any visitor can have. */
const earliestToday = () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);

test('GET /api/events/ lists upcoming events only, soonest first', async () => {
  const list: CityEvent[] = (await t.call({ url: '/api/events/' })).json();
  assert.ok(list.length >= 6);
  // The seed's past events leave the list (it is "Find all Upcoming Events").
  assert.deepEqual(
    list.filter((e) => e.event_date < earliestToday()).map((e) => e.name),
    [],
  );
  for (let i = 1; i < list.length; i += 1)
    assert.ok(list[i - 1]!.event_date <= list[i]!.event_date);
  for (const e of list) {
    assert.match(e.event_date, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(e.event_time, /^\d{2}:\d{2}:\d{2}$/);
    assert.ok(e.name && e.city && e.country && e.location && e.description);
  }
  assert.equal(list[0]!.event_date, today());
});

test('GET /api/events/past/ lists past events, most recent first, apart from the upcoming', async () => {
  const past: CityEvent[] = (await t.call({ url: '/api/events/past/' })).json();
  const upcoming: CityEvent[] = (await t.call({ url: '/api/events/' })).json();
  const ended = past.filter((e) => e.event_date < earliestToday());
  assert.ok(ended.length >= 3, 'the seed has past events');
  for (let i = 1; i < past.length; i += 1)
    assert.ok(past[i - 1]!.event_date >= past[i]!.event_date);
  const upcomingIds = new Set(upcoming.map((e) => e.id));
  assert.deepEqual(
    ended.filter((e) => upcomingIds.has(e.id)),
    [],
  );
});

test('search suggestions leave past events out', async () => {
  const past: CityEvent[] = (await t.call({ url: '/api/events/past/' })).json();
  const ended = past.find((e) => e.event_date < earliestToday())!;
  const byName: CityEvent[] = (
    await t.call({ url: `/api/events/search/?query=${encodeURIComponent(ended.name)}` })
  ).json();
  assert.deepEqual(byName, []);
  const byCity: CityEvent[] = (
    await t.call({ url: `/api/events/search/?query=${encodeURIComponent(ended.city)}` })
  ).json();
  assert.ok(byCity.length > 0, `${ended.city} still has upcoming events`);
  assert.ok(byCity.every((e) => e.event_date >= earliestToday()));
});

test('a past event cannot be booked: 409 with a clear reason, and no booking is kept', async () => {
  const user = await t.newUser('latecomer');
  const past: CityEvent[] = (await t.call({ url: '/api/events/past/' })).json();
  const ended = past.find((e) => e.event_date < earliestToday())!;
  const res = await t.call({
    method: 'POST',
    url: `/api/events/${ended.id}/book/`,
    token: user.access,
  });
  assert.equal(res.statusCode, 409);
  assert.deepEqual(res.json(), { detail: 'This event has ended and can no longer be booked.' });
  assert.deepEqual((await t.call({ url: '/api/events/booked/', token: user.access })).json(), {
    ids: [],
  });
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
  assert.equal(await t.status({ url: '/api/events/booked/' }), 401);
  assert.equal(await t.status({ url: '/api/events/liked/' }), 401);
  assert.equal(await t.status({ method: 'POST', url: `/api/events/${a!.id}/book/` }), 401);
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

  const likeB = () =>
    t.call({ method: 'POST', url: `/api/events/${b!.id}/like/`, token: user.access });
  const liked = await likeB();
  assert.deepEqual(liked.json(), { success: true, liked: true, likes_count: 1 });
  assert.deepEqual((await t.call({ url: '/api/events/liked/', token: user.access })).json(), {
    ids: [b!.id],
  });
  const unliked = await likeB();
  assert.deepEqual(unliked.json(), { success: true, liked: false, likes_count: 0 });
  assert.deepEqual((await t.call({ url: '/api/events/liked/', token: user.access })).json(), {
    ids: [],
  });
  assert.equal(
    await t.status({ method: 'POST', url: '/api/events/999999/book/', token: user.access }),
    404,
  );
});
