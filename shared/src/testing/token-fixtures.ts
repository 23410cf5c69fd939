/**
 * The HTTP client's and the session's tests: a clean start, a signed-in tab's stored tokens, and
 * routes that take only the refreshed token.
 */
import { getBus, resetBusForTests } from '../bus/bus';
import { storageKeys } from '../contracts';
import { configureTestApi, installFakeApi, json } from './fake-api';

/** Nothing stored, a fresh bus, the runtime config pointing at the fake API (in `beforeEach`). */
export function resetClientState(): void {
  localStorage.clear();
  resetBusForTests();
  configureTestApi();
}

export function signInWithTokens(access = 'old-access', refresh = 'old-refresh') {
  localStorage.setItem(storageKeys.accessToken, access);
  localStorage.setItem(storageKeys.refreshToken, refresh);
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 7, username: 'mara', email: 'm@x.io' }),
  );
  getBus(); // the bus reads the stored session when created
}

/** Five concurrent calls, all rejected with the old token, accepted with the new one. */
export function protectedRoutes(refreshHandler: () => Response | Promise<Response>) {
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
