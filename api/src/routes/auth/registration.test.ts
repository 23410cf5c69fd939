import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { registerTestApp } from '../../testing/harness.js';

const t = registerTestApp();

const register = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/register/', payload });

const valid = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'longenough1',
  password_confirm: 'longenough1',
});

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
