import { storageKeys, type CartItem } from '../contracts';
import { parseStoredCart } from './cart-state';

export function loadCartItems(): CartItem[] {
  try {
    return parseStoredCart(globalThis.localStorage?.getItem(storageKeys.cart) ?? null);
  } catch {
    return [];
  }
}

export function saveCartItems(items: CartItem[]): void {
  try {
    globalThis.localStorage?.setItem(storageKeys.cart, JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
}
