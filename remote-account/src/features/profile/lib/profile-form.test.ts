import { profileFixture as profile } from '@citylens/shared/testing';
import {
  EMAIL_NEEDS_PASSWORD,
  initialProfileValues,
  toUpdateRequest,
  validateProfile,
} from './profile-form';

const base = initialProfileValues(profile);
const check = (changes: Partial<typeof base>) => validateProfile({ ...base, ...changes }, profile);

test('unchanged profile passes; blank optional names pass', () => {
  expect(check({})).toEqual({});
  expect(check({ first_name: '', last_name: '' })).toEqual({});
});

test.each([
  ['', 'Username is required'],
  ['ab', 'Username must be at least 3 characters long'],
  ['a'.repeat(31), 'Username must be no more than 30 characters long'],
  ['mara li', 'Username can only contain letters, numbers, and underscores'],
])('username %p → %s', (username, message) => {
  expect(check({ username }).username).toBe(message);
});

test.each([
  ['', 'Email is required'],
  ['mara@', 'Please enter a valid email address'],
])('email %p → %s', (email, message) => {
  expect(check({ email }).email).toBe(message);
});

describe('the change-password block is checked only when one of its fields is filled', () => {
  const current_password = 'old-pass-1';
  test.each<[string, Partial<typeof base>, Record<string, string>]>([
    [
      'current password missing',
      { new_password: 'long-enough-1', new_password_confirm: 'long-enough-1' },
      { current_password: 'Current password is required to change password' },
    ],
    [
      'new password missing',
      { current_password, new_password_confirm: 'x' },
      { new_password: 'New password is required' },
    ],
    [
      'new password too short',
      { current_password, new_password: 'short', new_password_confirm: 'short' },
      { new_password: 'New password must be at least 8 characters long' },
    ],
    [
      'confirmation differs',
      { current_password, new_password: 'long-enough-1', new_password_confirm: 'long-enough-2' },
      { new_password_confirm: 'New passwords do not match' },
    ],
    [
      'only the current password, email unchanged: still a password change',
      { current_password },
      { new_password: 'New password is required' },
    ],
  ])('%s', (_name, changes, errors) => {
    expect(check(changes)).toEqual(errors);
  });
});

test('a new email asks for the current password; with it alone the form passes', () => {
  expect(check({ email: 'new@example.com' })).toEqual({ current_password: EMAIL_NEEDS_PASSWORD });
  expect(check({ email: 'new@example.com', current_password: 'old-pass-1' })).toEqual({});
  // Surrounding spaces are not a change.
  expect(check({ email: ' mara@example.com ' })).toEqual({});
});

test('the request carries password fields only when filled', () => {
  expect(toUpdateRequest({ ...base, first_name: ' Ana ' })).toEqual({
    username: 'mara',
    email: 'mara@example.com',
    first_name: 'Ana',
    last_name: 'Li',
  });
  expect(
    toUpdateRequest({
      ...base,
      current_password: 'old-pass-1',
      new_password: 'long-enough-1',
      new_password_confirm: 'long-enough-1',
    }),
  ).toMatchObject({
    current_password: 'old-pass-1',
    new_password: 'long-enough-1',
    new_password_confirm: 'long-enough-1',
  });
  expect(toUpdateRequest({ ...base, current_password: 'old-pass-1' })).not.toHaveProperty(
    'new_password',
  );
});
