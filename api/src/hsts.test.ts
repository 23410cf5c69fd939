import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestApp } from './testing/harness.js';

test('the API sends HSTS when SITE_URL is https, and not over plain http', async () => {
  const secure = await createTestApp({ env: { SITE_URL: 'https://citylens.example' } });
  const plain = await createTestApp({ env: { SITE_URL: 'http://localhost:3000' } });
  try {
    const a = await secure.call({ url: '/api/health/' });
    assert.equal(a.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    const b = await plain.call({ url: '/api/health/' });
    assert.equal(b.headers['strict-transport-security'], undefined);
  } finally {
    await secure.close();
    await plain.close();
  }
});
