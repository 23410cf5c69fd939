import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { registerTestApp } from '../../testing/harness.js';
import { logoutRequest, refreshRequest, signInRequest } from '../../testing/auth-requests.js';

const t = registerTestApp({ env: { SESSION_MAX_HOURS: '48' } });

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  await t.app.ctx.mailer.idle();
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))),
  );
}

const refresh = (token: string) => t.call(refreshRequest(token));

describe('changing the email', () => {
  test('needs the current password, then tells the old address', async () => {
    const me = await t.newUser('mover');
    const oldEmail = `${me.user.username}@example.com`;
    const update = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/api/auth/update/', token: me.access, payload });

    const missing = await update({ email: 'moved@example.com' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), {
      current_password: ['Current password is required to change email'],
    });
    const wrong = await update({ email: 'moved@example.com', current_password: 'not-it-at-all' });
    assert.deepEqual(wrong.json(), { current_password: ['Current password is incorrect'] });
    const profile = (await t.call({ url: '/api/auth/profile/', token: me.access })).json();
    assert.equal(profile.email, oldEmail, 'nothing changed after a refusal');

    const ok = await update({ email: 'moved@example.com', current_password: me.password });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().user.email, 'moved@example.com');
    assert.equal(ok.json().tokens, undefined, 'no password change, no new tokens');
    const notice = (await outbox()).find((m) => m.to === oldEmail);
    assert.ok(notice, 'the old address is told');
    assert.equal(notice.subject, 'Your CityLens email address was changed');
    assert.doesNotMatch(notice.text, /moved@example\.com/, 'the new address is masked');

    // Names alone still need no password.
    const names = await update({ first_name: 'Grace' });
    assert.equal(names.statusCode, 200);
  });
});

describe('refresh token families', () => {
  test('reusing a rotated refresh token revokes the whole family, not other sessions', async () => {
    const me = await t.newUser('family');
    const other = await t.login(me.user.username, me.password);
    const first = await refresh(me.refresh);
    assert.equal(first.statusCode, 200);
    const second = first.json().refresh as string;

    // A thief replays the first token: refused, and the family's live token dies with it.
    const replay = await refresh(me.refresh);
    assert.equal(replay.statusCode, 401);
    assert.deepEqual(replay.json(), {
      detail: 'Token is invalid or expired',
      code: 'token_not_valid',
    });
    assert.equal((await refresh(second)).statusCode, 401);

    // The other sign-in is another family and continues.
    assert.equal((await refresh(other.refresh)).statusCode, 200);
  });

  test('a session ends at its absolute lifetime however often it is refreshed', async () => {
    const startedAt = t.clock.now.getTime();
    const me = await t.newUser('lifetime');
    let token = me.refresh;
    // SESSION_MAX_HOURS=48: refreshed every 20 hours, the session still ends at hour 48.
    for (const hour of [20, 40]) {
      t.clock.advance(20 * 3600_000);
      const rotated = await refresh(token);
      assert.equal(rotated.statusCode, 200, `hour ${hour}`);
      token = rotated.json().refresh;
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      assert.ok(exp * 1000 <= startedAt + 48 * 3600_000 + 60_000, `hour ${hour}: capped expiry`);
    }
    t.clock.advance(9 * 3600_000);
    assert.equal((await refresh(token)).statusCode, 401, 'hour 49: the session is over');
    t.clock.advance(-49 * 3600_000);
  });

  test('logout with a refresh token ends that session', async () => {
    const me = await t.newUser('leaver');
    const rotated = (await refresh(me.refresh)).json();
    const out = await t.call(logoutRequest(rotated.refresh));
    assert.equal(out.statusCode, 200);
    assert.equal((await refresh(rotated.refresh)).statusCode, 401);
  });
});

describe('tokens name their issuer and audience', () => {
  test('a token signed with the right key but without them is refused', async () => {
    const me = await t.newUser('audience');
    const key = new TextEncoder().encode(t.config.JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const claims = { token_type: 'access', user_id: me.user.id, jti: 'x'.repeat(32) };
    const bare = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(key);
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('citylens-api')
      .setAudience('some-other-app')
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(key);
    for (const token of [bare, foreign]) {
      const res = await t.call({ url: '/api/auth/profile/', token });
      assert.equal(res.statusCode, 401);
    }
    const payload = JSON.parse(Buffer.from(me.access.split('.')[1]!, 'base64url').toString());
    assert.equal(payload.iss, 'citylens-api');
    assert.equal(payload.aud, 'citylens');
    assert.equal(await t.status({ url: '/api/auth/profile/', token: me.access }), 200);
  });
});

describe('Cache-Control: no-store', () => {
  test('on token, profile and order answers, errors included', async () => {
    const me = await t.newUser('nostore');
    const answers = [
      await t.call(signInRequest(me.user.username, me.password)),
      await t.call(signInRequest(me.user.username, 'wrong-password')),
      await refresh(me.refresh),
      await t.call({ url: '/api/auth/profile/', token: me.access }),
      await t.call({
        method: 'PUT',
        url: '/api/auth/update/',
        token: me.access,
        payload: { first_name: 'N' },
      }),
      await t.call({ method: 'POST', url: '/api/orders/', payload: {} }),
      await t.call({ url: '/api/orders/CL-aaaaaaaaaaaaaaaa/' }),
    ];
    for (const answer of answers) {
      assert.equal(answer.headers['cache-control'], 'no-store', answer.body);
    }
    const cities = await t.call({ url: '/api/cities/' });
    assert.notEqual(cities.headers['cache-control'], 'no-store', 'public views stay cacheable');
  });
});
