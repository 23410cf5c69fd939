import { useState } from 'react';
import {
  useIsFetching,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@citylens/shared/query';
import { getBus, toFriendlyMessage, useAuth, useResumeAfterSignIn } from '@citylens/shared';

/** Said when a like is pressed offline: it is kept and sent once back online. */
export const LIKE_QUEUED_MESSAGE =
  "You're offline. Your like will be sent when you're back online.";

export interface LikeToggleOptions<Item, Result> {
  /** The sign-in action's kind ("like-city"): a like asked for while signed out. */
  kind: string;
  /** The item's id, in that action and to keep one like per item in flight. */
  idOf: (item: Item) => string | number;
  isLiked: (item: Item) => boolean;
  /** Sends the like; the server toggles it and answers with its verdict. */
  send: (item: Item) => Promise<Result>;
  /** Writes the server's answer into every cached copy of the item. */
  reconcile: (queryClient: QueryClient, item: Item, result: Result) => void;
  /** What the like changes, refreshed once the server has answered. */
  invalidates: (item: Item) => QueryKey[];
  /** The queries reloaded for the visitor on sign-in; a resumed like waits for them. */
  reloadedOnSignIn: QueryKey;
  /** The item a sign-in action is for, when this hook shows it. */
  find: (target: string | number) => Item | undefined;
  /** The toast's words when the like fails ("Failed to like photo"). */
  failure: string;
  /** Runs before the sign-in modal is asked for (a viewer steps aside). */
  onSignedOut?: () => void;
}

/**
 * A heart's toggle. The like shows once the server has answered (its verdict is written into the
 * cache, then what it changes is refreshed); a failure leaves the cache as it was and says so in a
 * toast. Signed out, the host's sign-in modal is asked for and the like is made after sign-in,
 * once the items have been reloaded for the visitor: one they already liked stays liked (the call
 * toggles). Each item's like in flight disables only that item.
 */
export function useLikeToggle<Item, Result>(options: LikeToggleOptions<Item, Result>) {
  const { kind, idOf, isLiked, send, reconcile, invalidates, find, failure } = options;
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string | number>>(() => new Set());
  const mutation = useMutation({
    mutationFn: send,
    // Offline, a like waits and is sent once the browser is back online (the one write that may:
    // it changes nothing but the heart, and is sent once however it was pressed).
    networkMode: 'online',
    onSuccess: (result, item) => {
      reconcile(queryClient, item, result);
      for (const queryKey of invalidates(item)) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      getBus().sendIntent({
        type: 'toast',
        tone: 'error',
        message: toFriendlyMessage(error, failure),
      });
    },
    onSettled: (_result, _error, item) =>
      setPendingIds((ids) => new Set([...ids].filter((id) => id !== idOf(item)))),
  });

  const like = (item: Item) => {
    const id = idOf(item);
    if (pendingIds.has(id)) return;
    setPendingIds((ids) => new Set(ids).add(id));
    if (!navigator.onLine) {
      getBus().sendIntent({ type: 'toast', tone: 'info', message: LIKE_QUEUED_MESSAGE });
    }
    mutation.mutate(item);
  };

  const refreshing = useIsFetching({ queryKey: options.reloadedOnSignIn }) > 0;
  useResumeAfterSignIn(
    'discovery',
    (action) => action.kind === kind && find(action.target) !== undefined,
    (action) => {
      const item = find(action.target);
      if (item && !isLiked(item)) like(item);
    },
    !refreshing,
  );

  return {
    toggle: (item: Item) => {
      if (status !== 'signed-in') {
        options.onSignedOut?.();
        getBus().sendIntent({
          type: 'open-sign-in',
          then: { app: 'discovery', kind, target: idOf(item) },
        });
        return;
      }
      like(item);
    },
    isPending: (id: string | number) => pendingIds.has(id),
  };
}
