/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { getBus } from '../bus/bus';
import { apiGet } from '../http/api-client';
import { NETWORK_ERROR_MESSAGE } from '../http/api-error';
import { installFakeApi, json } from '../testing/fake-api';
import { profile, stored, storeSession } from '../testing/session-fixtures';
import { resetClientState } from '../testing/token-fixtures';
import { storageKeys } from '../contracts/storage-keys';
import { session } from './session';

beforeEach(resetClientState);

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
    localStorage.setItem(storageKeys.eventMarks, JSON.stringify({ user: '1', booked: [3] }));
    const api = installFakeApi({ 'POST /api/token/logout/': () => json({ success: true }) });
    await session.logout();
    expect(api.callsTo('POST', '/api/token/logout/')[0]).toMatchObject({
      body: { refresh: 'ref' },
      authorization: 'Bearer acc',
    });
    expect(stored()).toEqual({ access: null, refresh: null, user: null });
    // The visitor's booked and liked events go with the session.
    expect(localStorage.getItem(storageKeys.eventMarks)).toBeNull();
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

test('offline, the start-up check keeps the stored session until it can be checked', async () => {
  storeSession();
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const api = installFakeApi({
      'GET /api/auth/profile/': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/token/logout/': () => json({ success: true }),
    });
    await session.init();
    expect(api.callsTo('POST', '/api/token/logout/')).toHaveLength(0);
    expect(stored().access).toBe('acc');
    expect(getBus().auth.getValue()).toMatchObject({ status: 'signed-in', hasTokens: true });
  } finally {
    onLine.mockRestore();
  }
});

// Last in this file: once the page has been left, it stays left.
test('a start-up check that gets no answer logs out, unless the page is being left (the browser cut it off)', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    storeSession();
    let api = installFakeApi({
      'GET /api/auth/profile/': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/token/logout/': () => json({ success: true }),
    });
    await session.init();
    expect(api.callsTo('POST', '/api/token/logout/')).toHaveLength(1);
    expect(stored()).toEqual({ access: null, refresh: null, user: null });

    // The visitor moves on while the check is on the way: the session is theirs still.
    storeSession();
    let cutOff!: () => void;
    api = installFakeApi({
      'GET /api/auth/profile/': () =>
        new Promise((_, reject) => {
          cutOff = () => reject(new TypeError('Failed to fetch'));
        }),
      'POST /api/token/logout/': () => json({ success: true }),
    });
    const starting = session.init();
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('pagehide'));
    cutOff();
    await starting;
    expect(api.callsTo('POST', '/api/token/logout/')).toHaveLength(0);
    expect(stored().access).toBe('acc');
    expect(stored().refresh).toBe('ref');
  } finally {
    log.mockRestore();
  }
});
