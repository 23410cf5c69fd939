import { getBusInternal } from '../bus/bus';
import { storageKeys } from '../contracts/storage-keys';
import {
  clearStoredSession,
  readAccessToken,
  readRefreshToken,
  sessionGeneration,
  storeTokens,
} from '../stores/session-storage';
import { ApiError, INVALID_TOKEN_MESSAGE, SESSION_EXPIRED_MESSAGE, toApiError } from './api-error';
import { apiPaths } from '../contracts/api-paths';

/**
 * Token refresh (spec §4): after a 401, one refresh for every concurrent caller on the page (the
 * flight sits on the bus) and, with Web Locks, one at a time across the site's tabs.
 */

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
export const isTokenCall = (url: string) => {
  const path = pathOf(url);
  return (
    path.endsWith(TOKEN_PATH) ||
    path.endsWith(TOKEN_REFRESH_PATH) ||
    path.endsWith(TOKEN_LOGOUT_PATH)
  );
};

/** Credentials are not sent to login and refresh: an expired bearer must not get them rejected. */
export const sendsNoBearer = (url: string) => {
  const path = pathOf(url);
  return path.endsWith(TOKEN_PATH) || path.endsWith(TOKEN_REFRESH_PATH);
};

export const bearerOf = (request: Request) => {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
};

/** The refresh call itself: the shared client's POST of the refresh token to TOKEN_REFRESH_PATH. */
export type RefreshRequest = (refresh: string) => Promise<{ access?: unknown; refresh?: unknown }>;

/** Log out locally: tokens and user gone, everyone on the bus sees signed-out. */
export function endLocalSession(): void {
  clearStoredSession();
  getBusInternal().setAuth({ status: 'signed-out', user: null, hasTokens: false });
}

async function refreshAccessToken(requestRefresh: RefreshRequest): Promise<string> {
  const refresh = readRefreshToken();
  const generation = sessionGeneration();
  try {
    if (!refresh) throw new ApiError(INVALID_TOKEN_MESSAGE, 401, null, 'INVALID_TOKEN');
    const data = await requestRefresh(refresh);
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
function refreshUnlessDone(staleToken: string, requestRefresh: RefreshRequest): Promise<string> {
  const current = readAccessToken();
  // Another request (or another tab) already refreshed: just use the newer token.
  if (current && current !== staleToken) return Promise.resolve(current);
  // Logged out meanwhile (e.g. a refresh just failed): no second refresh, no second toast.
  if (!current)
    return Promise.reject(new ApiError(SESSION_EXPIRED_MESSAGE, 401, null, 'SESSION_EXPIRED'));
  return refreshAccessToken(requestRefresh);
}

/**
 * How long a tab waits for another tab's new token to reach its copy of localStorage. The wait
 * ends at the storage event, which comes whether that refresh worked (a new token) or not (the
 * tokens removed); the limit only matters when the other tab closed mid-refresh.
 */
export const OTHER_TAB_TOKEN_WAIT_MS = 10_000;

/** How long a tab that refreshed says so to the others (see refreshedMarkOf). */
const REFRESHED_MARK_MS = 30_000;

/**
 * The lock a tab holds for a while after it refreshed `staleToken`, named after that token (a
 * short hash: a name, not a secret). Lock requests and queries are served in order by one lock
 * manager, so a tab that gets the refresh lock after this one let go always sees the mark, even
 * when the new token has not reached its copy of localStorage yet.
 */
export function refreshedMarkOf(staleToken: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < staleToken.length; i++) {
    hash = Math.imul(hash ^ staleToken.charCodeAt(i), 0x01000193);
  }
  return `${TOKEN_REFRESH_LOCK}:refreshed:${(hash >>> 0).toString(36)}:${staleToken.length}`;
}

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

/** Whether another tab has refreshed `staleToken` (its mark is held). */
async function refreshedInAnotherTab(locks: LockManager, staleToken: string): Promise<boolean> {
  if (typeof locks.query !== 'function') return false;
  const mark = refreshedMarkOf(staleToken);
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === mark);
}

/**
 * Tabs share the stored tokens, and a refresh token works once: two tabs refreshing the same
 * token at the same moment would look like a replay, and the server ends the session in both.
 * With Web Locks, tabs take turns. The first refreshes and, before it lets go, marks the stale
 * token as refreshed. A tab that had to wait, or finds that mark, waits for the new token to
 * reach its storage and uses it; only a tab with neither refreshes.
 */
async function refreshAcrossTabs(
  staleToken: string,
  requestRefresh: RefreshRequest,
): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshUnlessDone(staleToken, requestRefresh);
  const refreshHere = async (waited: boolean) => {
    if (waited || (await refreshedInAnotherTab(locks, staleToken))) {
      await storedTokenChange(staleToken, OTHER_TAB_TOKEN_WAIT_MS);
    }
    const refreshingHere = readAccessToken() === staleToken;
    const token = await refreshUnlessDone(staleToken, requestRefresh);
    if (refreshingHere) {
      // Taken before the refresh lock is let go; held a while, not awaited.
      void locks.request(
        refreshedMarkOf(staleToken),
        () => new Promise((resolve) => setTimeout(resolve, REFRESHED_MARK_MS)),
      );
    }
    return token;
  };
  const uncontended = await locks.request(TOKEN_REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock ? refreshHere(false) : null,
  );
  if (uncontended !== null) return uncontended;
  return await locks.request(TOKEN_REFRESH_LOCK, () => refreshHere(true));
}

/**
 * A fresh access token after `staleToken` got a 401. One refresh for any number of concurrent
 * callers on the page: the promise sits on the bus, which every copy of this package shares.
 */
export function getFreshAccessToken(
  staleToken: string,
  requestRefresh: RefreshRequest,
): Promise<string> {
  const bus = getBusInternal();
  if (bus.refreshInFlight) return bus.refreshInFlight;
  const flight = refreshAcrossTabs(staleToken, requestRefresh).finally(() => {
    if (bus.refreshInFlight === flight) bus.refreshInFlight = null;
  });
  bus.refreshInFlight = flight;
  return flight;
}
