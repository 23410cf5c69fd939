import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

test('defaults', () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 8000);
  assert.equal(config.HOST, '0.0.0.0');
  assert.equal(config.PUBLIC_API_URL, 'http://localhost:8000');
  assert.equal(config.SITE_URL, 'http://localhost:3000');
  assert.equal(config.CORS_ORIGINS.length, 10);
  assert.ok(config.DATA_DIR.endsWith('.data'));
  assert.equal(config.DATABASE_URL, undefined);
});

test('PORT flows into PUBLIC_API_URL; lists split on commas', () => {
  const config = loadConfig({ PORT: '9100', CORS_ORIGINS: 'https://a.example, https://b.example' });
  assert.equal(config.PUBLIC_API_URL, 'http://localhost:9100');
  assert.deepEqual(config.CORS_ORIGINS, ['https://a.example', 'https://b.example']);
});

test('every bad variable is named at once', () => {
  assert.throws(
    () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SITE_URL: 'localhost',
        LOG_LEVEL: 'loud',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SITE_URL', 'LOG_LEVEL']) {
        assert.match(error.message, new RegExp(`${name}:`));
      }
      return true;
    },
  );
});
