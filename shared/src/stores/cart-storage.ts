import { cartCookie, storageKeys, type CartItem } from '../contracts';
import { parseStoredCart } from './cart-state';

export function loadCartItems(): CartItem[] {
  try {
    return parseStoredCart(globalThis.localStorage?.getItem(storageKeys.cart) ?? null);
  } catch {
    return [];
  }
}

/**
 * The cart's lines into the cookie the host's server reads to render the checkout (cart-cookie.ts);
 * at start too, so a cart kept from before the cookie, or past its age, is mirrored again.
 */
export function mirrorCartCookie(items: CartItem[]): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = cartCookie(items);
  } catch {
    // Cookies blocked: the checkout shows the cart once its script runs, as without a server.
  }
}

export function saveCartItems(items: CartItem[]): void {
  mirrorCartCookie(items);
  try {
    globalThis.localStorage?.setItem(storageKeys.cart, JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
}
