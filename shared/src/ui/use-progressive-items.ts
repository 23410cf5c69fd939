import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useMountedInServerPass } from '@citylens/shared';

/**
 * A long list, rendered a few items at a time: the first `first` items as deferred work when
 * the list arrives, then twice as many in each following task until all are there. Each commit
 * stays small (no long task as a grid of cards arrives), and the first cards paint first.
 * A server-rendered list is whole in the HTML (and so on hydration).
 */
export function useProgressiveItems<T>(items: readonly T[], first = 4): readonly T[] {
  const deferred = useDeferredValue(items);
  const serverPass = useMountedInServerPass();
  const [count, setCount] = useState(serverPass ? Number.POSITIVE_INFINITY : first);
  useEffect(() => {
    if (count >= deferred.length) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c * 2)), 0);
    return () => clearTimeout(timer);
  }, [count, deferred.length]);
  return deferred.length <= count ? deferred : deferred.slice(0, count);
}
