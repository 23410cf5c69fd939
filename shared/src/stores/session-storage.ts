import { storageKeys, type User } from '../contracts';

/** localStorage access for the session; every read tolerates blocked storage and bad JSON. */

/** This tab's localStorage; undefined where there is none or it is blocked (a server, privacy modes). */
export function localStorageIfAvailable(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readAccessToken(): string | null {
  return localStorageIfAvailable()?.getItem(storageKeys.accessToken) ?? null;
}

export function readRefreshToken(): string | null {
  return localStorageIfAvailable()?.getItem(storageKeys.refreshToken) ?? null;
}

/**
 * This tab's session generation: every clear (logout, a rejected refresh) moves it on, so a
 * refresh that was in flight across a logout cannot store its tokens afterwards.
 */
let generation = 0;

export function sessionGeneration(): number {
  return generation;
}

/**
 * Stores tokens. With `expected` (a refresh's answer) only while the session it started in is
 * still the current one: same generation here, and the refresh token it rotated still stored
 * (another tab may have logged out). Returns whether they were stored.
 */
export function storeTokens(
  access: string,
  refresh?: string | null,
  expected?: { generation: number; replacing: string },
): boolean {
  const s = localStorageIfAvailable();
  if (
    expected &&
    (expected.generation !== generation || readRefreshToken() !== expected.replacing)
  ) {
    return false;
  }
  s?.setItem(storageKeys.accessToken, access);
  if (refresh) s?.setItem(storageKeys.refreshToken, refresh);
  return true;
}

export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<User>;
  return typeof v.username === 'string' && (typeof v.id === 'number' || typeof v.id === 'string');
}

export function readStoredUser(): User | null {
  const raw = localStorageIfAvailable()?.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User): void {
  localStorageIfAvailable()?.setItem(storageKeys.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  generation += 1;
  const s = localStorageIfAvailable();
  s?.removeItem(storageKeys.accessToken);
  s?.removeItem(storageKeys.refreshToken);
  s?.removeItem(storageKeys.user);
  s?.removeItem(storageKeys.eventMarks);
}
