import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Frame, OrderSummary } from '@citylens/shared/contracts';
import { orderRequest } from '../../testing/order-request.js';
import { registerTestApp } from '../../testing/harness.js';

/** GET /api/orders/: the signed-in visitor's own orders, for "My orders" on the profile. */
let frames: Frame[];
const t = registerTestApp({}, async (t) => {
  frames = (await t.call({ url: '/api/picture-frames/' })).json();
});

const place = (token: string | undefined, quantity: number, frame = frames[0]!) =>
  t.call({
    method: 'POST',
    url: '/api/orders/',
    token,
    payload: orderRequest([{ frame_id: frame.id, quantity, price: frame.price, color: 'brown' }]),
  });

test('GET /api/orders/ lists my orders only, newest first, with date, items, total and status', async () => {
  const me = await t.newUser('collector');
  const other = await t.newUser('neighbour');
  assert.deepEqual((await t.call({ url: '/api/orders/', token: me.access })).json(), []);
  const first = (await place(me.access, 1)).json();
  const second = (await place(me.access, 3, frames[1])).json();
  await place(other.access, 2);
  await place(undefined, 2);

  const res = await t.call({ url: '/api/orders/', token: me.access });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  const mine: OrderSummary[] = res.json();
  assert.deepEqual(
    mine.map((o) => o.order_id),
    [second.order_id, first.order_id],
  );
  const [latest] = mine;
  assert.equal(latest!.status, 'confirmed');
  assert.equal(latest!.total_amount, second.total_amount);
  assert.ok(!Number.isNaN(Date.parse(latest!.created_at)));
  assert.deepEqual(
    latest!.items.map((item) => [item.name, item.quantity, item.color, item.line_total]),
    [[frames[1]!.name, 3, 'brown', Math.round(frames[1]!.price * 300) / 100]],
  );
  // Nothing of the card or the address: a list is for finding an order, not re-reading it.
  assert.equal('payment' in latest!, false);
  assert.equal('shipping_address' in latest!, false);
});

test('GET /api/orders/ needs a signed-in visitor', async () => {
  const res = await t.call({ url: '/api/orders/' });
  assert.equal(res.statusCode, 401);
});
