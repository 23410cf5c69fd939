import type { Observable } from 'rxjs';
import type { CartItem, Frame, FrameColor, FrameKind, User } from './entities';

/**
 * The bus: the only way apps talk to each other at run time. One instance per page, kept on
 * `window[BUS_GLOBAL_KEY]` so even two copies of @citylens/shared would share it.
 * State streams always have a current value (`.getValue()` / `useBusValue`).
 */
export const BUS_GLOBAL_KEY = '__CITYLENS_BUS_v1__';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** An access token is stored (it may be expired; the client refreshes on 401). */
  hasTokens: boolean;
}

export interface CartState {
  items: CartItem[];
  /** Sum of quantities */
  count: number;
  /** Sum of price × quantity, rounded to cents: before shipping (`orderTotal` adds it). */
  subtotal: number;
  /**
   * @deprecated The same number as `subtotal`, under its old name: remotes built before the
   * rename read it from the one shared cart, so it stays for as long as contracts are 1.x.
   */
  total: number;
}

/**
 * Cart commands; the cart store applies them (spec §4 rules) and publishes the new state.
 * A line is kind + id + colour: picture and painting frames may share an id. Without `kind`,
 * remove and set-quantity match the id and colour in either kind.
 */
export type CartCommand =
  | { type: 'add'; frame: Frame; color: FrameColor; quantity: number }
  | { type: 'remove'; id: number; color: FrameColor; kind?: FrameKind }
  | { type: 'set-quantity'; id: number; color: FrameColor; quantity: number; kind?: FrameKind }
  | { type: 'clear' };

export type ToastTone = 'success' | 'error' | 'info';

/**
 * What a signed-out visitor set out to do when they were asked to sign in: book an event, like a
 * city or a photo, send a review or a comment, open a page that needs an account. The app that
 * asks names it; once the session is signed in, the bus marks it ready and that app carries it
 * out, once (`takeSignInAction`), with its usual success message. Closing the sign-in dialogs without signing in forgets it.
 */
export interface SignInAction {
  /** The app that carries it out (the host: `open-page`, the protected page asked for). */
  app: 'host' | 'discovery' | 'events' | 'shop' | 'account';
  /** What to do, in that app's words, e.g. `book-event`. */
  kind: string;
  /** Whom it concerns: an event id, a city name… */
  target: string | number;
  /** What the visitor had typed (a review, a comment), so it is sent as written. */
  text?: string;
  /**
   * The overlay to show again after sign-in, when the action was asked for from one the sign-in
   * dialog replaced (the reviews modal); without it the host just closes the sign-in dialog.
   */
  reopen?: Extract<UiIntent, { type: 'open-reviews' | 'open-cart' }>;
}

/** The sign-in action waiting on the session (`waiting`) or on its app (`ready`). */
export interface PendingSignInAction {
  action: SignInAction;
  status: 'waiting' | 'ready';
}

/** Requests for the host to show something it owns or composes. */
export type UiIntent =
  /** `then`: what to carry out once the visitor has signed in (see SignInAction). */
  | { type: 'open-sign-in'; then?: SignInAction }
  | { type: 'open-create-account' }
  | { type: 'open-reset-password' }
  | { type: 'open-reviews'; cityName: string }
  | { type: 'open-cart' }
  | { type: 'toast'; message: string; tone: ToastTone };

/** The overlay the host shows now (derived from intents; one at a time). */
export type ActiveOverlay =
  | { kind: 'none' }
  | { kind: 'sign-in' }
  | { kind: 'create-account' }
  | { kind: 'reset-password' }
  | { kind: 'reviews'; cityName: string }
  | { kind: 'cart' };

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ReadableStream$<T> {
  readonly value$: Observable<T>;
  getValue(): T;
}

export interface CityLensBus {
  auth: ReadableStream$<AuthState>;
  cart: ReadableStream$<CartState>;
  overlay: ReadableStream$<ActiveOverlay>;
  toasts: ReadableStream$<Toast[]>;
  /** The action a sign-in was asked for, if any (see SignInAction). */
  signInAction: ReadableStream$<PendingSignInAction | null>;
  /** Every intent ever sent, for anyone who wants to observe them (the host does). */
  readonly intents$: Observable<UiIntent>;
  sendIntent(intent: UiIntent): void;
  sendCartCommand(command: CartCommand): void;
  closeOverlay(): void;
  dismissToast(id: number): void;
  /**
   * Hands over the ready sign-in action if it is `app`'s and `accept` takes it, and forgets it, so
   * it runs once however many components ask. Null when there is none for them.
   */
  takeSignInAction(
    app: SignInAction['app'],
    accept?: (action: SignInAction) => boolean,
  ): SignInAction | null;
}
