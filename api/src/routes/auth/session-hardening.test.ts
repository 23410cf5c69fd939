import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { encodeUid } from '../../services/auth/reset-tokens.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { UsersRepository } from './repository.js';

/**
 * Attacks on sessions and password checks (issue 27), each reproduced against the API:
 * revocation racing a rotation, access tokens outliving the session, unbounded password
 * checks, sign-in limits that parallel guesses or a second spelling slip past.
 */
let t: TestApp;
before(async () => {
  t = await createTestApp({ env: { LIMIT_REFRESH_IP: '400/3600' } });
});
after(() => t.close());

let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `198.19.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};
const from = (remoteAddress: string, options: InjectOptions & { token?: string }) =>
  t.call({ ...options, remoteAddress });

const refresh = (token: string) =>
  t.call({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const profile = (access: string) => t.call({ url: '/api/auth/profile/', token: access });
const signIn = (ip: string, username: string, password: string) =>
  from(ip, { method: 'POST', url: '/api/token/', payload: { username, password } });

function assertThrottled(response: { statusCode: number; headers: Record<string, unknown> }) {
  assert.equal(response.statusCode, 429);
  assert.ok(Number(response.headers['retry-after']) >= 1, 'Retry-After is set');
}

describe('revocation holds while a token rotates', () => {
  test('a password change during a rotation loop leaves no thief token working', async () => {
    for (let round = 0; round < 8; round += 1) {
      const me = await t.newUser('race');
      // The thief holds a copy of the refresh token and rotates it as fast as it can.
      let current = me.refresh;
      let lastAccess = me.access;
      let stop = false;
      let rotations = 0;
      const thief = (async () => {
        while (!stop) {
          const res = await refresh(current);
          if (res.statusCode !== 200) return;
          current = res.json().refresh;
          lastAccess = res.json().access;
          rotations += 1;
        }
      })();
      while (rotations < round) await new Promise((resolve) => setImmediate(resolve));
      const changed = await t.call({
        method: 'PUT',
        url: '/api/auth/update/',
        token: me.access,
        payload: {
          current_password: me.password,
          new_password: 'Brand-new-pass1',
          new_password_confirm: 'Brand-new-pass1',
        },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      stop = true;
      await thief;
      assert.equal((await refresh(current)).statusCode, 401, `round ${round}: refresh survived`);
      assert.equal((await profile(lastAccess)).statusCode, 401, `round ${round}: access survived`);
      // The owner's own new pair works.
      const mine = changed.json().tokens;
      assert.equal((await profile(mine.access)).statusCode, 200);
      assert.equal((await refresh(mine.refresh)).statusCode, 200);
    }
  });
});

describe('access tokens die with the session', () => {
  test('logout, password change, reset and deletion end earlier access tokens at once', async () => {
    // Logout of this session.
    const a = await t.newUser('die_logout');
    assert.equal((await profile(a.access)).statusCode, 200);
    const out = await t.call({
      method: 'POST',
      url: '/api/token/logout/',
      payload: { refresh: a.refresh },
    });
    assert.equal(out.statusCode, 200);
    const after = await profile(a.access);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().code, 'token_not_valid');

    // Logout of every session (bearer only).
    const b = await t.newUser('die_all');
    const other = await t.login(b.user.username, b.password);
    await t.call({ method: 'POST', url: '/api/token/logout/', token: b.access });
    assert.equal((await profile(other.access)).statusCode, 401);

    // Password change: the other device's access token stops, the returned pair works.
    const c = await t.newUser('die_change');
    const second = await t.login(c.user.username, c.password);
    const changed = await t.call({
      method: 'PUT',
      url: '/api/auth/update/',
      token: c.access,
      payload: {
        current_password: c.password,
        new_password: 'Another-pass-9',
        new_password_confirm: 'Another-pass-9',
      },
    });
    assert.equal(changed.statusCode, 200);
    assert.equal((await profile(second.access)).statusCode, 401);
    assert.equal((await profile(changed.json().tokens.access)).statusCode, 200);

    // Password reset through the emailed link.
    const d = await t.newUser('die_reset');
    const row = await new UsersRepository(t.app.ctx.db).byId(d.user.id);
    const token = t.app.ctx.resetTokens.make(row!.id, row!.passwordHash, row!.email);
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: {
        uid: encodeUid(d.user.id),
        token,
        new_password: 'Reset-pass-123',
        new_password_confirm: 'Reset-pass-123',
      },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await profile(d.access)).statusCode, 401);
  });
});

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
      const res = await signIn(ip, `sprayed_${addressCounter}_${n}`, 'Summer2026!');
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

describe('reset tokens', () => {
  test('are not MACed with the JWT secret', async () => {
    const me = await t.newUser('resetkey');
    const row = await new UsersRepository(t.app.ctx.db).byId(me.user.id);
    // What a token made with the JWT key (the old scheme) looks like: refused.
    const issuedAt = Math.floor(Date.now() / 1000);
    const mac = createHmac('sha256', t.config.JWT_SECRET!)
      .update(`password-reset:${row!.id}:${row!.passwordHash}:${issuedAt}`)
      .digest('base64url')
      .slice(0, 32);
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: {
        uid: encodeUid(me.user.id),
        token: `${issuedAt.toString(36)}-${mac}`,
        new_password: 'Forged-pass-123',
        new_password_confirm: 'Forged-pass-123',
      },
    });
    assert.equal(res.statusCode, 400);
  });

  test('a link sent to an old address dies when the email changes', async () => {
    const me = await t.newUser('resetmail');
    const forgot = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password/',
      payload: { email: `${me.user.username}@example.com` },
    });
    assert.equal(forgot.statusCode, 200);
    await t.app.ctx.mailer.idle();
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const dir = path.join(t.dataDir, 'outbox');
    const mails = await Promise.all(
      (await fs.readdir(dir))
        .filter((f) => f.endsWith('.json'))
        .map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))),
    );
    const mail = mails.find((m) => m.to === `${me.user.username}@example.com`);
    const [, uid, token] = /reset-password\/([^/]+)\/([^/\s]+)/.exec(mail.link)!;
    const moved = await t.call({
      method: 'PUT',
      url: '/api/auth/update/',
      token: me.access,
      payload: { email: `${me.user.username}@new.example.com`, current_password: me.password },
    });
    assert.equal(moved.statusCode, 200);
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { uid, token, new_password: 'Late-link-123', new_password_confirm: 'Late-link-123' },
    });
    assert.equal(res.statusCode, 400);
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
