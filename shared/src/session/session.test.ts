/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { storageKeys } from '../contracts';
import { getBus, resetBusForTests } from '../bus/bus';
import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { apiGet } from '../http/api-client';
import { NETWORK_ERROR_MESSAGE } from '../http/api-error';
import { TEST_API, installFakeApi, json } from '../testing/fake-api';
import { displayName, session } from './session';

const remotes = { discovery: '', events: '', shop: '', account: '' };
const profile = {
  id: 7,
  username: 'mara',
  email: 'mara@example.com',
  first_name: 'Mara',
  last_name: 'Li',
  date_joined: '2025-01-02',
};

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
  resetRuntimeConfigForTests();
  setRuntimeConfig({ apiBaseUrl: TEST_API, remotes });
});

const stored = () => ({
  access: localStorage.getItem(storageKeys.accessToken),
  refresh: localStorage.getItem(storageKeys.refreshToken),
  user: JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null') as unknown,
});

function storeSession() {
  localStorage.setItem(storageKeys.accessToken, 'acc');
  localStorage.setItem(storageKeys.refreshToken, 'ref');
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 7, username: 'mara', email: 'mara@example.com' }),
  );
}

describe('login', () => {
  test('stores tokens and user, signs in, then loads the profile', async () => {
    const api = installFakeApi({
      'POST /api/token/': () => json({ access: 'acc', refresh: 'ref', user: { id: 7 } }),
      'GET /api/auth/profile/': () => json(profile),
    });
    const user = await session.login('mara', 'secret-pass');
    expect(user).toEqual(profile);
    expect(stored()).toEqual({ access: 'acc', refresh: 'ref', user: profile });
    expect(getBus().auth.getValue()).toEqual({
      status: 'signed-in',
      user: profile,
      hasTokens: true,
    });
    expect(api.callsTo('POST', '/api/token/')[0]!.body).toEqual({
      username: 'mara',
      password: 'secret-pass',
    });
    expect(api.callsTo('GET', '/api/auth/profile/')[0]!.authorization).toBe('Bearer acc');
  });

  test('a failed profile fetch keeps the stored user', async () => {
    installFakeApi({
      'POST /api/token/': () => json({ access: 'acc', refresh: 'ref', user: { id: 7 } }),
      'GET /api/auth/profile/': () => json({ detail: 'boom' }, 500),
    });
    const user = await session.login('mara', 'secret-pass');
    expect(user).toEqual({ id: 7, username: 'mara', email: '' });
    expect(stored()).toEqual({
      access: 'acc',
      refresh: 'ref',
      user: { id: 7, username: 'mara', email: '' },
    });
    expect(getBus().auth.getValue().status).toBe('signed-in');
  });

  test('errors: the body text, else "Invalid username or password."', async () => {
    installFakeApi({
      'POST /api/token/': () =>
        json({ detail: 'No active account found with the given credentials' }, 401),
    });
    await expect(session.login('mara', 'x')).rejects.toThrow(
      'No active account found with the given credentials',
    );
    installFakeApi({ 'POST /api/token/': () => json({}, 400, 'Bad Request') });
    await expect(session.login('mara', 'x')).rejects.toThrow('Invalid username or password.');
    expect(stored().access).toBeNull();
    expect(getBus().auth.getValue().status).toBe('signed-out');
  });

  test('network failure says so', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(session.login('mara', 'x')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });
});

describe('init', () => {
  test('no token → signed out without a call', async () => {
    const api = installFakeApi({});
    await session.init();
    expect(getBus().auth.getValue()).toEqual({
      status: 'signed-out',
      user: null,
      hasTokens: false,
    });
    expect(api.calls).toHaveLength(0);
  });

  test('with a token: loading, then signed in with the profile', async () => {
    storeSession();
    installFakeApi({ 'GET /api/auth/profile/': () => json(profile) });
    const pending = session.init();
    expect(getBus().auth.getValue().status).toBe('loading');
    await pending;
    expect(getBus().auth.getValue()).toEqual({
      status: 'signed-in',
      user: profile,
      hasTokens: true,
    });
    expect(stored().user).toEqual(profile);
  });

  test("the start-up's profile answer serves the first fetchProfile, once, within a few seconds", async () => {
    storeSession();
    const api = installFakeApi({ 'GET /api/auth/profile/': () => json(profile) });
    await session.init();
    await expect(session.fetchProfile()).resolves.toEqual(profile);
    expect(api.callsTo('GET', '/api/auth/profile/')).toHaveLength(1);
    await session.fetchProfile();
    expect(api.callsTo('GET', '/api/auth/profile/')).toHaveLength(2);

    // Later than that, the profile page asks the API for the current profile.
    await session.init();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 6000);
    await session.fetchProfile();
    clock.mockRestore();
    expect(api.callsTo('GET', '/api/auth/profile/')).toHaveLength(4);
  });

  test('failure logs out ("Failed to initialize authentication")', async () => {
    storeSession();
    const api = installFakeApi({
      'GET /api/auth/profile/': () => json({ detail: 'down' }, 500),
      'POST /api/token/logout/': () => json({ success: true }),
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await session.init();
    expect(log).toHaveBeenCalledWith('Failed to initialize authentication', expect.anything());
    log.mockRestore();
    // Logged out, as Logout would: the server is told to drop the refresh token.
    expect(api.callsTo('POST', '/api/token/logout/')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/token/logout/')[0]).toMatchObject({
      body: { refresh: 'ref' },
    });
    expect(stored()).toEqual({ access: null, refresh: null, user: null });
    expect(getBus().auth.getValue()).toEqual({
      status: 'signed-out',
      user: null,
      hasTokens: false,
    });
  });
});

describe('logout', () => {
  test('calls the API with the refresh token and clears everything', async () => {
    storeSession();
    const api = installFakeApi({ 'POST /api/token/logout/': () => json({ success: true }) });
    await session.logout();
    expect(api.callsTo('POST', '/api/token/logout/')[0]).toMatchObject({
      body: { refresh: 'ref' },
      authorization: 'Bearer acc',
    });
    expect(stored()).toEqual({ access: null, refresh: null, user: null });
    expect(getBus().auth.getValue().status).toBe('signed-out');
  });

  test('signs out at once, before the server has answered', async () => {
    storeSession();
    let answer: (response: Response) => void = () => undefined;
    const asked = new Promise<void>((called) => {
      installFakeApi({
        'POST /api/token/logout/': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
            called();
          }),
      });
    });
    const done = session.logout();
    expect(stored()).toEqual({ access: null, refresh: null, user: null });
    expect(getBus().auth.getValue().status).toBe('signed-out');
    await asked;
    answer(json({ success: true }));
    await done;
  });

  test('a logout during an in-flight refresh does not bring the tokens back', async () => {
    storeSession();
    let answerRefresh: (response: Response) => void = () => undefined;
    const refreshAsked = new Promise<void>((called) => {
      installFakeApi({
        'GET /api/auth/profile/': (call) =>
          call.authorization === 'Bearer acc'
            ? json({ detail: 'Token expired', code: 'token_not_valid' }, 401)
            : json(profile),
        'POST /api/token/refresh/': () =>
          new Promise<Response>((resolve) => {
            answerRefresh = resolve;
            called();
          }),
        'POST /api/token/logout/': () => json({ success: true }),
      });
    });
    const call = apiGet('/api/auth/profile/').catch((error: unknown) => error);
    await refreshAsked;
    const out = session.logout();
    answerRefresh(json({ access: 'new-acc', refresh: 'new-ref' }));
    await out;
    await call;
    expect(stored()).toEqual({ access: null, refresh: null, user: null });
    expect(getBus().auth.getValue().status).toBe('signed-out');
  });

  test('clears even when the call fails', async () => {
    storeSession();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(session.logout()).resolves.toBeUndefined();
    expect(stored()).toEqual({ access: null, refresh: null, user: null });
    expect(getBus().auth.getValue().status).toBe('signed-out');
  });
});

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
