import { BehaviorSubject } from 'rxjs';
import { storageKeys, type CartCommand, type CartState, type ReadableStream$ } from '../contracts';
import { applyCartCommand, parseStoredCart, summarize } from './cart-state';
import { loadCartItems, mirrorCartCookie, saveCartItems } from './cart-storage';

/** The cart's state and persistence; the bus only carries its commands and its state stream. */
export interface CartStore {
  state: ReadableStream$<CartState>;
  /** Applies a command; false when a rule refused it (nothing changed, nothing saved). */
  apply(command: CartCommand): boolean;
  dispose(): void;
}

/**
 * Loaded from localStorage at start, saved after every change, and following other tabs
 * through the storage event (without writing back, so two tabs never ping-pong).
 */
export function createCartStore(): CartStore {
  const subject = new BehaviorSubject<CartState>(summarize(loadCartItems()));
  mirrorCartCookie(subject.getValue().items);

  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared all storage.
    if (event.key === storageKeys.cart) subject.next(summarize(parseStoredCart(event.newValue)));
    else if (event.key === null) subject.next(summarize(loadCartItems()));
  };
  const win = typeof window !== 'undefined' ? window : undefined;
  win?.addEventListener('storage', onStorage);

  return {
    state: { value$: subject.asObservable(), getValue: () => subject.getValue() },
    apply(command) {
      const current = subject.getValue().items;
      const items = applyCartCommand(current, command);
      if (items === current) return command.type === 'clear';
      saveCartItems(items);
      subject.next(summarize(items));
      return true;
    },
    dispose() {
      win?.removeEventListener('storage', onStorage);
    },
  };
}
