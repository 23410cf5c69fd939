import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../testing/harness.js';

/** Limits count the real client: X-Forwarded-For only from a trusted balancer (TRUST_PROXY). */
let direct: TestApp;
let behindBalancer: TestApp;
before(async () => {
  direct = await createTestApp({ env: { LIMIT_FORGOT_PASSWORD_IP: '1/3600' } });
  behindBalancer = await createTestApp({
    env: { LIMIT_FORGOT_PASSWORD_IP: '1/3600', TRUST_PROXY: '10.0.0.0/8' },
  });
});
after(async () => {
  await direct.close();
  await behindBalancer.close();
});

const ask = (t: TestApp, forwardedFor: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/forgot-password/',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'someone@example.com' },
  });

test('without TRUST_PROXY a forged X-Forwarded-For does not escape a limit', async () => {
  assert.equal((await ask(direct, '203.0.113.1')).statusCode, 200);
  assert.equal((await ask(direct, '203.0.113.2')).statusCode, 429);
});

test('behind a trusted balancer each client is counted by its own address', async () => {
  assert.equal((await ask(behindBalancer, '203.0.113.1')).statusCode, 200);
  assert.equal((await ask(behindBalancer, '203.0.113.2')).statusCode, 200);
  assert.equal((await ask(behindBalancer, '203.0.113.1')).statusCode, 429);
});
