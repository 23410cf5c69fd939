import { BehaviorSubject, Subject } from 'rxjs';
import {
  BUS_GLOBAL_KEY,
  storageKeys,
  type ActiveOverlay,
  type AuthState,
  type CityLensBus,
  type PendingSignInAction,
  type ReadableStream$,
  type Toast,
  type UiIntent,
} from '../contracts';
import { createCartStore } from '../stores/cart-store';
import { readAccessToken, readStoredUser } from '../stores/session-storage';

/** Toasts disappear on their own after this long unless dismissed first. */
export const TOAST_DURATION_MS = 5000;

/**
 * What the bus carries beyond the public contract: the writers the session and HTTP client use.
 * It lives on the same global object, so a second copy of this package writes to the same bus.
 */
export interface CityLensBusInternal extends CityLensBus {
  readonly version: 1;
  setAuth(next: AuthState): void;
  /** The one token refresh in flight for the whole page (single flight across remotes). */
  refreshInFlight: Promise<string> | null;
  /** Stops timers and listeners; used by resetBusForTests. */
  dispose(): void;
}

function stream<T>(subject: BehaviorSubject<T>): ReadableStream$<T> {
  return { value$: subject.asObservable(), getValue: () => subject.getValue() };
}

function initialAuth(): AuthState {
  const hasTokens = Boolean(readAccessToken());
  // With a stored token the session is being checked (session.init); the stored user shows meanwhile.
  return hasTokens
    ? { status: 'loading', user: readStoredUser(), hasTokens }
    : { status: 'signed-out', user: null, hasTokens };
}

const overlayFor = (intent: UiIntent): ActiveOverlay | null => {
  switch (intent.type) {
    case 'open-sign-in':
      return { kind: 'sign-in' };
    case 'open-create-account':
      return { kind: 'create-account' };
    case 'open-reset-password':
      return { kind: 'reset-password' };
    case 'open-reviews':
      return { kind: 'reviews', cityName: intent.cityName };
    case 'open-cart':
      return { kind: 'cart' };
    case 'toast':
      return null;
  }
};

const isAuthOverlay = (overlay: ActiveOverlay) =>
  overlay.kind === 'sign-in' ||
  overlay.kind === 'create-account' ||
  overlay.kind === 'reset-password';

function createBus(): CityLensBusInternal {
  const auth = new BehaviorSubject<AuthState>(initialAuth());
  // The cart keeps its own state and persistence; the bus only carries its commands and state.
  const cart = createCartStore();
  const overlay = new BehaviorSubject<ActiveOverlay>({ kind: 'none' });
  const toasts = new BehaviorSubject<Toast[]>([]);
  const intents = new Subject<UiIntent>();
  const signInAction = new BehaviorSubject<PendingSignInAction | null>(null);
  // Signing in makes the waiting action ready for its app; signing out forgets any.
  const authSubscription = auth.subscribe((state) => {
    const pending = signInAction.getValue();
    if (!pending) return;
    if (state.status === 'signed-in' && pending.status === 'waiting')
      signInAction.next({ ...pending, status: 'ready' });
    else if (state.status === 'signed-out' && pending.status === 'ready') signInAction.next(null);
  });
  const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextToastId = 1;

  const dismissToast = (id: number) => {
    const timer = toastTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    toastTimers.delete(id);
    const current = toasts.getValue();
    if (current.some((t) => t.id === id)) toasts.next(current.filter((t) => t.id !== id));
  };

  // Another tab changed the session: follow it without writing back.
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === storageKeys.accessToken ||
      event.key === storageKeys.user ||
      event.key === null
    ) {
      const hasTokens = Boolean(readAccessToken());
      const user = readStoredUser();
      if (!hasTokens) auth.next({ status: 'signed-out', user: null, hasTokens: false });
      else if (user) auth.next({ status: 'signed-in', user, hasTokens: true });
    }
  };
  const win = typeof window !== 'undefined' ? window : undefined;
  win?.addEventListener('storage', onStorage);

  return {
    version: 1,
    auth: stream(auth),
    cart: cart.state,
    overlay: stream(overlay),
    toasts: stream(toasts),
    signInAction: stream(signInAction),
    intents$: intents.asObservable(),
    refreshInFlight: null,
    setAuth: (next) => auth.next(next),
    sendIntent(intent) {
      intents.next(intent);
      if (intent.type === 'toast') {
        const toast: Toast = { id: nextToastId++, message: intent.message, tone: intent.tone };
        toasts.next([...toasts.getValue(), toast]);
        toastTimers.set(
          toast.id,
          setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS),
        );
        return;
      }
      // A new request to sign in replaces the action of an earlier one; the auth dialogs switching
      // among themselves (Create Account, back to Sign In) keep it.
      if (intent.type === 'open-sign-in' && (intent.then || !isAuthOverlay(overlay.getValue())))
        signInAction.next(intent.then ? { action: intent.then, status: 'waiting' } : null);
      const next = overlayFor(intent);
      if (next) overlay.next(next);
    },
    sendCartCommand(command) {
      cart.apply(command);
    },
    closeOverlay() {
      const current = overlay.getValue();
      if (current.kind === 'none') return;
      // Closing the auth dialogs without signing in: the visitor changed their mind.
      if (isAuthOverlay(current) && signInAction.getValue()?.status === 'waiting')
        signInAction.next(null);
      overlay.next({ kind: 'none' });
    },
    takeSignInAction(app, accept = () => true) {
      const pending = signInAction.getValue();
      if (pending?.status !== 'ready' || pending.action.app !== app || !accept(pending.action))
        return null;
      signInAction.next(null);
      return pending.action;
    },
    dismissToast,
    dispose() {
      toastTimers.forEach((timer) => clearTimeout(timer));
      toastTimers.clear();
      win?.removeEventListener('storage', onStorage);
      authSubscription.unsubscribe();
      cart.dispose();
    },
  };
}

type GlobalWithBus = typeof globalThis & { [BUS_GLOBAL_KEY]?: CityLensBusInternal };

/** The bus with its internal writers; for the session and HTTP client inside this package. */
export function getBusInternal(): CityLensBusInternal {
  const g = globalThis as GlobalWithBus;
  let bus = g[BUS_GLOBAL_KEY];
  if (!bus) {
    bus = createBus();
    g[BUS_GLOBAL_KEY] = bus;
  }
  return bus;
}

/** The page's one bus, created on first use and kept on `globalThis[BUS_GLOBAL_KEY]`. */
export function getBus(): CityLensBus {
  return getBusInternal();
}

/**
 * Test-only: drop the page's bus (timers, listeners and state) so the next getBus() starts
 * fresh from localStorage. Never call this in app code: every app on the page shares the bus.
 */
export function resetBusForTests(): void {
  const g = globalThis as GlobalWithBus;
  g[BUS_GLOBAL_KEY]?.dispose();
  delete g[BUS_GLOBAL_KEY];
}

/** Test-only: put the auth state the session would produce (components under test read it). */
export function setAuthStateForTests(state: AuthState): void {
  getBusInternal().setAuth(state);
}
