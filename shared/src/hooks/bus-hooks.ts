import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type {
  ActiveOverlay,
  AuthState,
  CartState,
  ReadableStream$,
  SignInAction,
  Toast,
} from '../contracts';
import { getBus } from '../bus/bus';
import { useServerPassFor } from './use-server-pass';

/** What the host's server renders for every visitor (and the browser's hydration with it). */
const ANONYMOUS_AUTH: AuthState = { status: 'loading', user: null, hasTokens: false };
const EMPTY_CART: CartState = { items: [], count: 0, subtotal: 0, total: 0 };

/**
 * The current value of a bus stream; re-renders on change. `serverValue` is the value on a
 * server-rendered pass; the visitor's own value follows right after hydration, in a transition.
 * (Read from the stream at once, React's check after hydration found it changed and re-rendered
 * the header and footer in a blocking task after the first paint.)
 */
export function useBusValue<T>(stream: ReadableStream$<T>, serverValue?: T): T {
  // Without a server value both snapshots read the stream: nothing to re-render after hydration.
  const serverPass = useServerPassFor(serverValue !== undefined);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.value$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  const getServerValue = useCallback(
    () => (serverValue === undefined ? stream.getValue() : serverValue),
    [stream, serverValue],
  );
  return useSyncExternalStore(
    subscribe,
    serverPass ? getServerValue : stream.getValue,
    getServerValue,
  );
}

export function useAuth(): AuthState {
  return useBusValue(getBus().auth, ANONYMOUS_AUTH);
}

/**
 * The visitor's cart. On the server's pass it is empty, as every visitor's page is the same HTML,
 * unless the page was rendered with the visitor's own cart (`serverCart`: the checkout).
 */
export function useCart(serverCart?: CartState): CartState {
  return useBusValue(getBus().cart, serverCart ?? EMPTY_CART);
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

/**
 * Carries out, once, the action that made this app ask the visitor to sign in (see SignInAction),
 * as soon as the session is signed in and `ready` (e.g. the visitor's own likes have loaded, so a
 * like is not toggled off). `accept` picks the actions this component owns.
 */
export function useResumeAfterSignIn(
  app: SignInAction['app'],
  accept: (action: SignInAction) => boolean,
  run: (action: SignInAction) => void,
  ready = true,
): void {
  const pending = useBusValue(getBus().signInAction);
  const { status } = useAuth();
  const acceptRef = useRef(accept);
  const runRef = useRef(run);
  useEffect(() => {
    acceptRef.current = accept;
    runRef.current = run;
  });
  useEffect(() => {
    if (pending?.status !== 'ready' || status !== 'signed-in' || !ready) return;
    const action = getBus().takeSignInAction(app, (a) => acceptRef.current(a));
    if (action) runRef.current(action);
  }, [pending, status, ready, app]);
}
