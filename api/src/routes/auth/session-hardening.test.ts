import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import { encodeUid } from '../../services/auth/reset-tokens.js';
import { registerTestApp } from '../../testing/harness.js';
import { UsersRepository } from './repository.js';
import {
  forgotPasswordRequest,
  logoutRequest,
  refreshRequest,
} from '../../testing/auth-requests.js';

/**
 * Attacks on sessions and password checks (issue 27), each reproduced against the API:
 * revocation racing a rotation, access tokens outliving the session, unbounded password
 * checks, sign-in limits that parallel guesses or a second spelling slip past.
 */
const t = registerTestApp({ env: { LIMIT_REFRESH_IP: '400/3600' } });

const refresh = (token: string) => t.call(refreshRequest(token));
const profile = (access: string) => t.call({ url: '/api/auth/profile/', token: access });
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
    const out = await t.call(logoutRequest(a.refresh));
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
    const forgot = await t.call(forgotPasswordRequest(`${me.user.username}@example.com`));
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
