/**
 * The cart's lines mirrored from localStorage into a cookie, so the host's server can render the
 * checkout with the visitor's own cart (its first paint is then the page they came for, not "Your
 * cart is empty" until the scripts run). Only which frames, colours and quantities: names, prices
 * and pictures come from the frame lists the server renders with. Read by the checkout route alone
 * (`rendersVisitorCart`); every other page stays one HTML for everybody.
 */
import type { CartItem, FrameColor, FrameKind } from './entities';
import { cookieValue } from './server-render';

export const CART_COOKIE = 'citylens_cart';
/** As long as a browser keeps a cookie (400 days); localStorage keeps the cart itself. */
const CART_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/**
 * More lines than this are not mirrored (the cookie would pass a few KB on every request): such a
 * cart's checkout is rendered empty on the server and shows its lines once the page's script runs.
 */
export const CART_COOKIE_MAX_LINES = 64;

/** One line of the cart as the cookie carries it. */
export interface CartLineCount {
  kind: FrameKind;
  id: number;
  selectedColor: FrameColor;
  quantity: number;
}

/** One line in the cookie: kind, frame id, colour, quantity (1–10). */
export const CART_COOKIE_LINE = /^(picture|painting)-(\d{1,9})-(black|brown)-([1-9]|10)$/;

/** The cookie's value for these lines, e.g. `picture-3-black-2.painting-1-brown-1`. */
export function cartCookieValue(items: readonly CartLineCount[]): string {
  return items
    .map(({ kind, id, selectedColor, quantity }) => `${kind}-${id}-${selectedColor}-${quantity}`)
    .join('.');
}

/** The `document.cookie` assignment that mirrors the cart (and removes the cookie when empty). */
export function cartCookie(items: readonly CartItem[]): string {
  const value = items.length <= CART_COOKIE_MAX_LINES ? cartCookieValue(items) : '';
  const maxAge = value ? CART_COOKIE_MAX_AGE_S : 0;
  return `${CART_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/**
 * The lines in a Cookie header or `document.cookie`; none when there is no such cookie. A line
 * that is not one the cart could hold (kind, colour, quantity 1–10) is dropped, and so is a line
 * repeated.
 */
export function cartLinesFromCookie(cookie: string | undefined): CartLineCount[] {
  const value = cookieValue(cookie, CART_COOKIE);
  if (!value) return [];
  const lines: CartLineCount[] = [];
  const seen = new Set<string>();
  for (const part of value.split('.').slice(0, CART_COOKIE_MAX_LINES)) {
    const line = CART_COOKIE_LINE.exec(part);
    if (!line) continue;
    const key = `${line[1]}-${line[2]}-${line[3]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({
      kind: line[1] as FrameKind,
      id: Number(line[2]),
      selectedColor: line[3] as FrameColor,
      quantity: Number(line[4]),
    });
  }
  return lines;
}
