import { apiRequestBaseUrl } from '../config/runtime-config';
import { readAccessToken } from '../stores/session-storage';
import { freshAccessToken, isAbsolute, send, type ApiRequestOptions } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE, extractErrorMessage, messageFromBody } from './api-error';
import { isTokenCall } from './token-refresh';

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
      const fresh = await freshAccessToken(token);
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
