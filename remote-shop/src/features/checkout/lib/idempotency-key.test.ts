import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a fresh UUID v4 each time', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(UUID_V4);
  expect(newIdempotencyKey()).not.toBe(a);
});

test('without crypto.randomUUID (plain http hosts) it still makes a v4 UUID', () => {
  const original = globalThis.crypto.randomUUID;
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  } finally {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
  }
});
