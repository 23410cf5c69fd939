import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { orderRequest } from '../../testing/order-request.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { multipart } from '../../testing/multipart.js';
import { forgotPasswordRequest, signInRequest } from '../../testing/auth-requests.js';
import { detailedJpeg } from '../../media/test-images.js';
import { clientAddresses } from '../../testing/client-addresses.js';

/**
 * Every abuse limit answers 429 with Retry-After once reached. The limits are set low here
 * (LIMIT_<NAME>=count/seconds); the defaults are checked to stay out of a real person's way.
 */
let t: TestApp;
const low: Record<string, string> = {
  LIMIT_REGISTER_IP: '2/3600',
  LIMIT_FORGOT_PASSWORD_IP: '2/3600',
  LIMIT_UPLOAD_USER: '1/3600',
  LIMIT_UPLOAD_IP: '3/3600',
  LIMIT_COMMENT_USER: '2/3600',
  LIMIT_COMMENT_IP: '3/3600',
  LIMIT_REVIEW_USER: '1/3600',
  LIMIT_REVIEW_IP: '2/3600',
  LIMIT_ORDER_USER: '1/3600',
  LIMIT_ORDER_IP: '3/3600',
  LIMIT_LOGIN_FAILURES_IP: '5/3600',
  LIMIT_LOGIN_FAILURES_ACCOUNT: '8/3600',
};
after(() => t.close());

const newAddress = clientAddresses('198.18');
const from = (remoteAddress: string, options: InjectOptions & { token?: string }) =>
  t.call({ ...options, remoteAddress });

let userCounter = 0;
/** Signs up and in from a fresh address (the harness's own would meet LIMIT_REGISTER_IP). */
async function newUser(prefix: string) {
  userCounter += 1;
  const username = `${prefix}_${userCounter}`;
  const password = 'Sup3r-secret!';
  const ip = newAddress();
  const created = await from(ip, {
    method: 'POST',
    url: '/api/register/',
    payload: { username, email: `${username}@example.com`, password, password_confirm: password },
  });
  assert.equal(created.statusCode, 201, created.body);
  const login = await from(ip, {
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
  });
  const body = login.json();
  return {
    access: body.access as string,
    user: body.user as { id: number; username: string },
    password,
  };
}

function assertThrottled(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  assert.equal(response.statusCode, 429, response.body);
  const wait = Number(response.headers['retry-after']);
  assert.ok(
    Number.isInteger(wait) && wait >= 1,
    `Retry-After: ${String(response.headers['retry-after'])}`,
  );
  assert.match(
    JSON.parse(response.body).detail,
    /^Request was throttled\. Expected available in \d+ seconds\.$/,
  );
}

let frameId: number;
let cityId: number;
let photoId: number;
before(async () => {
  t = await createTestApp({ env: low });
  frameId = (await t.call({ url: '/api/picture-frames/' })).json()[0].id;
  const cities = (await t.call({ url: '/api/cities/' })).json();
  cityId = cities[0].id;
  photoId = (
    await t.call({ url: `/api/lifestyle-photos/?city=${encodeURIComponent(cities[0].name)}` })
  ).json()[0].id;
});

const order = () => orderRequest([{ frame_id: frameId, quantity: 1, price: 1, color: 'black' }]);

async function uploadBody() {
  return multipart(
    { title: 'Quiet street', creator_name: 'Ana', city: String(cityId) },
    { name: 'a.jpg', type: 'image/jpeg', data: await detailedJpeg(320, 240) },
  );
}

describe('per-address limits', () => {
  test('register', async () => {
    const ip = newAddress();
    for (let n = 0; n < 2; n += 1) {
      const name = `reg_${n}`;
      const res = await from(ip, {
        method: 'POST',
        url: '/api/register/',
        payload: {
          username: name,
          email: `${name}@example.com`,
          password: 'longenough1',
          password_confirm: 'longenough1',
        },
      });
      assert.equal(res.statusCode, 201, res.body);
    }
    assertThrottled(await from(ip, { method: 'POST', url: '/api/register/', payload: {} }));
    // Another address is not affected.
    const other = await from(newAddress(), { method: 'POST', url: '/api/register/', payload: {} });
    assert.equal(other.statusCode, 400);
  });

  test('forgot-password', async () => {
    const ip = newAddress();
    for (let n = 0; n < 2; n += 1) {
      const res = await from(ip, forgotPasswordRequest(`someone${n}@example.com`));
      assert.equal(res.statusCode, 200);
    }
    assertThrottled(await from(ip, forgotPasswordRequest('x@example.com')));
  });

  test('sign-in failures across many usernames (password spraying)', async () => {
    const ip = newAddress();
    for (let n = 0; n < 5; n += 1) {
      const res = await from(ip, signInRequest(`sprayed_${n}`, 'Summer2026!'));
      assert.equal(res.statusCode, 401);
    }
    assertThrottled(await from(ip, signInRequest('sprayed_9', 'Summer2026!')));
  });

  for (const [name, attempt] of [
    ['orders (guest)', () => ({ method: 'POST' as const, url: '/api/orders/', payload: order() })],
  ] as const) {
    test(name, async () => {
      const ip = newAddress();
      for (let n = 0; n < 3; n += 1) assert.equal((await from(ip, attempt())).statusCode, 201);
      assertThrottled(await from(ip, attempt()));
    });
  }

  test('comments, reviews and uploads from one address across accounts', async () => {
    const ip = newAddress();
    const people = await Promise.all([newUser('lim_a'), newUser('lim_b'), newUser('lim_c')]);
    const comment = (token: string) =>
      from(ip, {
        method: 'POST',
        url: `/api/lifestyle-photos/${photoId}/comment/`,
        token,
        payload: { content: 'Lovely light.' },
      });
    assert.equal((await comment(people[0].access)).statusCode, 201);
    assert.equal((await comment(people[1].access)).statusCode, 201);
    assert.equal((await comment(people[2].access)).statusCode, 201);
    assertThrottled(await comment(people[2].access));

    const cities = (await t.call({ url: '/api/cities/' })).json();
    const review = (token: string, city: string) =>
      from(ip, {
        method: 'POST',
        url: `/api/cities/${encodeURIComponent(city)}/add_review/`,
        token,
        payload: { content: 'Worth the trip.' },
      });
    assert.equal((await review(people[0].access, cities[0].name)).statusCode, 201);
    assert.equal((await review(people[1].access, cities[0].name)).statusCode, 201);
    assertThrottled(await review(people[2].access, cities[1].name));

    const upload = async (token: string) =>
      from(ip, { method: 'POST', url: '/api/lifestyle-photos/', token, ...(await uploadBody()) });
    for (const person of people) assert.equal((await upload(person.access)).statusCode, 201);
    const fourth = await newUser('lim_d');
    assertThrottled(await upload(fourth.access));
  });
});

describe('per-account limits', () => {
  test('uploads, comments, reviews and orders of one account from many addresses', async () => {
    const me = await newUser('busy');
    const upload = async () =>
      from(newAddress(), {
        method: 'POST',
        url: '/api/lifestyle-photos/',
        token: me.access,
        ...(await uploadBody()),
      });
    assert.equal((await upload()).statusCode, 201);
    assertThrottled(await upload());

    const comment = () =>
      from(newAddress(), {
        method: 'POST',
        url: `/api/lifestyle-photos/${photoId}/comment/`,
        token: me.access,
        payload: { content: 'Again!' },
      });
    assert.equal((await comment()).statusCode, 201);
    assert.equal((await comment()).statusCode, 201);
    assertThrottled(await comment());

    const cities = (await t.call({ url: '/api/cities/' })).json();
    const review = (city: string) =>
      from(newAddress(), {
        method: 'POST',
        url: `/api/cities/${encodeURIComponent(city)}/add_review/`,
        token: me.access,
        payload: { content: 'Worth the trip.' },
      });
    assert.equal((await review(cities[2].name)).statusCode, 201);
    assertThrottled(await review(cities[1].name));

    const place = () =>
      from(newAddress(), {
        method: 'POST',
        url: '/api/orders/',
        token: me.access,
        payload: order(),
      });
    assert.equal((await place()).statusCode, 201);
    assertThrottled(await place());
  });
});

describe('sign-in lock-out', () => {
  test('failing someone’s sign-in from elsewhere does not lock them out', async () => {
    const victim = await newUser('victim');
    const home = newAddress();
    // The owner has signed in from home before.
    const first = await from(home, signInRequest(victim.user.username, victim.password));
    assert.equal(first.statusCode, 200);

    // One attacker address: 10 failures a minute, then 429 for that address only.
    const attacker = newAddress();
    const guess = (ip: string, password = 'guess-123456') =>
      from(ip, {
        method: 'POST',
        url: '/api/token/',
        payload: { username: victim.user.username, password },
      });
    for (let n = 0; n < 5; n += 1) assert.equal((await guess(attacker)).statusCode, 401);
    assertThrottled(await guess(attacker)); // LOGIN_FAILURES_IP is 5 here
    // Many attacker addresses: the account-wide limit (8 here) then holds back unknown addresses.
    for (let n = 0; n < 4; n += 1) await guess(newAddress());
    assertThrottled(await guess(newAddress(), victim.password));

    // The owner still signs in, from home and with the right password.
    const owner = await guess(home, victim.password);
    assert.equal(owner.statusCode, 200, owner.body);
  });
});
