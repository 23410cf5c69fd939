import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { registerTestApp } from '../../testing/harness.js';
import { forgotPasswordRequest, refreshRequest } from '../../testing/auth-requests.js';

const t = registerTestApp();

async function readOutbox(): Promise<{ to: string; link: string }[]> {
  await t.app.ctx.mailer.idle();
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))),
  );
}

describe('password reset', () => {
  test('forgot-password answers the same for known and unknown emails; mails a link', async () => {
    const user = await t.newUser('forgetful');
    const known = await t.call(forgotPasswordRequest(`${user.user.username}@example.com`));
    const unknown = await t.call(forgotPasswordRequest('ghost@example.com'));
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
    ] as const) {
      const bad = await t.call(forgotPasswordRequest(email));
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json(), { email: [message] });
    }
  });

  test('at most five reset emails an hour per address, same answer after', async () => {
    const user = await t.newUser('spammed');
    const email = `${user.user.username}@example.com`;
    for (let i = 0; i < 7; i += 1) {
      const res = await t.call(forgotPasswordRequest(email));
      assert.deepEqual(res.json(), {
        success: true,
        message: 'Password reset email sent successfully!',
      });
    }
    assert.equal((await readOutbox()).filter((m) => m.to === email).length, 5);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await t.call(forgotPasswordRequest(email));
    assert.equal((await readOutbox()).filter((m) => m.to === email).length, 6);
  });

  async function resetLink(username: string) {
    await t.call(forgotPasswordRequest(`${username}@example.com`));
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
    const refresh = await t.call(refreshRequest(user.refresh));
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
