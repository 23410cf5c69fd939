import type { Frame, FrameColor } from '../contracts';
import { getBus } from '../bus/bus';
import {
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  cartLineKey,
  isFrameColor,
  type CartLineRef,
} from '../stores/cart-state';

/** Spec §8 (cart) and §5 (frame quantity). */
export const CART_COLOR_REQUIRED_MESSAGE =
  'Please select either Black or Brown color before adding to cart.';
export const CART_QUANTITY_MESSAGE = 'Quantity must be between 1 and 10';

export type CartAddResult = { ok: true } | { ok: false; message: string };

/** Cart commands for any app; the cart store on the bus applies the rules and saves them. */
export const cart = {
  /**
   * Adds to the line of this frame and colour (merging quantities). Refused, with the spec's
   * text, for a colour other than black or brown or when the line would leave 1–10.
   */
  add(frame: Frame, color: FrameColor, quantity = 1): CartAddResult {
    if (!isFrameColor(color)) return { ok: false, message: CART_COLOR_REQUIRED_MESSAGE };
    if (!Number.isInteger(quantity) || quantity < CART_MIN_QUANTITY) {
      return { ok: false, message: CART_QUANTITY_MESSAGE };
    }
    const key = cartLineKey({ id: frame.id, kind: frame.kind, selectedColor: color });
    const inCart =
      getBus()
        .cart.getValue()
        .items.find((i) => cartLineKey(i) === key)?.quantity ?? 0;
    if (inCart + quantity > CART_MAX_QUANTITY) return { ok: false, message: CART_QUANTITY_MESSAGE };
    getBus().sendCartCommand({ type: 'add', frame, color, quantity });
    return { ok: true };
  },
  remove(line: CartLineRef): void {
    getBus().sendCartCommand({
      type: 'remove',
      id: line.id,
      kind: line.kind,
      color: line.selectedColor,
    });
  },
  /** Zero or less removes the line; above 10 is refused. */
  setQuantity(line: CartLineRef, quantity: number): void {
    getBus().sendCartCommand({
      type: 'set-quantity',
      id: line.id,
      kind: line.kind,
      color: line.selectedColor,
      quantity,
    });
  },
  /** After a successful order. */
  clear(): void {
    getBus().sendCartCommand({ type: 'clear' });
  },
};
