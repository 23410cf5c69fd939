import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CityEvent, EventBooking } from '@citylens/shared/contracts';
import { eventBookings } from '../../db/schema.js';
import { registerTestApp } from '../../testing/harness.js';

/** "My bookings" on the profile: the list, and Cancel (idempotent, refused once an event ended). */
const t = registerTestApp();

/** The day at UTC−12: before it, an event has ended for every visitor. */
const earliestToday = () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);

const book = (id: number, token: string) =>
  t.call({ method: 'POST', url: `/api/events/${id}/book/`, token });
const cancel = (id: number, token?: string) =>
  t.call({ method: 'DELETE', url: `/api/events/${id}/book/`, token });
const myBookings = async (token: string): Promise<EventBooking[]> =>
  (await t.call({ url: '/api/events/bookings/', token })).json();

/** A booking made while the event was still ahead (the API refuses to book it now). */
async function bookEnded(userId: number): Promise<CityEvent> {
  const past: CityEvent[] = (await t.call({ url: '/api/events/past/' })).json();
  const ended = past.find((e) => e.event_date < earliestToday())!;
  await t.app.ctx.db.insert(eventBookings).values({ eventId: ended.id, userId });
  return ended;
}

test('GET /api/events/bookings/ lists my bookings with their events, upcoming first', async () => {
  const me = await t.newUser('planner');
  const other = await t.newUser('elsewhere');
  assert.equal(await t.status({ url: '/api/events/bookings/' }), 401);
  const upcoming: CityEvent[] = (await t.call({ url: '/api/events/' })).json();
  const [soon, later] = [upcoming[0]!, upcoming[upcoming.length - 1]!];
  await book(later.id, me.access);
  await book(soon.id, me.access);
  await book(soon.id, other.access);
  const ended = await bookEnded(me.user.id);

  const res = await t.call({ url: '/api/events/bookings/', token: me.access });
  assert.equal(res.headers['cache-control'], 'no-store');
  const list: EventBooking[] = res.json();
  assert.deepEqual(
    list.map((b) => [b.event.id, b.ended]),
    [
      [soon.id, false],
      [later.id, false],
      [ended.id, true],
    ],
  );
  assert.equal(list[0]!.event.name, soon.name);
  assert.ok(!Number.isNaN(Date.parse(list[0]!.booked_at)));
  assert.deepEqual(
    (await myBookings(other.access)).map((b) => b.event.id),
    [soon.id],
  );
});

test('Cancel removes my booking, and cancelling twice is fine', async () => {
  const me = await t.newUser('changeofplan');
  const other = await t.newUser('stayer');
  const [event] = (await t.call({ url: '/api/events/' })).json() as CityEvent[];
  await book(event!.id, me.access);
  await book(event!.id, other.access);
  assert.equal((await cancel(event!.id)).statusCode, 401);
  for (let i = 0; i < 2; i += 1) {
    const res = await cancel(event!.id, me.access);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { success: true, message: 'Your booking has been cancelled.' });
  }
  assert.deepEqual(await myBookings(me.access), []);
  assert.deepEqual((await t.call({ url: '/api/events/booked/', token: me.access })).json(), {
    ids: [],
  });
  // Only my booking goes: the other visitor keeps theirs.
  assert.deepEqual(
    (await myBookings(other.access)).map((b) => b.event.id),
    [event!.id],
  );
  assert.equal((await cancel(999999, me.access)).statusCode, 404);
});

test('Cancel is refused for an event that has ended, and the booking stays', async () => {
  const me = await t.newUser('attended');
  const ended = await bookEnded(me.user.id);
  const res = await cancel(ended.id, me.access);
  assert.equal(res.statusCode, 409);
  assert.deepEqual(res.json(), {
    detail: 'This event has ended, so its booking can no longer be cancelled.',
  });
  assert.deepEqual(
    (await myBookings(me.access)).map((b) => b.event.id),
    [ended.id],
  );
});
