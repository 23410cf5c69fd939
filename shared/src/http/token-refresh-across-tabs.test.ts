/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { storageKeys } from '../contracts';
import { getBus } from '../bus/bus';
import { apiGet } from './api-client';
import { SESSION_EXPIRED_MESSAGE } from './api-error';
import { TOKEN_REFRESH_LOCK, refreshedMarkOf } from './token-refresh';
import { json } from '../testing/fake-api';
import { protectedRoutes, resetClientState, signInWithTokens } from '../testing/token-fixtures';

beforeEach(resetClientState);

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
  const markedWhileHolding: string[] = [];
  type Callback = (lock: { name: string } | null) => Promise<unknown> | unknown;
  const request = jest.fn(
    async (
      name: string,
      optionsOrCallback: { ifAvailable?: boolean } | Callback,
      last?: Callback,
    ) => {
      const callback = (last ?? optionsOrCallback) as Callback;
      if (name !== TOKEN_REFRESH_LOCK) {
        if (held.includes(TOKEN_REFRESH_LOCK)) markedWhileHolding.push(name);
        return undefined;
      }
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
  /** Locks another tab holds besides the refresh lock (the lock manager's view). */
  const heldElsewhere: string[] = [];
  const query = jest.fn(async () => ({
    held: [...heldElsewhere, ...held].map((name) => ({ name })),
    pending: [],
  }));
  Object.defineProperty(navigator, 'locks', { value: { request, query }, configurable: true });
  return { release, request, held, heldElsewhere, markedWhileHolding, requested: requestedOnce };
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
    // The lock was free: taken at once, no waiting (the second request is the mark it leaves).
    expect(locks.request.mock.calls.map((call) => call[0])).toEqual([
      TOKEN_REFRESH_LOCK,
      refreshedMarkOf('old-access'),
    ]);
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

  test('another tab refreshed and let go before this tab asked, its token not here yet → its mark is seen, the token waited for, no replay', async () => {
    signInWithTokens();
    const locks = installWebLocks();
    const api = protectedRoutes(() => json({ access: 'never-used', refresh: 'never-used' }));
    // The other tab's refresh is over: the refresh lock is free, its mark on the old token held.
    locks.release();
    locks.heldElsewhere.push(refreshedMarkOf('old-access'));
    const call = apiGet('/api/cities/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
    localStorage.setItem(storageKeys.accessToken, 'new-access');
    localStorage.setItem(storageKeys.refreshToken, 'rotated-by-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.accessToken }));
    await expect(call).resolves.toEqual([{ id: 1 }]);
    expect(api.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
  });

  test('a tab that refreshed marks the old token before it lets go of the refresh lock', async () => {
    signInWithTokens();
    const locks = installWebLocks();
    locks.release();
    protectedRoutes(() => json({ access: 'new-access', refresh: 'new-refresh' }));
    await expect(apiGet('/api/cities/')).resolves.toEqual([{ id: 1 }]);
    const requested = locks.request.mock.calls.map((call) => call[0] as string);
    expect(requested).toEqual([TOKEN_REFRESH_LOCK, refreshedMarkOf('old-access')]);
    // Asked for inside the refresh lock's callback, so before the lock is let go.
    expect(locks.markedWhileHolding).toEqual([refreshedMarkOf('old-access')]);
  });
});
