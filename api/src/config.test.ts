import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, developmentFallbacks, loadConfig } from './config.js';

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

test('production names every missing required setting; development needs none', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://citylens.example' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      for (const name of ['JWT_SECRET', 'DATABASE_URL', 'PUBLIC_API_URL', 'SMTP_URL']) {
        assert.match(error.message, new RegExp(`${name}: required when NODE_ENV=production`));
      }
      assert.doesNotMatch(error.message, /SITE_URL/);
      return true;
    },
  );
  const production = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    DATABASE_URL: 'postgres://db/citylens',
    SITE_URL: 'https://citylens.example',
    PUBLIC_API_URL: 'https://api.citylens.example',
    SMTP_URL: 'smtp://mail.example:25',
  });
  assert.equal(production.SEED_DEMO, false);
  assert.doesNotThrow(() => loadConfig({}));
});

test('scale-out settings: Redis, trusted proxies, limits', () => {
  const config = loadConfig({
    REDIS_URL: 'redis://127.0.0.1:6379',
    TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    LIMIT_LOGIN_FAILURES_IP: '20/60',
    SEED_DEMO: 'true',
  });
  assert.equal(config.REDIS_URL, 'redis://127.0.0.1:6379');
  assert.deepEqual(config.TRUST_PROXY, ['10.0.0.0/8', '127.0.0.1']);
  assert.deepEqual(config.LIMITS.LOGIN_FAILURES_IP, { max: 20, windowSeconds: 60 });
  assert.equal(config.SEED_DEMO, true);
  assert.deepEqual(loadConfig({ TRUST_PROXY: 'uniquelocal' }).TRUST_PROXY, ['uniquelocal']);
  assert.equal(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY, true);
  assert.equal(loadConfig({}).TRUST_PROXY, false);
  // Fastify never trusts a hop count: refused by name instead of silently ignored.
  assert.throws(() => loadConfig({ TRUST_PROXY: '1' }), /TRUST_PROXY: must be true, false, or/);
  assert.throws(
    () => loadConfig({ LIMIT_ORDER_IP: 'lots', REDIS_URL: 'http://x' }),
    (error: unknown) => {
      assert.match(String(error), /LIMIT_ORDER_IP: must be "<count>\/<seconds>"/);
      assert.match(String(error), /REDIS_URL:/);
      return true;
    },
  );
});

test('outside production the unset production settings are named as development fallbacks; production refuses them', () => {
  assert.deepEqual(
    developmentFallbacks({ DATABASE_URL: 'postgres://db/citylens', SMTP_URL: ' ' }),
    ['JWT_SECRET', 'SITE_URL', 'PUBLIC_API_URL', 'SMTP_URL'],
  );
  assert.deepEqual(developmentFallbacks({ NODE_ENV: 'production' }), []);
  assert.throws(
    () =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/citylens',
        SITE_URL: 'https://citylens.example',
        PUBLIC_API_URL: 'https://api.citylens.example',
        SMTP_URL: 'smtp://mail:1025',
      }),
    (error: unknown) =>
      error instanceof ConfigError &&
      /JWT_SECRET: required when NODE_ENV=production/.test(error.message),
  );
});

test('production with CITYLENS_DEV_DEFAULTS=true starts on the development defaults, names them, and mails the catcher', () => {
  const env = {
    NODE_ENV: 'production',
    CITYLENS_DEV_DEFAULTS: 'true',
    DATABASE_URL: 'postgres://db/citylens',
    SITE_URL: 'http://localhost:3000',
    PUBLIC_API_URL: 'http://localhost:8000',
    DEV_SMTP_URL: 'smtp://mail:1025',
  };
  const config = loadConfig(env);
  assert.equal(config.NODE_ENV, 'production');
  assert.equal(config.JWT_SECRET, undefined);
  assert.equal(config.SMTP_URL, 'smtp://mail:1025');
  assert.deepEqual(developmentFallbacks(env), ['JWT_SECRET', 'SMTP_URL']);
  // The same settings without the flag (or with it off) refuse to start, naming both.
  for (const flag of [undefined, 'false']) {
    assert.throws(
      () => loadConfig({ ...env, CITYLENS_DEV_DEFAULTS: flag }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /JWT_SECRET: required/.test(error.message) &&
        /SMTP_URL: required/.test(error.message),
    );
  }
  // A real SMTP server wins over the catcher.
  assert.equal(
    loadConfig({ ...env, SMTP_URL: 'smtps://mx.example' }).SMTP_URL,
    'smtps://mx.example',
  );
});
