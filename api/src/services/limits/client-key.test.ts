import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientKey } from './policy.js';

test('an IPv4 address is its own key', () => {
  assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
});

test('an IPv6 address counts by its /64, however it is written', () => {
  assert.equal(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
  assert.equal(clientKey('2001:db8:1:2::9'), '2001:db8:1:2::/64');
  assert.equal(clientKey('2001:0db8:0001:0002::1%eth0'), '2001:db8:1:2::/64');
});

test('an IPv4-mapped IPv6 address counts as the IPv4 address', () => {
  assert.equal(clientKey('::ffff:198.51.100.4'), '198.51.100.4');
});

test('a request whose connection has closed gets a key instead of an error', () => {
  // Seen when a browser cancels an image request while it waits for a render slot.
  assert.equal(clientKey(undefined), 'closed-connection');
  assert.equal(clientKey(''), 'closed-connection');
});
