import { getBus } from '@citylens/shared';
import type { QueryClient } from '@citylens/shared/query';

const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the stored session is confirmed or dropped (the profile call at start-up). */
function sessionSettled(): Promise<void> {
  const { auth } = getBus();
  return new Promise((resolve) => {
    const subscription = auth.value$.subscribe((state) => {
      if (state.status === 'loading') return;
      resolve();
      queueMicrotask(() => subscription.unsubscribe());
    });
  });
}

/** Resolves once no read is in flight (a signed-in visitor's bookings, likes, cart prices). */
function readsSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * What a press made before hydration waits for, in the host (`waitForVisitorState`): the session,
 * then the reads its render starts (they start in the effects after it, a task later), then
 * React Query's hand-over of their answers (in a task of its own).
 */
export function visitorStateApplied(queryClient: QueryClient): () => Promise<void> {
  return async () => {
    await sessionSettled();
    await task();
    await readsSettled(queryClient);
    await task();
  };
}
