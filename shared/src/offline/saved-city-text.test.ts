import { formatBytes, updatedAgo } from './saved-city-text';

test('sizes read as a download does', () => {
  expect(formatBytes(200)).toBe('1 KB');
  expect(formatBytes(840_400)).toBe('840 KB');
  expect(formatBytes(12_400_000)).toBe('12 MB');
  expect(formatBytes(4_250_000)).toBe('4.3 MB');
});

test('the age of a saved copy, from minutes to days', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  expect(updatedAgo('2026-11-29T11:59:40Z', now)).toBe('updated just now');
  expect(updatedAgo('2026-11-29T11:55:00Z', now)).toBe('updated 5 min ago');
  expect(updatedAgo('2026-11-29T10:00:00Z', now)).toBe('updated 2 h ago');
  expect(updatedAgo('2026-11-28T11:00:00Z', now)).toBe('updated 1 day ago');
  expect(updatedAgo('2026-11-25T12:00:00Z', now)).toBe('updated 4 days ago');
});
