import { QueryClient } from '@citylens/shared/query';
import { ApiError, localStorageIfAvailable, type EventIds } from '@citylens/shared';
import { eventMarkSetOf, storageKeys, withEventMarks } from '@citylens/shared/contracts';

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
  const queryClient = new QueryClient({
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
  keepEventMarks(queryClient);
  return queryClient;
}

/**
 * Keeps the visitor's event marks (contracts/event-marks.ts) with the booked and liked ids the
 * API gave last, or a booking or like set since; a set marked out of date (a booking cancelled
 * from the profile) is dropped from them.
 */
function keepEventMarks(queryClient: QueryClient): void {
  const storage = localStorageIfAvailable();
  if (!storage) return;
  queryClient.getQueryCache().subscribe((event) => {
    const of = eventMarkSetOf(event.query.queryKey);
    if (!of) return;
    // Not on removal: a set left unobserved is collected after a while, and still true. Signing
    // out drops the marks with the stored session (`clearStoredSession`).
    let ids: readonly number[] | null;
    if (event.type === 'updated' && event.action.type === 'invalidate') ids = null;
    else if (event.type === 'updated' && event.action.type === 'success')
      ids = (event.query.state.data as EventIds | undefined)?.ids ?? null;
    else return;
    try {
      const raw = storage.getItem(storageKeys.eventMarks);
      const marks = withEventMarks(raw, of.userId, of.set, ids);
      storage.setItem(storageKeys.eventMarks, JSON.stringify(marks));
    } catch {
      // Storage full or blocked: the page paints the anonymous pass, as without marks.
    }
  });
}
