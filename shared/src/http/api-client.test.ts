/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { storageKeys } from '../contracts';
import { getBus, resetBusForTests } from '../bus/bus';
import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { TOKEN_REFRESH_LOCK, apiClient, apiDelete, apiGet, apiPost, apiUpload } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-error';
import { TEST_API, installFakeApi, json } from '../testing/fake-api';

const remotes = { discovery: '', events: '', shop: '', account: '' };

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
  resetRuntimeConfigForTests();
  setRuntimeConfig({ apiBaseUrl: `${TEST_API}/`, remotes });
});

function signInWithTokens(access = 'old-access', refresh = 'old-refresh') {
  localStorage.setItem(storageKeys.accessToken, access);
  localStorage.setItem(storageKeys.refreshToken, refresh);
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 7, username: 'mara', email: 'm@x.io' }),
  );
  getBus(); // the bus reads the stored session when created
}

/** Five concurrent calls, all rejected with the old token, accepted with the new one. */
function protectedRoutes(refreshHandler: () => Response | Promise<Response>) {
  return installFakeApi({
    'GET /api/cities/': (call) =>
      call.authorization === 'Bearer new-access'
        ? json([{ id: 1 }])
        : json({ detail: 'Token expired' }, 401),
    'POST /api/token/refresh/': async () => {
      // Slow enough that all five 401s arrive while the refresh is in flight.
      await new Promise((r) => setTimeout(r, 20));
      return refreshHandler();
    },
  });
}

describe('requests', () => {
  test('JSON to the configured base URL with the stored bearer token', async () => {
    signInWithTokens('abc');
    const api = installFakeApi({
      'POST /api/cities/Paris/add_review/': () => json({ success: true }, 201),
    });
    const res = await apiPost<{ success: boolean }>('/api/cities/Paris/add_review/', {
      name: 'Paris',
      content: 'Lovely',
    });
    expect(res).toEqual({ success: true });
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/cities/Paris/add_review/',
        authorization: 'Bearer abc',
        body: { name: 'Paris', content: 'Lovely' },
      },
    ]);
    const request = api.fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe(`${TEST_API}/api/cities/Paris/add_review/`);
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  test('no Authorization header without a stored token; 204 gives undefined', async () => {
    const api = installFakeApi({
      'DELETE /api/cities/Paris/reviews/3/': () => new Response(null, { status: 204 }),
    });
    await expect(apiDelete('/api/cities/Paris/reviews/3/')).resolves.toBeUndefined();
    expect(api.calls[0]!.authorization).toBeNull();
  });

  test('the base URL is read per request, so a config set later is used', async () => {
    const api = installFakeApi({ 'GET /api/cities/': () => json([]) });
    setRuntimeConfig({ apiBaseUrl: 'http://other.test', remotes });
    await apiGet('/api/cities/');
    expect((api.fetchMock.mock.calls[0]![0] as Request).url).toBe('http://other.test/api/cities/');
  });

  test('fetch failure → "Network error. Please check your connection."', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const err = await apiGet('/api/cities/').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0, code: 'NETWORK_ERROR' });
  });

  test('HTTP errors carry status, body and the extracted text', async () => {
    installFakeApi({
      'POST /api/register/': () =>
        json({ username: ['A user with that username already exists.'] }, 400, 'Bad Request'),
    });
    const err = await apiPost('/api/register/', {}).catch((e: unknown) => e);
    expect(err).toMatchObject({
      message: 'A user with that username already exists.',
      status: 400,
      body: { username: ['A user with that username already exists.'] },
      fromBody: true,
    });
  });

  test('apiClient used directly rejects with ApiError too', async () => {
    installFakeApi({
      'GET /api/cities/': () => json({ detail: 'Nope' }, 500, 'Internal Server Error'),
    });
    await expect(apiClient.get('/api/cities/').json()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Nope',
      status: 500,
    });
  });

  test('apiUpload without a progress callback sends multipart through the shared client', async () => {
    signInWithTokens('abc');
    const api = installFakeApi({ 'POST /api/lifestyle-photos/': () => json({ id: 9 }, 201) });
    const form = new FormData();
    form.append('title', 'Sunset');
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'sunset.png');
    await expect(apiUpload<{ id: number }>('/api/lifestyle-photos/', form)).resolves.toEqual({
      id: 9,
    });
    expect(String(api.calls[0]!.body)).toContain('name="image"; filename="sunset.png"');
    const request = api.fetchMock.mock.calls[0]![0] as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.calls[0]!.authorization).toBe('Bearer abc');
  });
});

/** A scripted XMLHttpRequest: the test drives upload progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('apiUpload with progress (XMLHttpRequest)', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    jest.useRealTimers();
  });

  const photoForm = () => {
    const form = new FormData();
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'sunset.png');
    return form;
  };

  test('the spec ramp is the floor: 10 every 200 ms up to 90, then 100 when all bytes are sent', async () => {
    jest.useFakeTimers();
    signInWithTokens('abc');
    const progress: number[] = [];
    const done = apiUpload<{ id: number }>('/api/lifestyle-photos/', photoForm(), {
      onProgress: (p) => progress.push(p),
    });
    await jest.advanceTimersByTimeAsync(2400); // 12 steps of 200 ms: capped at 90
    expect(progress).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${TEST_API}/api/lifestyle-photos/`);
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.answer(201, { id: 9 });
    await expect(done).resolves.toEqual({ id: 9 });
    expect(progress.at(-1)).toBe(100);
  });

  test('real progress ahead of the ramp is shown as it happens, never going back', async () => {
    jest.useFakeTimers();
    const progress: number[] = [];
    const done = apiUpload('/api/lifestyle-photos/', photoForm(), {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.sent[0]!;
    xhr.progress(45, 100);
    xhr.progress(30, 100); // out of order events never move it back
    await jest.advanceTimersByTimeAsync(200);
    xhr.progress(100, 100); // all bytes, not yet confirmed by the upload's load event
    expect(progress).toEqual([0, 45, 99]);
    xhr.answer(201, { id: 1 });
    await done;
    expect(progress).toEqual([0, 45, 99, 100]);
  });

  test('a 401 refreshes once and sends again; an error answer carries the server words', async () => {
    signInWithTokens();
    installFakeApi({ 'POST /api/token/refresh/': () => json({ access: 'new-access' }) });
    const done = apiUpload('/api/lifestyle-photos/', photoForm(), { onProgress: () => undefined });
    FakeXhr.sent[0]!.answer(401, { detail: 'expired' });
    await waitFor(() => FakeXhr.sent.length === 2);
    expect(FakeXhr.sent[1]!.headers.Authorization).toBe('Bearer new-access');
    FakeXhr.sent[1]!.answer(400, { title: ['Title is required'], detail: 'Bad photo' });
    await expect(done).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Bad photo',
      body: { title: ['Title is required'], detail: 'Bad photo' },
    });
  });

  test('a network failure says so', async () => {
    const done = apiUpload('/api/lifestyle-photos/', photoForm(), { onProgress: () => undefined });
    FakeXhr.sent[0]!.onerror?.();
    await expect(done).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });
});

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

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
    let copyA: typeof import('./api-client') | undefined;
    let copyB: typeof import('./api-client') | undefined;
    jest.isolateModules(() => {
      copyA = jest.requireActual<typeof import('./api-client')>('./api-client');
    });
    jest.isolateModules(() => {
      copyB = jest.requireActual<typeof import('./api-client')>('./api-client');
    });
    expect(copyA).not.toBe(copyB);
    const results = await Promise.all([
      copyA!.apiGet('/api/cities/'),
      copyB!.apiGet('/api/cities/'),
      copyA!.apiGet('/api/cities/'),
      copyB!.apiGet('/api/cities/'),
    ]);
    expect(results).toHaveLength(4);
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(1);
  });
});

/** navigator.locks as a browser gives it, with the lock held by "another tab" until `release()`. */
function installWebLocks() {
  let otherTabHolds = true;
  let release!: () => void;
  const otherTabDone = new Promise<void>(
    (resolve) =>
      (release = () => {
        otherTabHolds = false;
        resolve();
      }),
  );
  let requested!: () => void;
  const requestedOnce = new Promise<void>((resolve) => (requested = resolve));
  const held: string[] = [];
  type Callback = (lock: { name: string } | null) => Promise<unknown> | unknown;
  const request = jest.fn(
    async (
      name: string,
      optionsOrCallback: { ifAvailable?: boolean } | Callback,
      last?: Callback,
    ) => {
      const callback = (last ?? optionsOrCallback) as Callback;
      const ifAvailable = last
        ? (optionsOrCallback as { ifAvailable?: boolean }).ifAvailable
        : false;
      if (ifAvailable && otherTabHolds) return await callback(null);
      requested();
      await otherTabDone;
      held.push(name);
      try {
        return await callback({ name });
      } finally {
        held.pop();
      }
    },
  );
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { release, request, held, requested: requestedOnce };
}

describe('token refresh across tabs (Web Locks)', () => {
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  test('the refresh runs while this tab holds the site-wide lock', async () => {
    signInWithTokens();
    const locks = installWebLocks();
    const heldDuringRefresh: string[][] = [];
    const api = protectedRoutes(() => {
      heldDuringRefresh.push([...locks.held]);
      return json({ access: 'new-access', refresh: 'new-refresh' });
    });
    locks.release();
    await expect(apiGet('/api/cities/')).resolves.toEqual([{ id: 1 }]);
    // The lock was free: taken at once, no waiting.
    expect(locks.request).toHaveBeenCalledTimes(1);
    expect(locks.request.mock.calls[0]![0]).toBe(TOKEN_REFRESH_LOCK);
    expect(heldDuringRefresh).toEqual([[TOKEN_REFRESH_LOCK]]);
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(1);
  });

  test('another tab refreshed while this one waited → no second refresh (no replay), its token is used', async () => {
    signInWithTokens();
    const locks = installWebLocks();
    const api = protectedRoutes(() => json({ access: 'never-used', refresh: 'never-used' }));
    const calls = Promise.all([apiGet('/api/cities/'), apiGet('/api/cities/')]);
    await locks.requested;
    // The other tab rotates the shared tokens, then lets go of the lock.
    localStorage.setItem(storageKeys.accessToken, 'new-access');
    localStorage.setItem(storageKeys.refreshToken, 'rotated-by-other-tab');
    locks.release();
    await expect(calls).resolves.toEqual([[{ id: 1 }], [{ id: 1 }]]);
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('rotated-by-other-tab');
    expect(getBus().auth.getValue().hasTokens).toBe(true);
  });

  test("the other tab's new token reaches this tab after its lock does → waited for, no replay", async () => {
    signInWithTokens();
    const locks = installWebLocks();
    const api = protectedRoutes(() => json({ access: 'never-used', refresh: 'never-used' }));
    const call = apiGet('/api/cities/');
    await locks.requested;
    // The lock comes first; the other tab's write lands here a moment later.
    locks.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    localStorage.setItem(storageKeys.accessToken, 'new-access');
    localStorage.setItem(storageKeys.refreshToken, 'rotated-by-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.accessToken }));
    await expect(call).resolves.toEqual([{ id: 1 }]);
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
  });

  test("another tab's refresh failed while this one waited → signed out, no refresh here", async () => {
    signInWithTokens();
    const locks = installWebLocks();
    const api = protectedRoutes(() => json({ access: 'never-used' }));
    const call = apiGet('/api/cities/');
    await locks.requested;
    localStorage.clear();
    locks.release();
    await expect(call).rejects.toMatchObject({ message: SESSION_EXPIRED_MESSAGE });
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
  });
});
