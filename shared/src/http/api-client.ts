import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance, type Options } from 'ky';
import { apiRequestBaseUrl } from '../config/runtime-config';
import { apiPaths } from '../contracts/api-paths';
import { storageKeys } from '../contracts/storage-keys';
import { getBusInternal } from '../bus/bus';
import {
  clearStoredSession,
  readAccessToken,
  readRefreshToken,
  sessionGeneration,
  storeTokens,
} from '../session/session-storage';
import {
  ApiError,
  INVALID_TOKEN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  extractErrorMessage,
  messageFromBody,
} from './api-error';

export const TOKEN_PATH = apiPaths.token;
export const TOKEN_REFRESH_PATH = apiPaths.tokenRefresh;
export const TOKEN_LOGOUT_PATH = apiPaths.tokenLogout;

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** Login, refresh and logout never trigger a refresh (spec §4). */
const isTokenCall = (url: string) => {
  const path = pathOf(url);
  return (
    path.endsWith(TOKEN_PATH) ||
    path.endsWith(TOKEN_REFRESH_PATH) ||
    path.endsWith(TOKEN_LOGOUT_PATH)
  );
};

/** Credentials are not sent to login and refresh: an expired bearer must not get them rejected. */
const sendsNoBearer = (url: string) => {
  const path = pathOf(url);
  return path.endsWith(TOKEN_PATH) || path.endsWith(TOKEN_REFRESH_PATH);
};

const bearerOf = (request: Request) => {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
};

/** Log out locally: tokens and user gone, everyone on the bus sees signed-out. */
export function endLocalSession(): void {
  clearStoredSession();
  getBusInternal().setAuth({ status: 'signed-out', user: null, hasTokens: false });
}

async function refreshAccessToken(): Promise<string> {
  const refresh = readRefreshToken();
  const generation = sessionGeneration();
  try {
    if (!refresh) throw new ApiError(INVALID_TOKEN_MESSAGE, 401, null, 'INVALID_TOKEN');
    const data = await apiClient
      .post(TOKEN_REFRESH_PATH, { json: { refresh } })
      .json<{ access?: unknown; refresh?: unknown }>();
    if (typeof data?.access !== 'string' || !data.access) {
      throw new ApiError(INVALID_TOKEN_MESSAGE, 401, data, 'INVALID_TOKEN');
    }
    // Rotation: keep the new refresh token when the server sends one; but not after a logout
    // that happened while this refresh was in flight (the session it belongs to has ended).
    const kept = storeTokens(
      data.access,
      typeof data.refresh === 'string' ? data.refresh : refresh,
      {
        generation,
        replacing: refresh,
      },
    );
    if (!kept) throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, null, 'SESSION_EXPIRED');
    return data.access;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'SESSION_EXPIRED') throw err;
    // Offline is not a rejected refresh: keep the session and report the network problem.
    const failure = toApiError(err);
    if (failure.code === 'NETWORK_ERROR' || failure.code === 'TIMEOUT') throw failure;
    endLocalSession();
    getBusInternal().sendIntent({ type: 'toast', message: SESSION_EXPIRED_MESSAGE, tone: 'error' });
    throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, null, 'SESSION_EXPIRED');
  }
}

/** Resolves once a refresh this tab has in flight has settled (a logout waits for it). */
export async function refreshSettled(): Promise<void> {
  const flight = getBusInternal().refreshInFlight;
  if (flight) await flight.catch(() => undefined);
}

/** The Web Lock every tab of the site takes around a token refresh. */
export const TOKEN_REFRESH_LOCK = 'citylens-token-refresh';

/** The token to retry with: a newer one already stored, else the outcome of a refresh. */
function refreshUnlessDone(staleToken: string): Promise<string> {
  const current = readAccessToken();
  // Another request (or another tab) already refreshed: just use the newer token.
  if (current && current !== staleToken) return Promise.resolve(current);
  // Logged out meanwhile (e.g. a refresh just failed): no second refresh, no second toast.
  if (!current)
    return Promise.reject(new ApiError(SESSION_EXPIRED_MESSAGE, 401, null, 'SESSION_EXPIRED'));
  return refreshAccessToken();
}

/** How long a tab that waited for another tab's refresh waits for its new token to arrive. */
export const OTHER_TAB_TOKEN_WAIT_MS = 2000;

/**
 * Resolves once the stored access token is no longer `staleToken` (or `ms` have passed). Another
 * tab's write reaches this tab's copy of localStorage a moment after that tab's lock is let go:
 * Chrome delivers the two separately, so the lock alone does not mean the token is here yet.
 */
function storedTokenChange(staleToken: string, ms: number): Promise<void> {
  if (readAccessToken() !== staleToken || typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.accessToken) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
  });
}

/**
 * Tabs share the stored tokens, and a refresh token works once: two tabs refreshing the same
 * token at the same moment would look like a replay, and the server ends the session in both.
 * With Web Locks, tabs take turns: the first refreshes; one that had to wait for the lock waits
 * for the first tab's new token to reach its storage, and uses it.
 */
async function refreshAcrossTabs(staleToken: string): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshUnlessDone(staleToken);
  const uncontended = await locks.request(TOKEN_REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock ? refreshUnlessDone(staleToken) : null,
  );
  if (uncontended !== null) return uncontended;
  return await locks.request(TOKEN_REFRESH_LOCK, async () => {
    await storedTokenChange(staleToken, OTHER_TAB_TOKEN_WAIT_MS);
    return refreshUnlessDone(staleToken);
  });
}

/**
 * A fresh access token after `staleToken` got a 401. One refresh for any number of concurrent
 * callers on the page: the promise sits on the bus, which every copy of this package shares.
 */
export function getFreshAccessToken(staleToken: string): Promise<string> {
  const bus = getBusInternal();
  if (bus.refreshInFlight) return bus.refreshInFlight;
  const flight = refreshAcrossTabs(staleToken).finally(() => {
    if (bus.refreshInFlight === flight) bus.refreshInFlight = null;
  });
  bus.refreshInFlight = flight;
  return flight;
}

/** Any failure of a shared-client call as an ApiError with the text to show. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isHTTPError(err)) {
    const { status, statusText } = err.response;
    const body: unknown = err.data;
    return new ApiError(
      extractErrorMessage(body, status, statusText),
      status,
      body,
      'HTTP_ERROR',
      messageFromBody(body) !== null,
    );
  }
  if (isTimeoutError(err)) return new ApiError(NETWORK_ERROR_MESSAGE, 0, null, 'TIMEOUT');
  if (isNetworkError(err) || err instanceof TypeError) {
    return new ApiError(NETWORK_ERROR_MESSAGE, 0, null, 'NETWORK_ERROR');
  }
  return new ApiError(err instanceof Error ? err.message : String(err), 0, null);
}

/**
 * The one HTTP client. Paths like '/api/cities/' are joined to the runtime config's apiBaseUrl,
 * read per request (the config loads after this module). JSON by default, bearer token from
 * localStorage, and on a 401 one shared refresh then one retry (spec §4 "Token refresh").
 */
export const apiClient: KyInstance = ky.create({
  timeout: 15_000,
  // Only the token-refresh retry below; a forced retry still needs a limit of 1 and a cloned body.
  retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
  headers: { Accept: 'application/json' },
  hooks: {
    init: [
      (options) => {
        if (options.prefix === undefined) options.prefix = apiRequestBaseUrl();
      },
    ],
    beforeRequest: [
      ({ request }) => {
        if (request.headers.has('Authorization') || sendsNoBearer(request.url)) return;
        const token = readAccessToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async ({ request, response, retryCount }) => {
        if (response.status !== 401 || retryCount > 0 || isTokenCall(request.url)) return;
        const sent = bearerOf(request);
        // Anonymous calls have nothing to refresh: their 401 is the answer.
        if (!sent) return;
        const fresh = await getFreshAccessToken(sent);
        const headers = new Headers(request.headers);
        headers.set('Authorization', `Bearer ${fresh}`);
        return ky.retry({
          request: new Request(request, { headers }),
          delay: 0,
          code: 'TOKEN_REFRESHED',
        });
      },
    ],
    // Callers of apiClient itself get the same ApiError as the helpers' callers.
    beforeError: [({ error }) => toApiError(error)],
  },
});

/** Options the helpers accept: ky's, minus what the helper itself sets. */
export type ApiRequestOptions = Omit<Options, 'method' | 'body' | 'json'>;

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

async function send<T>(method: string, path: string, options: Options = {}): Promise<T> {
  try {
    const response = await apiClient(path, {
      ...options,
      method,
      ...(isAbsolute(path) ? { prefix: '' } : {}),
    });
    return await readBody<T>(response);
  } catch (err) {
    throw toApiError(err);
  }
}

export async function apiGet<T>(path: string, opts?: ApiRequestOptions): Promise<T> {
  return send<T>('get', path, opts);
}

export function apiPost<T>(path: string, body?: unknown, opts?: ApiRequestOptions): Promise<T> {
  return send<T>('post', path, body === undefined ? opts : { ...opts, json: body });
}

export function apiPut<T>(path: string, body?: unknown, opts?: ApiRequestOptions): Promise<T> {
  return send<T>('put', path, body === undefined ? opts : { ...opts, json: body });
}

export function apiPatch<T>(path: string, body?: unknown, opts?: ApiRequestOptions): Promise<T> {
  return send<T>('patch', path, body === undefined ? opts : { ...opts, json: body });
}

/** DELETE; some calls carry a JSON body (account deletion sends the password). */
export function apiDelete<T>(
  path: string,
  opts?: ApiRequestOptions & { json?: unknown },
): Promise<T> {
  return send<T>('delete', path, opts);
}

/** Spec §4 "Upload": progress rises by 10 every 200 ms up to 90, then 100 on completion. */
export const UPLOAD_PROGRESS_STEP = 10;
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;
export const UPLOAD_PROGRESS_CAP = 90;

export interface ApiUploadOptions extends ApiRequestOptions {
  /**
   * Called with 0…100: the browser's real upload progress, never behind the spec's ramp (10 every
   * 200 ms up to 90); 100 once every byte is sent (the server may still be processing).
   */
  onProgress?: (percent: number) => void;
  method?: 'post' | 'put' | 'patch';
}

const hasXhr = () => typeof XMLHttpRequest === 'function';

function joinUrl(path: string): string {
  if (isAbsolute(path)) return path;
  const base = apiRequestBaseUrl().replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}

function parseXhrBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One XHR send: XMLHttpRequest is the browser API that reports upload progress over HTTP/1.1. */
function sendWithXhr(
  method: string,
  url: string,
  formData: FormData,
  token: string | null,
  onBytes: (loaded: number, total: number) => void,
  onSent: () => void,
  signal: AbortSignal | null | undefined,
): Promise<{ status: number; statusText: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), url);
    xhr.timeout = 120_000;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onBytes(event.loaded, event.total);
    };
    xhr.upload.onload = () => onSent();
    xhr.onload = () =>
      resolve({ status: xhr.status, statusText: xhr.statusText, body: parseXhrBody(xhr) });
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0, null, 'NETWORK_ERROR'));
    xhr.ontimeout = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0, null, 'TIMEOUT'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/**
 * Multipart upload with progress (the browser sets the boundary). With a progress callback in a
 * browser it goes through XMLHttpRequest, whose upload events report the real bytes sent (fetch
 * only streams request bodies over HTTP/2); the same bearer token and one refresh on a 401 as
 * every other call. Without a callback it goes through the shared ky client.
 */
export async function apiUpload<T>(
  path: string,
  formData: FormData,
  opts: ApiUploadOptions = {},
): Promise<T> {
  const { onProgress, method = 'post', ...rest } = opts;
  if (!onProgress || !hasXhr()) {
    const result = await send<T>(method, path, { timeout: 120_000, ...rest, body: formData });
    onProgress?.(100);
    return result;
  }
  let ramp = 0;
  let real = 0;
  let shown = -1;
  const report = () => {
    const next = Math.max(ramp, real);
    if (next > shown) {
      shown = next;
      onProgress(next);
    }
  };
  report();
  const timer = setInterval(() => {
    if (ramp >= UPLOAD_PROGRESS_CAP) return;
    ramp = Math.min(UPLOAD_PROGRESS_CAP, ramp + UPLOAD_PROGRESS_STEP);
    report();
  }, UPLOAD_PROGRESS_INTERVAL_MS);
  const onBytes = (loaded: number, total: number) => {
    // 100 is kept for "every byte sent"; until then real progress tops out at 99.
    real = Math.max(real, Math.min(99, Math.floor((loaded / Math.max(total, 1)) * 100)));
    report();
  };
  const onSent = () => {
    real = 100;
    report();
  };
  const url = joinUrl(path);
  try {
    const token = readAccessToken();
    let answer = await sendWithXhr(method, url, formData, token, onBytes, onSent, rest.signal);
    if (answer.status === 401 && token && !isTokenCall(url)) {
      const fresh = await getFreshAccessToken(token);
      answer = await sendWithXhr(method, url, formData, fresh, onBytes, onSent, rest.signal);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new ApiError(
        extractErrorMessage(answer.body, answer.status, answer.statusText),
        answer.status,
        answer.body,
        'HTTP_ERROR',
        messageFromBody(answer.body) !== null,
      );
    }
    real = 100;
    report();
    return answer.body as T;
  } finally {
    clearInterval(timer);
  }
}
