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
  /** Sum of price × quantity, rounded to cents */
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

/** Requests for the host to show something it owns or composes. */
export type UiIntent =
  | { type: 'open-sign-in' }
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
  /** Every intent ever sent, for anyone who wants to observe them (the host does). */
  readonly intents$: Observable<UiIntent>;
  sendIntent(intent: UiIntent): void;
  sendCartCommand(command: CartCommand): void;
  closeOverlay(): void;
  dismissToast(id: number): void;
}
