import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

/** Texts of spec §8 the client itself produces. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';
/** A call made with no network at all: said in place, and nothing was sent. */
export const OFFLINE_ERROR_MESSAGE =
  "You're offline. Nothing was sent: try again once you're back online.";

export type ApiErrorCode =
  'NETWORK_ERROR' | 'OFFLINE' | 'TIMEOUT' | 'SESSION_EXPIRED' | 'INVALID_TOKEN' | 'HTTP_ERROR';

/**
 * Every failed call through the shared client rejects with this. `message` is the text to show
 * (spec §7's extraction order); `status` is 0 when no response arrived.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code?: ApiErrorCode;
  /** True when `message` came from the response body rather than the status text. */
  readonly fromBody: boolean;

  constructor(
    message: string,
    status: number,
    body: unknown,
    code?: ApiErrorCode,
    fromBody = false,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = code;
    this.fromBody = fromBody;
  }
}

/** A string, or the first string of a list (DRF field errors are lists). */
function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string' && item.trim()) return item;
    }
  }
  return null;
}

/**
 * The message a response body carries, in spec §7's order: detail, message, error, a plain
 * string body, username, email, password, then the first non_field_errors item. Null if none.
 */
export function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() ? body : null;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  for (const key of ['detail', 'message', 'error'] as const) {
    const text = firstText(b[key]);
    if (text) return text;
  }
  for (const key of ['username', 'email', 'password'] as const) {
    const text = firstText(b[key]);
    if (text) return text;
  }
  return firstText(b.non_field_errors);
}

/** Body text, else the status text (spec §7), else the spec's "HTTP error! status: {code}". */
export function extractErrorMessage(body: unknown, status: number, statusText: string): string {
  return messageFromBody(body) ?? (statusText.trim() || `HTTP error! status: ${status}`);
}

/**
 * Text for the UI: the server's own words when it sent some, the client's own messages
 * (network, session expired), otherwise the caller's fallback (spec §8 fallbacks).
 */
export function toFriendlyMessage(
  err: unknown,
  fallback: string = UNEXPECTED_ERROR_MESSAGE,
): string {
  if (err instanceof ApiError) {
    if (err.fromBody || (err.code && err.code !== 'HTTP_ERROR')) return err.message;
    return fallback;
  }
  return fallback;
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
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      return new ApiError(OFFLINE_ERROR_MESSAGE, 0, null, 'OFFLINE');
    }
    return new ApiError(NETWORK_ERROR_MESSAGE, 0, null, 'NETWORK_ERROR');
  }
  return new ApiError(err instanceof Error ? err.message : String(err), 0, null);
}
