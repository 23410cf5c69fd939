import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { JSON_BODY_LIMIT } from './app.js';
import { isDrfError, type TestApp, registerTestApp } from './testing/harness.js';

const t = registerTestApp();

describe('platform', () => {
  test('health', async () => {
    const res = await t.call({ url: '/api/health/' });
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  test('OpenAPI document and docs page', async () => {
    const doc = (await t.call({ url: '/api/docs/json' })).json();
    assert.equal(doc.openapi.startsWith('3.'), true);
    for (const path of [
      '/api/cities/{name}/content/',
      '/api/token/refresh/',
      '/api/orders/',
      '/api/lifestyle-photos/{id}/comments/{commentId}/',
      '/api/events/search/',
    ]) {
      assert.ok(doc.paths[path], `${path} documented`);
    }
    const page = await t.call({ url: '/api/docs' });
    assert.ok([200, 302].includes(page.statusCode));
  });

  test('unknown routes are DRF 404s', async () => {
    for (const url of ['/api/nope/', '/nothing', '/api/cities/a/b/c/d/']) {
      const res = await t.call({ url });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { detail: 'Not found.' });
    }
  });

  test('CORS allows the app origins only', async () => {
    const ok = await t.call({
      method: 'OPTIONS',
      url: '/api/cities/',
      headers: { origin: 'http://localhost:3003', 'access-control-request-method': 'GET' },
    });
    assert.equal(ok.headers['access-control-allow-origin'], 'http://localhost:3003');
    const ip = await t.call({ url: '/api/cities/', headers: { origin: 'http://127.0.0.1:3000' } });
    assert.equal(ip.headers['access-control-allow-origin'], 'http://127.0.0.1:3000');
    const evil = await t.call({ url: '/api/cities/', headers: { origin: 'https://evil.example' } });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
  });

  test('security headers', async () => {
    const res = await t.call({ url: '/api/cities/' });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.ok(res.headers['content-security-policy']);
    // Plain http here: HSTS goes out only when SITE_URL is https (hsts.test.ts).
    assert.equal(res.headers['strict-transport-security'], undefined);
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(res.headers['x-powered-by'], undefined);
  });

  test('large lists are compressed when asked', async () => {
    const res = await t.call({
      url: '/api/cities/paris/content/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(res.headers['content-encoding'], 'br');
  });
});

describe('bad input is a clear 4xx in DRF shape', () => {
  const cases: [string, Parameters<TestApp['call']>[0], number][] = [
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      },
      400,
    ],
    [
      'JSON array body',
      { method: 'POST', url: '/api/register/', payload: [1, 2] as unknown as object },
      400,
    ],
    [
      'wrong types',
      { method: 'POST', url: '/api/register/', payload: { username: { a: 1 }, email: ['x'] } },
      400,
    ],
    [
      'oversize body',
      {
        method: 'POST',
        url: '/api/register/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'x'.repeat(JSON_BODY_LIMIT) }),
      },
      413,
    ],
    [
      'unsupported media type',
      {
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      },
      415,
    ],
    ['broken percent-encoding', { url: '/api/cities/%E0%A4%A/content/' }, 400],
    [
      'proto pollution',
      {
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"x": 1}, "username": "a"}',
      },
      400,
    ],
  ];
  for (const [name, request, status] of cases) {
    test(name, async () => {
      const res = await t.call(request);
      assert.equal(res.statusCode, status, res.body);
      assert.ok(isDrfError(res.json()), res.body);
      assert.equal(res.body.includes('    at '), false, 'no stack trace');
    });
  }

  test('wrong types name the field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/register/',
      payload: { username: { a: 1 } },
    });
    assert.deepEqual(res.json(), { username: ['Not a valid string.'] });
  });
});
