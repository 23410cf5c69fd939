import { QueryClient } from '@citylens/shared/query';
import { ApiError } from '@citylens/shared';

/**
 * One retry for a failure; none for the API's own refusals (4xx: an unknown city, a missing
 * event), which asking again cannot change and would only delay saying so.
 */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The page's one QueryClient (the host's; remotes use it through the shared react-query).
 * Offline, a read is still tried once (`offlineFirst`): the offline worker may hold a saved
 * city's answer. A write is never held back to be sent later without the visitor knowing
 * (`always`: offline it fails at once and says so); a like opts into being queued.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: retryOnce,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
