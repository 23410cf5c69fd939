import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Frame, OrderRequest } from '@citylens/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema.js';
import { orderRequest, TEST_CARD_CVV, TEST_CARD_NUMBER } from '../../testing/order-request.js';
import { registerTestApp } from '../../testing/harness.js';
import { cardBrand } from './validate.js';
import { contracts } from '../../lib/contracts.js';

const { priceOrder } = contracts;

let cheap: Frame;
let pricey: Frame;
const t = registerTestApp({}, async (t) => {
  const frames: Frame[] = (await t.call({ url: '/api/picture-frames/' })).json();
  cheap = frames.reduce((a, b) => (a.price < b.price ? a : b));
  pricey = (await t.call({ url: '/api/painting-frames/' })).json()[0];
});

const CARD = TEST_CARD_NUMBER;
const CVV = TEST_CARD_CVV;

const order = (overrides: Partial<OrderRequest> = {}) =>
  orderRequest([{ frame_id: cheap.id, quantity: 1, price: 0.01, color: 'black' }], {
    total_amount: 0.01,
    ...overrides,
  });

const place = (payload: unknown, token?: string) =>
  t.call({ method: 'POST', url: '/api/orders/', payload: payload as object, token });

describe('POST /api/orders/', () => {
  test('prices come from the frames table; shipping 9.99 at or under 50', async () => {
    const res = await place(order());
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.match(body.order_id, /^CL-[A-Za-z0-9_-]{16}$/);
    assert.equal(body.shipping_cost, 9.99);
    assert.equal(body.total_amount, Math.round((cheap.price + 9.99) * 100) / 100);
    assert.equal(body.status, 'confirmed');
  });

  test('shipping is free over 50', async () => {
    const res = await place(
      order({ items: [{ frame_id: pricey.id, quantity: 2, price: 1, color: 'brown' }] }),
    );
    const body = res.json();
    assert.equal(body.shipping_cost, 0);
    assert.equal(body.total_amount, Math.round(pricey.price * 2 * 100) / 100);
  });

  test('the orders table keeps no CVV and no full card number', async () => {
    const { order_id } = (await place(order())).json();
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order_id));
    assert.equal(row!.cardLast4, '4242');
    assert.equal(row!.cardBrand, 'visa');
    const dump =
      JSON.stringify(await t.app.ctx.db.execute(sql`select * from ${orders}`)) +
      JSON.stringify(await t.app.ctx.db.execute(sql`select * from ${orderItems}`));
    assert.equal(dump.includes(CARD), false);
    assert.equal(dump.includes('4242 4242'), false);
    assert.equal(dump.includes('12/29'), false);
    assert.equal(new RegExp(`"${CVV}"`).test(dump), false);
    const columns = Object.keys(row!);
    assert.equal(
      columns.some((c) => /cvv|card_?number|expiry/i.test(c)),
      false,
    );
  });

  const required: [string, (o: OrderRequest) => void, string, string][] = [
    [
      'first name',
      (o) => (o.shipping_address.first_name = ''),
      'first_name',
      'First name is required',
    ],
    [
      'last name',
      (o) => (o.shipping_address.last_name = ' '),
      'last_name',
      'Last name is required',
    ],
    ['email', (o) => (o.shipping_address.email = ''), 'email', 'Email is required'],
    ['phone', (o) => (o.shipping_address.phone = ''), 'phone', 'Phone number is required'],
    ['address', (o) => (o.shipping_address.address = ''), 'address', 'Address is required'],
    ['city', (o) => (o.shipping_address.city = ''), 'city', 'City is required'],
    ['state', (o) => (o.shipping_address.state = ''), 'state', 'State is required'],
    ['zip', (o) => (o.shipping_address.zip_code = ''), 'zip_code', 'ZIP code is required'],
    ['country', (o) => (o.shipping_address.country = ''), 'country', 'Country is required'],
    [
      'card number',
      (o) => (o.payment_info.card_number = ''),
      'card_number',
      'Card number is required',
    ],
    ['expiry', (o) => (o.payment_info.card_expiry = ''), 'card_expiry', 'Card expiry is required'],
    ['cvv', (o) => (o.payment_info.card_cvv = ''), 'card_cvv', 'CVV is required'],
    [
      'cardholder',
      (o) => (o.payment_info.cardholder_name = ''),
      'cardholder_name',
      'Cardholder name is required',
    ],
  ];
  for (const [name, change, field, message] of required) {
    test(`requires ${name}`, async () => {
      const before = (await t.app.ctx.db.select().from(orders)).length;
      const o = order();
      change(o);
      const res = await place(o);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { [field]: [message] });
      assert.equal((await t.app.ctx.db.select().from(orders)).length, before);
    });
  }

  test('missing sections report every field; bad items are refused', async () => {
    const res = await place({ items: [{ frame_id: cheap.id, quantity: 1 }] });
    const body = res.json();
    assert.equal(Object.keys(body).length, 13);
    assert.deepEqual(body.zip_code, ['ZIP code is required']);
    assert.deepEqual((await place(order({ items: [] }))).json(), { items: ['Your cart is empty'] });
    assert.deepEqual(
      (await place(order({ items: [{ frame_id: cheap.id, quantity: 11, price: 1 }] }))).json(),
      { items: ['Item 1: Quantity must be between 1 and 10'] },
    );
    assert.deepEqual(
      (await place(order({ items: [{ frame_id: 999999, quantity: 1, price: 1 }] }))).json(),
      { items: ['Item 1: Invalid frame data. Please refresh the page and try again.'] },
    );
    assert.deepEqual(
      (
        await place(
          order({
            items: [{ frame_id: cheap.id, quantity: 1, price: 1, color: 'red' as 'black' }],
          }),
        )
      ).json(),
      { items: ['Item 1: Please select a color to add to cart'] },
    );
    assert.deepEqual(
      (
        await place(
          order({ items: [{ frame_id: cheap.id, quantity: 1, price: 1, kind: 'painting' }] }),
        )
      ).json(),
      { items: ['Item 1: Invalid frame data. Please refresh the page and try again.'] },
    );
  });
});

describe('GET /api/orders/{id}/', () => {
  test('a guest order is readable by its id alone', async () => {
    const { order_id } = (await place(order())).json();
    const res = await t.call({ url: `/api/orders/${order_id}/` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.order_id, order_id);
    assert.equal(body.payment.card_last4, '4242');
    assert.equal(JSON.stringify(body).includes(CVV + '"'), false);
    assert.equal(await t.status({ url: '/api/orders/CL-doesnotexist000/' }), 404);
  });

  test('a signed-in order is for its owner only', async () => {
    const owner = await t.newUser('buyer');
    const stranger = await t.newUser('stranger');
    const { order_id } = (await place(order(), owner.access)).json();
    assert.equal(await t.status({ url: `/api/orders/${order_id}/` }), 401);
    // Another visitor's id answers as an id that does not exist: nothing to learn from it.
    const denied = await t.call({ url: `/api/orders/${order_id}/`, token: stranger.access });
    assert.equal(denied.statusCode, 404);
    assert.deepEqual(denied.json(), { detail: 'Order not found.' });
    const mine = await t.call({ url: `/api/orders/${order_id}/`, token: owner.access });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json().items[0].frame_id, cheap.id);
  });
});

test('pricing and brand helpers', () => {
  assert.deepEqual(priceOrder([{ price: 25, quantity: 2 }]), {
    subtotal: 50,
    shipping: 9.99,
    total: 59.99,
  });
  assert.deepEqual(priceOrder([{ price: 25.01, quantity: 2 }]), {
    subtotal: 50.02,
    shipping: 0,
    total: 50.02,
  });
  assert.deepEqual(priceOrder([{ price: 0.1, quantity: 3 }]), {
    subtotal: 0.3,
    shipping: 9.99,
    total: 10.29,
  });
  assert.equal(cardBrand('5555555555554444'), 'mastercard');
  assert.equal(cardBrand('378282246310005'), 'amex');
  assert.equal(cardBrand('6011111111111117'), 'discover');
  assert.equal(cardBrand('1234'), 'card');
});
