import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { UserProfile } from '@citylens/shared/contracts';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema.js';
import { registerTestApp } from '../../testing/harness.js';
import { refreshRequest } from '../../testing/auth-requests.js';

const t = registerTestApp();

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
    const old = await t.call(refreshRequest(user.refresh));
    assert.equal(old.statusCode, 401);
    const fresh = await t.call(refreshRequest(ok.json().tokens.refresh));
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
    const refresh = await t.call(refreshRequest(user.refresh));
    assert.equal(refresh.statusCode, 401);
    const profile = await t.call({ url: '/api/auth/profile/', token: user.access });
    assert.equal(profile.statusCode, 401);
  });
});
