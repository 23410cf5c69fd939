import type { Frame, FrameColor } from '../contracts';
import { getBus } from '../bus/bus';
import { isFrameColor } from './cart-state';

export const CART_COLOR_REQUIRED_MESSAGE =
  'Please select either Black or Brown color before adding to cart.';

/** Cart commands for any app; the bus applies the rules and saves to localStorage. */
export const cart = {
  add(frame: Frame, color: FrameColor, quantity = 1): void {
    if (!isFrameColor(color)) throw new Error(CART_COLOR_REQUIRED_MESSAGE);
    getBus().sendCartCommand({ type: 'add', frame, color, quantity });
  },
  remove(id: number, color: FrameColor): void {
    getBus().sendCartCommand({ type: 'remove', id, color });
  },
  setQuantity(id: number, color: FrameColor, quantity: number): void {
    getBus().sendCartCommand({ type: 'set-quantity', id, color, quantity });
  },
  clear(): void {
    getBus().sendCartCommand({ type: 'clear' });
  },
};
