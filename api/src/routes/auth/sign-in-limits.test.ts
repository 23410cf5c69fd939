import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createTestApp, registerTestApp } from '../../testing/harness.js';
import { clientAddresses } from '../../testing/client-addresses.js';

/**
 * Attacks on sessions and password checks (issue 27), each reproduced against the API:
 * revocation racing a rotation, access tokens outliving the session, unbounded password
 * checks, sign-in limits that parallel guesses or a second spelling slip past.
 */
const t = registerTestApp({ env: { LIMIT_REFRESH_IP: '400/3600' } });

const newAddress = clientAddresses('198.19');
const from = (remoteAddress: string, options: InjectOptions & { token?: string }) =>
  t.call({ ...options, remoteAddress });

const signIn = (ip: string, username: string, password: string) =>
  from(ip, { method: 'POST', url: '/api/token/', payload: { username, password } });

function assertThrottled(response: { statusCode: number; headers: Record<string, unknown> }) {
  assert.equal(response.statusCode, 429);
  assert.ok(Number(response.headers['retry-after']) >= 1, 'Retry-After is set');
}

describe('wrong password', () => {
  test('says "Invalid username or password." (spec login text)', async () => {
    const res = await signIn(newAddress(), 'demo', 'wrong-password');
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { detail: 'Invalid username or password.' });
  });
});

describe('password checks that are not sign-ins are bounded', () => {
  test('a stolen access token cannot brute-force current_password or the delete password', async () => {
    const me = await t.newUser('bounded');
    const update = (password: string) =>
      t.call({
        method: 'PUT',
        url: '/api/auth/update/',
        token: me.access,
        payload: { email: 'taken-over@example.com', current_password: password },
      });
    const remove = (password: string) =>
      t.call({
        method: 'DELETE',
        url: '/api/auth/delete/',
        token: me.access,
        payload: { password, confirm_deletion: true },
      });
    for (let n = 0; n < 3; n += 1) assert.equal((await update(`guess-${n}-xx`)).statusCode, 400);
    for (let n = 0; n < 2; n += 1) assert.equal((await remove(`guess-${n}-yy`)).statusCode, 400);
    // Five failures between them: the next check is refused before any hashing, even right.
    assertThrottled(await update(me.password));
    assertThrottled(await remove(me.password));
  });

  test('parallel wrong passwords from one account reach the hasher at most five times', async () => {
    const me = await t.newUser('flood');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        t.call({
          method: 'PUT',
          url: '/api/auth/update/',
          token: me.access,
          payload: { email: 'flood@example.com', current_password: `wrong-${n}-guess` },
        }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 400).length;
    assert.ok(checked <= 5, `${checked} password checks ran`);
    assert.ok(answers.every((r) => r.statusCode === 400 || r.statusCode === 429));
  });
});

describe('sign-in limits are atomic and keyed by account', () => {
  test('200 parallel guesses from one address pass no more than the 10-a-minute limit', async () => {
    const victim = await t.newUser('parallel');
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => signIn(ip, victim.user.username, `guess-${n}-pass`)),
    );
    const guessed = answers.filter((r) => r.statusCode === 401).length;
    assert.ok(guessed <= 10, `${guessed} guesses were checked`);
    assert.ok(answers.every((r) => r.statusCode === 401 || r.statusCode === 429));
  });

  test('the username and the email share one allowance', async () => {
    const victim = await t.newUser('twonames');
    const ip = newAddress();
    for (let n = 0; n < 5; n += 1) {
      assert.equal((await signIn(ip, victim.user.username, `guess-${n}-aa`)).statusCode, 401);
      assert.equal(
        (await signIn(ip, `${victim.user.username}@example.com`, `guess-${n}-bb`)).statusCode,
        401,
      );
    }
    assertThrottled(await signIn(ip, victim.user.username.toUpperCase(), 'guess-x-cc'));
    assertThrottled(await signIn(ip, `${victim.user.username}@EXAMPLE.com`, 'guess-y-dd'));
  });

  test('one address spraying many usernames hits 429 well before 60 attempts', async () => {
    const ip = newAddress();
    let refusedAt = 0;
    for (let n = 1; n <= 60; n += 1) {
      const res = await signIn(ip, `sprayed_${n}`, 'Summer2026!');
      if (res.statusCode === 429) {
        refusedAt = n;
        break;
      }
      assert.equal(res.statusCode, 401);
    }
    assert.ok(refusedAt > 0 && refusedAt <= 25, `first 429 at attempt ${refusedAt}`);
  });

  test('a household behind one address still signs in after a few typos each', async () => {
    const ip = newAddress();
    const people = [
      await t.newUser('home_a'),
      await t.newUser('home_b'),
      await t.newUser('home_c'),
    ];
    for (const person of people) {
      for (let n = 0; n < 3; n += 1) {
        assert.equal((await signIn(ip, person.user.username, `typo-${n}-pass`)).statusCode, 401);
      }
      assert.equal((await signIn(ip, person.user.username, person.password)).statusCode, 200);
    }
  });

  test('IPv6 clients are counted by their /64', async () => {
    const victim = await t.newUser('six');
    for (let n = 1; n <= 10; n += 1) {
      const res = await signIn(
        `2001:db8:aa:bb::${n.toString(16)}`,
        victim.user.username,
        'nope-nope',
      );
      assert.equal(res.statusCode, 401);
    }
    assertThrottled(await signIn('2001:db8:aa:bb:ffff::1', victim.user.username, 'nope-nope'));
    // Another /64 is another client.
    assert.equal(
      (await signIn('2001:db8:aa:bc::1', victim.user.username, victim.password)).statusCode,
      200,
    );
  });
});

describe('the refresh endpoint is rate-limited', () => {
  test('one address rotating without end meets 429', async () => {
    const limited = await createTestApp({ env: { LIMIT_REFRESH_IP: '3/3600' } });
    try {
      const me = await limited.newUser('spin');
      let current = me.refresh;
      for (let n = 0; n < 3; n += 1) {
        const res = await limited.call({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: current },
        });
        assert.equal(res.statusCode, 200);
        current = res.json().refresh;
      }
      assertThrottled(
        await limited.call({
          method: 'POST',
          url: '/api/token/refresh/',
          payload: { refresh: current },
        }),
      );
    } finally {
      await limited.close();
    }
  });
});
