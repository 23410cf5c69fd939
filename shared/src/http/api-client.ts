import ky, { type KyInstance, type Options } from 'ky';
import { apiRequestBaseUrl } from '../config/runtime-config';
import { readAccessToken } from '../stores/session-storage';
import { toApiError } from './api-error';
import {
  bearerOf,
  getFreshAccessToken,
  isTokenCall,
  sendsNoBearer,
  TOKEN_REFRESH_PATH,
  type RefreshRequest,
} from './token-refresh';

const requestRefresh: RefreshRequest = (refresh) =>
  apiClient.post(TOKEN_REFRESH_PATH, { json: { refresh } }).json();

/** A fresh access token after `staleToken` got a 401 (one refresh for every caller, see token-refresh.ts). */
export const freshAccessToken = (staleToken: string) =>
  getFreshAccessToken(staleToken, requestRefresh);

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
        // On the host's server (no document) the API is a local hop: compressing its answers would
        // cost the API and the page render CPU and save nothing.
        if (typeof document === 'undefined') request.headers.set('Accept-Encoding', 'identity');
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
        const fresh = await freshAccessToken(sent);
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

export const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

export async function send<T>(method: string, path: string, options: Options = {}): Promise<T> {
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
