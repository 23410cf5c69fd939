/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { getBus } from '../bus/bus';
import { installFakeApi, json } from '../testing/fake-api';
import { profile, stored, storeSession } from '../testing/session-fixtures';
import { resetClientState } from '../testing/token-fixtures';
import { displayName, session } from './session';

beforeEach(resetClientState);

describe('account calls', () => {
  test('register posts the form; fallback "Registration failed"', async () => {
    const api = installFakeApi({ 'POST /api/register/': () => json({ success: true }, 201) });
    const req = {
      username: 'mara',
      email: 'mara@example.com',
      password: 'longpass1',
      password_confirm: 'longpass1',
    };
    await session.register(req);
    expect(api.calls[0]!.body).toEqual(req);
    installFakeApi({
      'POST /api/register/': () => json({ email: ['user with this email already exists.'] }, 400),
    });
    await expect(session.register(req)).rejects.toThrow('user with this email already exists.');
    installFakeApi({ 'POST /api/register/': () => json(null, 500, 'Internal Server Error') });
    await expect(session.register(req)).rejects.toThrow('Registration failed');
  });

  test('password reset request checks the email shape first; fallback "Email not found."', async () => {
    const api = installFakeApi({ 'POST /api/auth/forgot-password/': () => json({}, 404) });
    await expect(session.requestPasswordReset('nope')).rejects.toThrow(
      'Please enter a valid email address',
    );
    expect(api.calls).toHaveLength(0);
    await expect(session.requestPasswordReset('a@b.co')).rejects.toThrow('Email not found.');
    installFakeApi({ 'POST /api/auth/forgot-password/': () => json({ success: true }) });
    await expect(session.requestPasswordReset('a@b.co')).resolves.toBeUndefined();
  });

  test('reset password; fallback "Please check your input and try again."', async () => {
    const req = {
      uid: 'MQ',
      token: 't-1',
      new_password: 'longpass1',
      new_password_confirm: 'longpass1',
    };
    const api = installFakeApi({ 'POST /api/auth/reset-password/': () => json({ success: true }) });
    await session.resetPassword(req);
    expect(api.calls[0]!.body).toEqual(req);
    installFakeApi({ 'POST /api/auth/reset-password/': () => json({}, 400) });
    await expect(session.resetPassword(req)).rejects.toThrow(
      'Please check your input and try again.',
    );
    await expect(session.resetPassword({ ...req, uid: '' })).rejects.toThrow(
      'Invalid reset link. Please request a new password reset.',
    );
  });

  test('updateProfile stores the new user and publishes it', async () => {
    storeSession();
    const updated = { ...profile, username: 'mara_l' };
    installFakeApi({
      'PUT /api/auth/update/': () =>
        json({ success: true, message: 'Profile updated', user: updated }),
    });
    getBus();
    const result = await session.updateProfile({ username: 'mara_l' });
    expect(result).toEqual({ user: updated, message: 'Profile updated' });
    expect(stored().user).toEqual(updated);
    expect(getBus().auth.getValue().user).toEqual(updated);
    installFakeApi({ 'PUT /api/auth/update/': () => json({}, 500) });
    await expect(session.updateProfile({})).rejects.toThrow('Failed to update profile');
  });

  test('a password change keeps this session: the fresh token pair from the API is stored', async () => {
    storeSession();
    installFakeApi({
      'PUT /api/auth/update/': () =>
        json({
          success: true,
          message: 'Profile updated successfully!',
          user: profile,
          tokens: { access: 'access-after-change', refresh: 'refresh-after-change' },
        }),
    });
    await session.updateProfile({
      current_password: 'old-password',
      new_password: 'new-password-1',
      new_password_confirm: 'new-password-1',
    });
    expect(localStorage.getItem('citylens_access_token')).toBe('access-after-change');
    expect(localStorage.getItem('citylens_refresh_token')).toBe('refresh-after-change');
  });

  test('deleteAccount sends password and confirm_deletion, then logs out', async () => {
    storeSession();
    const api = installFakeApi({ 'DELETE /api/auth/delete/': () => json({ success: true }) });
    await expect(session.deleteAccount('')).rejects.toThrow(
      'Please enter your password to confirm deletion',
    );
    await session.deleteAccount('longpass1');
    expect(api.calls[0]).toMatchObject({
      body: { password: 'longpass1', confirm_deletion: true },
      authorization: 'Bearer acc',
    });
    expect(stored()).toEqual({ access: null, refresh: null, user: null });
    expect(getBus().auth.getValue().status).toBe('signed-out');
  });

  test('a failed deletion keeps the session; fallback "Failed to delete account"', async () => {
    storeSession();
    installFakeApi({ 'DELETE /api/auth/delete/': () => json({}, 500) });
    await expect(session.deleteAccount('longpass1')).rejects.toThrow('Failed to delete account');
    expect(stored().access).toBe('acc');
  });

  test('fetchProfile returns the profile; fallback "Failed to fetch user profile"', async () => {
    storeSession();
    installFakeApi({ 'GET /api/auth/profile/': () => json(profile) });
    await expect(session.fetchProfile()).resolves.toEqual(profile);
    installFakeApi({ 'GET /api/auth/profile/': () => json(null, 502) });
    await expect(session.fetchProfile()).rejects.toThrow('Failed to fetch user profile');
  });
});

test('displayName falls back name → username → email local part → User', () => {
  expect(displayName({ name: 'Mara Li', username: 'mara', email: 'm@x.io' })).toBe('Mara Li');
  expect(displayName({ name: ' ', username: 'mara', email: 'm@x.io' })).toBe('mara');
  expect(displayName({ username: '', email: 'traveller@x.io' })).toBe('traveller');
  expect(displayName({ username: '', email: '' })).toBe('User');
  expect(displayName(null)).toBe('User');
});
