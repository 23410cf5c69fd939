import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignJWT } from 'jose';
import { orderRequest } from '../../testing/order-request.js';
import { registerTestApp } from '../../testing/harness.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../services/auth/tokens.js';

/** Attacks on checkout (issue 27): a leaked Idempotency-Key, an expired bearer. */
let frameId: number;
const t = registerTestApp({}, async (t) => {
  frameId = (await t.call({ url: '/api/picture-frames/' })).json()[0].id;
});

test('a leaked Idempotency-Key does not fetch another guest’s order_id', async () => {
  const key = `leaked-${Date.now()}`;
  const victim = await t.call({
    method: 'POST',
    url: '/api/orders/',
    headers: { 'idempotency-key': key },
    payload: orderRequest([{ frame_id: frameId, quantity: 1, price: 1, color: 'black' }]),
  });
  assert.equal(victim.statusCode, 201);
  // The same guest retrying the same order gets it back…
  const retry = await t.call({
    method: 'POST',
    url: '/api/orders/',
    headers: { 'idempotency-key': key },
    payload: orderRequest([{ frame_id: frameId, quantity: 1, price: 1, color: 'black' }]),
  });
  assert.equal(retry.json().order_id, victim.json().order_id);
  // …another guest with the key and their own order does not.
  const thief = await t.call({
    method: 'POST',
    url: '/api/orders/',
    headers: { 'idempotency-key': key },
    payload: orderRequest([{ frame_id: frameId, quantity: 3, price: 1, color: 'brown' }], {
      shipping_address: { ...orderRequest([]).shipping_address, email: 'thief@example.com' },
    }),
  });
  assert.notEqual(thief.json().order_id, victim.json().order_id);
  assert.equal(thief.statusCode, 409);
});

test('an expired or invalid bearer gets 401, never a silent guest order', async () => {
  const me = await t.newUser('expired');
  const expired = await new SignJWT({
    token_type: 'access',
    user_id: me.user.id,
    jti: 'x'.repeat(32),
    gen: 0,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(t.config.JWT_SECRET!));
  for (const token of [expired, 'not-a-token']) {
    const res = await t.call({
      method: 'POST',
      url: '/api/orders/',
      token,
      payload: orderRequest([{ frame_id: frameId, quantity: 1, price: 1, color: 'black' }]),
    });
    assert.equal(res.statusCode, 401, res.body);
    assert.equal(res.json().code, 'token_not_valid');
  }
});
