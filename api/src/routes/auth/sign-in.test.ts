import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { registerTestApp } from '../../testing/harness.js';
import { logoutRequest, refreshRequest, signInRequest } from '../../testing/auth-requests.js';

const t = registerTestApp();

describe('tokens', () => {
  test('sign in returns access, refresh and the user; email works too', async () => {
    const res = await t.call(signInRequest('demo', 'CityLens2025!'));
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
    const byEmail = await t.call(signInRequest('demo@citylens.local', 'CityLens2025!'));
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
      const res = await t.call(signInRequest(user.user.username, 'bad-password'));
      assert.equal(res.statusCode, 401);
    }
    const blocked = await t.call(signInRequest(user.user.username, user.password));
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    assert.match(blocked.json().detail, /throttled/);
    // Another username from the same IP is not affected.
    assert.equal((await t.call(signInRequest('demo', 'CityLens2025!'))).statusCode, 200);
    t.clock.advance(61_000);
    const later = await t.call(signInRequest(user.user.username, user.password));
    assert.equal(later.statusCode, 200);
  });

  test('refresh rotates: the old refresh token then fails', async () => {
    const first = await t.newUser('rotator');
    const res = await t.call(refreshRequest(first.refresh));
    assert.equal(res.statusCode, 200);
    const pair = res.json();
    assert.ok(pair.access && pair.refresh && pair.refresh !== first.refresh);
    const reuse = await t.call(refreshRequest(first.refresh));
    assert.equal(reuse.statusCode, 401);
    assert.deepEqual(reuse.json(), {
      detail: 'Token is invalid or expired',
      code: 'token_not_valid',
    });
    const profile = await t.call({ url: '/api/auth/profile/', token: pair.access });
    assert.equal(profile.statusCode, 200);
    // An access token is not a refresh token; garbage is rejected too.
    for (const refresh of [pair.access, 'not.a.token']) {
      const bad = await t.call(refreshRequest(refresh));
      assert.equal(bad.statusCode, 401);
      assert.equal(bad.json().code, 'token_not_valid');
    }
    const none = await t.call({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    assert.deepEqual(none.json(), { refresh: ['This field is required.'] });
  });

  test('refresh tokens expire after a day', async () => {
    const user = await t.newUser('expiring');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await t.call(refreshRequest(user.refresh));
    assert.equal(res.statusCode, 401);
    const profile = await t.call({ url: '/api/auth/profile/', token: user.access });
    assert.equal(profile.statusCode, 401);
    assert.equal(profile.json().code, 'token_not_valid');
  });

  test('logout revokes the given refresh token, or all of the bearer’s', async () => {
    const user = await t.newUser('leaver');
    const out = await t.call(logoutRequest(user.refresh));
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().success, true);
    const after1 = await t.call(refreshRequest(user.refresh));
    assert.equal(after1.statusCode, 401);

    const again = await t.login(user.user.username, user.password);
    const bare = await t.call({ method: 'POST', url: '/api/token/logout/', token: again.access });
    assert.equal(bare.statusCode, 200);
    const after2 = await t.call(refreshRequest(again.refresh));
    assert.equal(after2.statusCode, 401);
  });
});
