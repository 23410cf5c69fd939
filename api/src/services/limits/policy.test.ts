import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LIMIT_DEFAULTS } from './policy.js';

test('the defaults stay out of a real person’s (and an e2e run’s) way', () => {
  assert.ok(LIMIT_DEFAULTS.REGISTER_IP.max >= 100, 'an e2e run signs up 50 accounts an hour');
  assert.ok(LIMIT_DEFAULTS.LOGIN_FAILURES_ACCOUNT_IP.max >= 10);
  assert.ok(LIMIT_DEFAULTS.LOGIN_FAILURES_IP.max >= 50, 'a household mistypes too');
  assert.ok(LIMIT_DEFAULTS.ORDER_IP.max >= 50);
  for (const rule of Object.values(LIMIT_DEFAULTS)) assert.ok(rule.windowSeconds >= 60);
});
