import type { CartCommand, CartItem, CartState, FrameColor } from '../contracts';

/** Spec §9: quantity per frame line 1 to 10; colours black and brown only. */
export const CART_MAX_QUANTITY = 10;
export const CART_MIN_QUANTITY = 1;
export const FRAME_COLORS: readonly FrameColor[] = ['black', 'brown'];

export function isFrameColor(value: unknown): value is FrameColor {
  return value === 'black' || value === 'brown';
}

const clampQuantity = (q: number) =>
  Math.min(CART_MAX_QUANTITY, Math.max(CART_MIN_QUANTITY, Math.trunc(q)));

/** Money is summed in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

export function summarize(items: CartItem[]): CartState {
  let count = 0;
  let cents = 0;
  for (const item of items) {
    count += item.quantity;
    cents += toCents(item.price) * item.quantity;
  }
  return { items, count, total: fromCents(cents) };
}

export const emptyCart: CartState = { items: [], count: 0, total: 0 };

const sameLine = (item: CartItem, id: number, color: FrameColor) =>
  item.id === id && item.selectedColor === color;

/** The cart rules of spec §4, as a pure function of the current lines. */
export function applyCartCommand(items: CartItem[], command: CartCommand): CartItem[] {
  switch (command.type) {
    case 'add': {
      const { frame, color, quantity } = command;
      if (!isFrameColor(color) || !Number.isFinite(quantity) || quantity < 1) return items;
      const existing = items.find((i) => sameLine(i, frame.id, color));
      if (existing) {
        return items.map((i) =>
          i === existing ? { ...i, quantity: clampQuantity(i.quantity + quantity) } : i,
        );
      }
      return [...items, { ...frame, selectedColor: color, quantity: clampQuantity(quantity) }];
    }
    case 'remove':
      return items.filter((i) => !sameLine(i, command.id, command.color));
    case 'set-quantity': {
      const { id, color, quantity } = command;
      if (!Number.isFinite(quantity) || quantity <= 0) {
        return items.filter((i) => !sameLine(i, id, color));
      }
      return items.map((i) =>
        sameLine(i, id, color) ? { ...i, quantity: clampQuantity(quantity) } : i,
      );
    }
    case 'clear':
      return [];
  }
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CartItem>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    isFrameColor(v.selectedColor) &&
    typeof v.quantity === 'number' &&
    v.quantity >= 1
  );
}

/** Parse stored lines; anything corrupt is dropped rather than breaking the page. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isCartItem).map((i) => ({ ...i, quantity: clampQuantity(i.quantity) }));
  } catch {
    return [];
  }
}

/** Spec §9: shipping is free when the subtotal is over 50, otherwise 9.99. */
export function shippingCost(subtotal: number): number {
  return subtotal > 50 ? 0 : 9.99;
}

/** Subtotal plus shipping, rounded to cents. */
export function orderTotal(subtotal: number): number {
  return fromCents(toCents(subtotal) + toCents(shippingCost(subtotal)));
}
