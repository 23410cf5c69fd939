import { getBus } from '@citylens/shared';
import { personalQueryKeys, type AuthState } from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';

/** Whom the API answers for: the user's id, null for a visitor, undefined while that is unknown. */
const accountOf = (auth: AuthState): number | null | undefined =>
  auth.status === 'loading'
    ? undefined
    : auth.status === 'signed-in'
      ? (auth.user?.id ?? null)
      : null;

/**
 * Refreshes the answers that depend on who asks once the account changes (sign-in, sign-out,
 * another user in another tab), so a heart shows the signed-in user's like, never the visitor's
 * or the previous user's. Returns the unsubscribe.
 */
export function refreshPersonalQueriesOnAccountChange(queryClient: QueryClient): () => void {
  const { auth } = getBus();
  // While the session loads, calls carry the stored user's token: their answers are for that user.
  let account = accountOf(auth.getValue()) ?? auth.getValue().user?.id ?? null;
  const subscription = auth.value$.subscribe((state) => {
    const next = accountOf(state);
    if (next === undefined || next === account) return;
    account = next;
    for (const queryKey of personalQueryKeys) void queryClient.invalidateQueries({ queryKey });
  });
  return () => subscription.unsubscribe();
}
