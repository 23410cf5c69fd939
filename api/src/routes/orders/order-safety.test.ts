import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { orders, users } from '../../db/schema.js';
import { orderRequest } from '../../testing/order-request.js';
import { createTestDatabase, registerTestApp } from '../../testing/harness.js';
import { deleteAccountRequest } from '../../testing/auth-requests.js';

let frameId: number;
const t = registerTestApp({}, async (t) => {
  frameId = (await t.call({ url: '/api/picture-frames/' })).json()[0].id;
});

const order = () => orderRequest([{ frame_id: frameId, quantity: 2, price: 1, color: 'brown' }]);

const place = (key: string | undefined, token?: string, payload: object = order()) =>
  t.call({
    method: 'POST',
    url: '/api/orders/',
    token,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const countWithKey = async (key: string) =>
  (
    await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.idempotencyKey, key))
  )[0]!.n;

describe('Idempotency-Key', () => {
  test('a double submit makes one order and answers it twice', async () => {
    const key = `checkout-${Date.now()}-a`;
    const first = await place(key);
    const second = await place(key);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(second.statusCode, 201);
    assert.deepEqual(second.json(), first.json());
    assert.equal(second.headers['idempotent-replayed'], 'true');
    assert.equal(await countWithKey(key), 1);
  });

  test('submits racing with one key still make one order', async () => {
    const me = await t.newUser('racer');
    const key = `checkout-${Date.now()}-b`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(key, me.access)));
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [201, 201, 201, 201, 201],
    );
    assert.equal(new Set(answers.map((a) => a.json().order_id)).size, 1);
    assert.equal(await countWithKey(key), 1);
  });

  test('without a key every submit is an order; a key of someone else’s order is refused', async () => {
    const a = await place(undefined);
    const b = await place(undefined);
    assert.notEqual(a.json().order_id, b.json().order_id);

    const owner = await t.newUser('keyowner');
    const key = `checkout-${Date.now()}-c`;
    assert.equal((await place(key, owner.access)).statusCode, 201);
    const stranger = await place(key);
    assert.equal(stranger.statusCode, 409);
    assert.deepEqual(stranger.json(), {
      detail: 'This Idempotency-Key was already used for another order.',
    });
    const bad = await place('has spaces in it');
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), {
      detail: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
    });
  });
});

test('a deleted account’s orders are no longer readable by anyone', async () => {
  const me = await t.newUser('leaving');
  const placed = await place(undefined, me.access);
  const id = placed.json().order_id as string;
  assert.equal(await t.status({ url: `/api/orders/${id}/`, token: me.access }), 200);
  const deleted = await t.call(deleteAccountRequest(me));
  assert.equal(deleted.statusCode, 200);
  // Not as a guest order by its id, and not with any token.
  assert.equal(await t.status({ url: `/api/orders/${id}/` }), 404);
  const other = await t.newUser('other');
  assert.equal(await t.status({ url: `/api/orders/${id}/`, token: other.access }), 404);
});

test('database errors are logged without their bound values', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: 'r'.repeat(40), LOG_LEVEL: 'info' }),
    database: database.database,
    seed: false,
    logger: { level: 'info', stream },
  });
  const secretEmail = 'cardholder.secret@example.com';
  const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$secret-hash-value';
  // A write that fails in the database with personal data among its parameters.
  app.post('/test/fails-in-the-database', async () => {
    const row = { username: 'Twin', email: secretEmail, passwordHash: secretHash };
    await app.ctx.db.insert(users).values(row);
    await app.ctx.db.insert(users).values(row);
    return { ok: true };
  });
  await app.ready();
  const response = await app.inject({ method: 'POST', url: '/test/fails-in-the-database' });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { detail: 'A server error occurred.' });
  const log = lines.join('');
  assert.match(log, /unhandled error/);
  assert.match(
    log,
    /users_(username|email)_lower_key|duplicate key/,
    'the error itself is still there',
  );
  for (const secret of [secretEmail, secretHash, 'Twin']) {
    assert.ok(!log.includes(secret), `log leaks ${secret}:\n${log}`);
  }
  assert.doesNotMatch(log, /params:/);
  await app.close();
  await database.database.close();
  await database.drop();
});
