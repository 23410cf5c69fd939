import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ActiveOverlay, AuthState, CartState, ReadableStream$, Toast } from '../contracts';
import { getBus } from '../bus/bus';

/** The current value of a bus stream; re-renders on change. */
export function useBusValue<T>(stream: ReadableStream$<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  return useSyncExternalStore(subscribe, stream.getValue, stream.getValue);
}

export function useAuth(): AuthState {
  return useBusValue(getBus().auth);
}

export function useCart(): CartState {
  return useBusValue(getBus().cart);
}

export function useOverlay(): ActiveOverlay {
  return useBusValue(getBus().overlay);
}

export function useToasts(): Toast[] {
  return useBusValue(getBus().toasts);
}

/** `value`, once it has stopped changing for `ms` (search boxes use 300 ms). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
