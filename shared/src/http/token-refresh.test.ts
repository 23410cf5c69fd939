/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { storageKeys } from '../contracts';
import { getBus } from '../bus/bus';
import { apiGet, apiPost } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-error';
import { apiUpload } from './upload';
import { installFakeApi, json } from '../testing/fake-api';
import { protectedRoutes, resetClientState, signInWithTokens } from '../testing/token-fixtures';
import { twoModuleCopies } from '../testing/module-copies';

beforeEach(resetClientState);

describe('token refresh (single flight)', () => {
  test('five concurrent 401s → exactly one refresh call, all five retried with the new token', async () => {
    signInWithTokens();
    const api = protectedRoutes(() => json({ access: 'new-access', refresh: 'new-refresh' }));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => apiGet<{ id: number }[]>('/api/cities/')),
    );
    expect(results).toEqual(Array.from({ length: 5 }, () => [{ id: 1 }]));
    const refreshCalls = api.callsTo('POST', '/api/token/refresh/');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]!.body).toEqual({ refresh: 'old-refresh' });
    expect(refreshCalls[0]!.authorization).toBeNull();
    const cityCalls = api.callsTo('GET', '/api/cities/');
    expect(cityCalls).toHaveLength(10);
    expect(cityCalls.filter((c) => c.authorization === 'Bearer old-access')).toHaveLength(5);
    expect(cityCalls.filter((c) => c.authorization === 'Bearer new-access')).toHaveLength(5);
    // Rotated tokens are stored; the session stays signed in.
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('new-access');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('new-refresh');
    expect(getBus().auth.getValue().hasTokens).toBe(true);
  });

  test('a POST body survives the retry', async () => {
    signInWithTokens();
    const api = installFakeApi({
      'POST /api/cities/Rome/add_review/': (call) =>
        call.authorization === 'Bearer new-access'
          ? json({ success: true })
          : json({ detail: 'expired' }, 401),
      'POST /api/token/refresh/': () => json({ access: 'new-access' }),
    });
    await expect(
      apiPost('/api/cities/Rome/add_review/', { name: 'Rome', content: 'Great' }),
    ).resolves.toEqual({ success: true });
    const calls = api.callsTo('POST', '/api/cities/Rome/add_review/');
    expect(calls.map((c) => c.body)).toEqual([
      { name: 'Rome', content: 'Great' },
      { name: 'Rome', content: 'Great' },
    ]);
    // No rotation: the old refresh token is kept.
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('old-refresh');
  });

  test('a multipart upload survives the retry', async () => {
    signInWithTokens();
    const api = installFakeApi({
      'POST /api/lifestyle-photos/': (call) =>
        call.authorization === 'Bearer new-access'
          ? json({ id: 3 }, 201)
          : json({ detail: 'expired' }, 401),
      'POST /api/token/refresh/': () => json({ access: 'new-access' }),
    });
    const form = new FormData();
    form.append('title', 'Harbour');
    form.append('image', new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), 'harbour.jpg');
    await expect(apiUpload('/api/lifestyle-photos/', form)).resolves.toEqual({ id: 3 });
    const calls = api.callsTo('POST', '/api/lifestyle-photos/');
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(String(call.body)).toContain('jpeg-bytes');
  });

  test('refresh rejected → signed out, tokens and user cleared, "Session expired. Please login again."', async () => {
    signInWithTokens();
    const api = protectedRoutes(() => json({ detail: 'Token is invalid or expired' }, 401));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => apiGet('/api/cities/')),
    );
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.message).toBe(SESSION_EXPIRED_MESSAGE);
      expect(reason.code).toBe('SESSION_EXPIRED');
    }
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(getBus().auth.getValue()).toEqual({
      status: 'signed-out',
      user: null,
      hasTokens: false,
    });
    // One toast for the whole burst.
    expect(getBus().toasts.getValue()).toEqual([
      { id: 1, message: SESSION_EXPIRED_MESSAGE, tone: 'error' },
    ]);
  });

  test('no refresh token → no refresh call, signed out with the spec text', async () => {
    localStorage.setItem(storageKeys.accessToken, 'old-access');
    const api = protectedRoutes(() => json({ access: 'never' }));
    await expect(apiGet('/api/cities/')).rejects.toMatchObject({
      message: SESSION_EXPIRED_MESSAGE,
    });
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
    expect(getBus().auth.getValue().status).toBe('signed-out');
  });

  test('401 from login, refresh or logout never triggers a refresh', async () => {
    signInWithTokens();
    const api = installFakeApi({
      'POST /api/token/': () =>
        json({ detail: 'No active account found with the given credentials' }, 401),
      'POST /api/token/logout/': () => json({ detail: 'expired' }, 401),
    });
    await expect(apiPost('/api/token/', { username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'No active account found with the given credentials',
    });
    await expect(apiPost('/api/token/logout/', { refresh: 'old-refresh' })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/token/')[0]!.authorization).toBeNull();
    expect(api.callsTo('POST', '/api/token/logout/')[0]!.authorization).toBe('Bearer old-access');
  });

  test('an anonymous 401 is returned as is (nothing to refresh)', async () => {
    const api = installFakeApi({
      'POST /api/cities/Oslo/like_city/': () =>
        json({ detail: 'Authentication credentials were not provided.' }, 401),
    });
    await expect(apiPost('/api/cities/Oslo/like_city/')).rejects.toMatchObject({
      message: 'Authentication credentials were not provided.',
      status: 401,
    });
    expect(api.calls).toHaveLength(1);
    expect(getBus().toasts.getValue()).toEqual([]);
  });

  test('a retry that is still 401 is not refreshed again', async () => {
    signInWithTokens();
    const api = installFakeApi({
      'GET /api/auth/profile/': () => json({ detail: 'Forbidden for you' }, 401),
      'POST /api/token/refresh/': () => json({ access: 'new-access' }),
    });
    await expect(apiGet('/api/auth/profile/')).rejects.toMatchObject({
      message: 'Forbidden for you',
      status: 401,
    });
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/auth/profile/')).toHaveLength(2);
  });

  test('a refresh that fails on the network keeps the session', async () => {
    signInWithTokens();
    installFakeApi({
      'GET /api/cities/': () => json({ detail: 'expired' }, 401),
      'POST /api/token/refresh/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiGet('/api/cities/')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('old-refresh');
  });

  test('single flight holds across two copies of the package (shared through the bus global)', async () => {
    signInWithTokens();
    const api = protectedRoutes(() => json({ access: 'new-access', refresh: 'new-refresh' }));
    const [copyA, copyB] = twoModuleCopies(() =>
      jest.requireActual<typeof import('./api-client')>('./api-client'),
    );
    expect(copyA).not.toBe(copyB);
    const results = await Promise.all([
      copyA.apiGet('/api/cities/'),
      copyB.apiGet('/api/cities/'),
      copyA.apiGet('/api/cities/'),
      copyB.apiGet('/api/cities/'),
    ]);
    expect(results).toHaveLength(4);
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(1);
  });
});
