import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { UserProfile } from '@citylens/shared/contracts';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/register/', payload });

const valid = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'longenough1',
  password_confirm: 'longenough1',
});

async function readOutbox(): Promise<{ to: string; link: string }[]> {
  await t.app.ctx.mailer.idle();
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))),
  );
}

describe('POST /api/register/', () => {
  test('creates an account with the spec message', async () => {
    const res = await register(valid('new_traveller'));
    assert.equal(res.statusCode, 201);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Registration successful! Please login.');
    assert.equal(body.user.username, 'new_traveller');
    const [row] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.username, 'new_traveller'));
    assert.match(row!.passwordHash, /^\$argon2id\$/);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['username missing', { username: '' }, 'username', 'Username is required'],
    [
      'username short',
      { username: 'ab' },
      'username',
      'Username must be at least 3 characters long',
    ],
    [
      'username long',
      { username: 'a'.repeat(31) },
      'username',
      'Username must be no more than 30 characters long',
    ],
    [
      'username chars',
      { username: 'bad name!' },
      'username',
      'Username can only contain letters, numbers, and underscores',
    ],
    ['email missing', { email: '' }, 'email', 'Email is required'],
    ['email shape', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [
      'password missing',
      { password: '', password_confirm: '' },
      'password',
      'Password is required',
    ],
    [
      'password short',
      { password: 'short', password_confirm: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      'confirm missing',
      { password_confirm: '' },
      'password_confirm',
      'Please confirm your password',
    ],
    [
      'confirm differs',
      { password_confirm: 'different1' },
      'password_confirm',
      'Passwords do not match',
    ],
    [
      'username taken',
      { username: 'DEMO' },
      'username',
      'A user with that username already exists.',
    ],
    [
      'email taken',
      { email: 'Demo@CityLens.local' },
      'email',
      'A user with this email already exists.',
    ],
  ];
  for (const [name, change, field, message] of cases) {
    test(`rejects ${name}`, async () => {
      const before = await t.app.ctx.db.select().from(users);
      const res = await register({ ...valid('case_user'), ...change });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json()[field], [message]);
      assert.equal((await t.app.ctx.db.select().from(users)).length, before.length);
    });
  }
});

describe('tokens', () => {
  test('sign in returns access, refresh and the user; email works too', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'demo', password: 'CityLens2025!' },
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.ok(body.access && body.refresh);
    assert.deepEqual(Object.keys(body.user).sort(), ['email', 'id', 'username']);
    const claims = JSON.parse(Buffer.from(body.access.split('.')[1], 'base64url').toString());
    assert.equal(claims.token_type, 'access');
    assert.ok(claims.exp - claims.iat <= 15 * 60);
    const refreshClaims = JSON.parse(
      Buffer.from(body.refresh.split('.')[1], 'base64url').toString(),
    );
    assert.equal(refreshClaims.exp - refreshClaims.iat, 24 * 60 * 60);
    const byEmail = await t.call({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'demo@citylens.local', password: 'CityLens2025!' },
    });
    assert.equal(byEmail.statusCode, 200);
  });

  test('wrong credentials give the simplejwt 401', async () => {
    for (const username of ['demo', 'nobody_here']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/token/',
        payload: { username, password: 'wrong-password' },
      });
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), {
        detail: 'Invalid username or password.',
      });
    }
    const missing = await t.call({ method: 'POST', url: '/api/token/', payload: {} });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), {
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  test('10 failures a minute per IP + username answer 429 with Retry-After', async () => {
    const user = await t.newUser('throttled');
    for (let i = 0; i < 10; i += 1) {
      const res = await t.call({
        method: 'POST',
        url: '/api/token/',
        payload: { username: user.user.username, password: 'bad-password' },
      });
      assert.equal(res.statusCode, 401);
    }
    const blocked = await t.call({
      method: 'POST',
      url: '/api/token/',
      payload: { username: user.user.username, password: user.password },
    });
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    assert.match(blocked.json().detail, /throttled/);
    // Another username from the same IP is not affected.
    assert.equal(
      (
        await t.call({
          method: 'POST',
          url: '/api/token/',
          payload: { username: 'demo', password: 'CityLens2025!' },
        })
      ).statusCode,
      200,
    );
    t.clock.advance(61_000);
    const later = await t.call({
      method: 'POST',
      url: '/api/token/',
      payload: { username: user.user.username, password: user.password },
    });
    assert.equal(later.statusCode, 200);
  });

  test('refresh rotates: the old refresh token then fails', async () => {
    const first = await t.newUser('rotator');
    const res = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: first.refresh },
    });
    assert.equal(res.statusCode, 200);
    const pair = res.json();
    assert.ok(pair.access && pair.refresh && pair.refresh !== first.refresh);
    const reuse = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: first.refresh },
    });
    assert.equal(reuse.statusCode, 401);
    assert.deepEqual(reuse.json(), {
      detail: 'Token is invalid or expired',
      code: 'token_not_valid',
    });
    const profile = await t.call({ url: '/api/auth/profile/', token: pair.access });
    assert.equal(profile.statusCode, 200);
    // An access token is not a refresh token; garbage is rejected too.
    for (const refresh of [pair.access, 'not.a.token']) {
      const bad = await t.call({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh },
      });
      assert.equal(bad.statusCode, 401);
      assert.equal(bad.json().code, 'token_not_valid');
    }
    const none = await t.call({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    assert.deepEqual(none.json(), { refresh: ['This field is required.'] });
  });

  test('refresh tokens expire after a day', async () => {
    const user = await t.newUser('expiring');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    assert.equal(res.statusCode, 401);
    const profile = await t.call({ url: '/api/auth/profile/', token: user.access });
    assert.equal(profile.statusCode, 401);
    assert.equal(profile.json().code, 'token_not_valid');
  });

  test('logout revokes the given refresh token, or all of the bearer’s', async () => {
    const user = await t.newUser('leaver');
    const out = await t.call({
      method: 'POST',
      url: '/api/token/logout/',
      payload: { refresh: user.refresh },
    });
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().success, true);
    const after1 = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    assert.equal(after1.statusCode, 401);

    const again = await t.login(user.user.username, user.password);
    const bare = await t.call({ method: 'POST', url: '/api/token/logout/', token: again.access });
    assert.equal(bare.statusCode, 200);
    const after2 = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: again.refresh },
    });
    assert.equal(after2.statusCode, 401);
  });
});

describe('password reset', () => {
  test('forgot-password answers the same for known and unknown emails; mails a link', async () => {
    const user = await t.newUser('forgetful');
    const known = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password/',
      payload: { email: `${user.user.username}@example.com` },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password/',
      payload: { email: 'ghost@example.com' },
    });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    assert.deepEqual(known.json(), {
      success: true,
      message: 'Password reset email sent successfully!',
    });
    const mails = (await readOutbox()).filter((m) => m.to === `${user.user.username}@example.com`);
    assert.equal(mails.length, 1);
    assert.match(
      mails[0]!.link,
      /^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]+\/[0-9a-z]+-[A-Za-z0-9_-]{32}$/,
    );
    assert.equal(
      (await readOutbox()).some((m) => m.to === 'ghost@example.com'),
      false,
    );
    for (const [email, message] of [
      ['', 'Email is required'],
      ['nope', 'Please enter a valid email address'],
    ]) {
      const bad = await t.call({
        method: 'POST',
        url: '/api/auth/forgot-password/',
        payload: { email },
      });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json(), { email: [message] });
    }
  });

  test('at most five reset emails an hour per address, same answer after', async () => {
    const user = await t.newUser('spammed');
    const email = `${user.user.username}@example.com`;
    for (let i = 0; i < 7; i += 1) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/forgot-password/',
        payload: { email },
      });
      assert.deepEqual(res.json(), {
        success: true,
        message: 'Password reset email sent successfully!',
      });
    }
    assert.equal((await readOutbox()).filter((m) => m.to === email).length, 5);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await t.call({ method: 'POST', url: '/api/auth/forgot-password/', payload: { email } });
    assert.equal((await readOutbox()).filter((m) => m.to === email).length, 6);
  });

  async function resetLink(username: string) {
    await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password/',
      payload: { email: `${username}@example.com` },
    });
    const mail = (await readOutbox()).filter((m) => m.to === `${username}@example.com`).pop()!;
    const [uid, token] = mail.link.split('/').slice(-2) as [string, string];
    return { uid, token };
  }

  test('a reset token works once and revokes refresh tokens', async () => {
    const user = await t.newUser('resetter');
    const { uid, token } = await resetLink(user.user.username);
    assert.equal(Buffer.from(uid, 'base64url').toString(), String(user.user.id));
    const body = {
      uid,
      token,
      new_password: 'brand-new-pass',
      new_password_confirm: 'brand-new-pass',
    };
    const res = await t.call({ method: 'POST', url: '/api/auth/reset-password/', payload: body });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, message: 'Password reset successful!' });
    const reuse = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { ...body, new_password: 'another-pass1', new_password_confirm: 'another-pass1' },
    });
    assert.equal(reuse.statusCode, 400);
    assert.ok(reuse.json().detail);
    await t.login(user.user.username, 'brand-new-pass');
    const refresh = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    assert.equal(refresh.statusCode, 401);
  });

  test('a reset token expires after one hour; confirm_password is accepted', async () => {
    const user = await t.newUser('slowreset');
    const { uid, token } = await resetLink(user.user.username);
    t.clock.advance(59 * 60 * 1000);
    const early = { uid, token, new_password: 'in-time-pass', confirm_password: 'in-time-pass' };
    // Validate-only failure first (mismatch) leaves the token usable.
    const mismatch = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { ...early, confirm_password: 'other-pass1' },
    });
    assert.deepEqual(mismatch.json(), { new_password_confirm: ['Passwords do not match'] });
    const second = await resetLink(user.user.username);
    t.clock.advance(2 * 60 * 1000);
    const late = await t.call({ method: 'POST', url: '/api/auth/reset-password/', payload: early });
    assert.equal(late.statusCode, 400);
    const ok = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { ...early, token: second.token },
    });
    assert.equal(ok.statusCode, 200);
  });

  test('reset validation messages', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { new_password: 'whatever1' },
    });
    assert.deepEqual(missing.json(), {
      detail: 'Invalid reset link. Please request a new password reset.',
    });
    const short = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { uid: 'MQ', token: 'x', new_password: 'short', new_password_confirm: 'short' },
    });
    assert.deepEqual(short.json(), {
      new_password: ['Password must be at least 8 characters long'],
    });
    const forged = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: {
        uid: 'MQ',
        token: 'abc-' + 'A'.repeat(32),
        new_password: 'longenough',
        new_password_confirm: 'longenough',
      },
    });
    assert.equal(forged.statusCode, 400);
    await t.login('demo', 'CityLens2025!');
  });
});

describe('profile', () => {
  test('profile needs a token and returns the UserProfile', async () => {
    const none = await t.call({ url: '/api/auth/profile/' });
    assert.equal(none.statusCode, 401);
    assert.deepEqual(none.json(), { detail: 'Authentication credentials were not provided.' });
    const bad = await t.call({ url: '/api/auth/profile/', token: 'garbage' });
    assert.equal(bad.statusCode, 401);
    assert.equal(bad.json().code, 'token_not_valid');
    const me = await t.login('demo', 'CityLens2025!');
    const res = await t.call({ url: '/api/auth/profile/', token: me.access });
    assert.equal(res.statusCode, 200);
    const profile: UserProfile = res.json();
    assert.equal(profile.username, 'demo');
    assert.equal(profile.first_name, 'Demo');
    assert.ok(profile.date_joined);
  });

  test('update changes fields and keeps username/email unique', async () => {
    const user = await t.newUser('updater');
    const res = await t.call({
      method: 'PUT',
      url: '/api/auth/update/',
      token: user.access,
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: `${user.user.username}_x`.slice(0, 30),
      },
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.message, 'Profile updated successfully!');
    assert.equal(body.user.first_name, 'Ada');
    const taken = await t.call({
      method: 'PUT',
      url: '/api/auth/update/',
      token: user.access,
      payload: {
        username: 'demo',
        email: 'demo@citylens.local',
        current_password: user.password,
      },
    });
    assert.equal(taken.statusCode, 400);
    assert.deepEqual(taken.json(), {
      username: ['A user with that username already exists.'],
      email: ['A user with this email already exists.'],
    });
    const invalid = await t.call({
      method: 'PUT',
      url: '/api/auth/update/',
      token: user.access,
      payload: { username: 'no spaces', email: 'bad', current_password: user.password },
    });
    assert.deepEqual(invalid.json(), {
      username: ['Username can only contain letters, numbers, and underscores'],
      email: ['Please enter a valid email address'],
    });
    const none = await t.call({
      method: 'PUT',
      url: '/api/auth/update/',
      payload: { first_name: 'X' },
    });
    assert.equal(none.statusCode, 401);
  });

  test('password change rules, exact messages, revocation', async () => {
    const user = await t.newUser('changer');
    const put = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/api/auth/update/', token: user.access, payload });
    assert.deepEqual(
      (await put({ new_password: 'newpassword', new_password_confirm: 'newpassword' })).json(),
      {
        current_password: ['Current password is required to change password'],
      },
    );
    assert.deepEqual((await put({ current_password: user.password })).json(), {
      new_password: ['New password is required'],
    });
    assert.deepEqual(
      (
        await put({
          current_password: user.password,
          new_password: 'short',
          new_password_confirm: 'short',
        })
      ).json(),
      {
        new_password: ['New password must be at least 8 characters long'],
      },
    );
    assert.deepEqual(
      (
        await put({
          current_password: user.password,
          new_password: 'newpassword',
          new_password_confirm: 'other-one',
        })
      ).json(),
      {
        new_password_confirm: ['New passwords do not match'],
      },
    );
    assert.deepEqual(
      (
        await put({
          current_password: 'wrong-one',
          new_password: 'newpassword',
          new_password_confirm: 'newpassword',
        })
      ).json(),
      {
        current_password: ['Current password is incorrect'],
      },
    );
    await t.login(user.user.username, user.password); // unchanged so far
    const ok = await put({
      current_password: user.password,
      new_password: 'newpassword',
      new_password_confirm: 'newpassword',
    });
    assert.equal(ok.statusCode, 200);
    assert.ok(ok.json().tokens.refresh);
    const old = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    assert.equal(old.statusCode, 401);
    const fresh = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: ok.json().tokens.refresh },
    });
    assert.equal(fresh.statusCode, 200);
    await t.login(user.user.username, 'newpassword');
  });

  test('delete needs the password and confirm_deletion, then removes the account', async () => {
    const user = await t.newUser('deleter');
    const del = (payload?: Record<string, unknown>, token: string | null = user.access) =>
      t.call({ method: 'DELETE', url: '/api/auth/delete/', token: token ?? undefined, payload });
    assert.equal(
      (await del({ password: user.password, confirm_deletion: true }, null)).statusCode,
      401,
    );
    assert.deepEqual((await del({ confirm_deletion: true })).json(), {
      password: ['Please enter your password to confirm deletion'],
    });
    assert.equal((await del({ password: user.password })).json().confirm_deletion.length, 1);
    const wrong = await del({ password: 'wrong-password', confirm_deletion: true });
    assert.equal(wrong.statusCode, 400);
    assert.equal(
      (await t.app.ctx.db.select().from(users).where(eq(users.id, user.user.id))).length,
      1,
    );
    const ok = await del({ password: user.password, confirm_deletion: true });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { success: true, message: 'Account deleted successfully!' });
    assert.equal(
      (await t.app.ctx.db.select().from(users).where(eq(users.id, user.user.id))).length,
      0,
    );
    assert.equal(
      (
        await t.app.ctx.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.userId, user.user.id))
      ).length,
      0,
    );
    const refresh = await t.call({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    assert.equal(refresh.statusCode, 401);
    const profile = await t.call({ url: '/api/auth/profile/', token: user.access });
    assert.equal(profile.statusCode, 401);
  });
});
