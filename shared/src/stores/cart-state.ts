import type {
  CartCommand,
  CartItem,
  CartLineCount,
  CartState,
  Frame,
  FrameColor,
  FrameKind,
} from '../contracts';
import { fromCents, toCents } from '../contracts/pricing';

/** Spec §9: quantity per frame line 1 to 10; colours black and brown only. */
export const CART_MAX_QUANTITY = 10;
export const CART_MIN_QUANTITY = 1;
export const FRAME_COLORS: readonly FrameColor[] = ['black', 'brown'];

export function isFrameColor(value: unknown): value is FrameColor {
  return value === 'black' || value === 'brown';
}

const isFrameKind = (value: unknown): value is FrameKind =>
  value === 'picture' || value === 'painting';

const isLineQuantity = (q: unknown): q is number =>
  typeof q === 'number' && Number.isInteger(q) && q >= CART_MIN_QUANTITY && q <= CART_MAX_QUANTITY;

/** Which line a command or item means: a picture and a painting frame may share an id. */
export interface CartLineRef {
  id: number;
  kind: FrameKind;
  selectedColor: FrameColor;
}

/** Stable key of a cart line (kind + id + colour), for React keys and lookups. */
export const cartLineKey = (line: CartLineRef) => `${line.kind}-${line.id}-${line.selectedColor}`;

export function summarize(items: CartItem[]): CartState {
  let count = 0;
  let cents = 0;
  for (const item of items) {
    count += item.quantity;
    cents += toCents(item.price) * item.quantity;
  }
  const subtotal = fromCents(cents);
  return { items, count, subtotal, total: subtotal };
}

/**
 * The cart of these lines, each priced and named from its frame in `frames` (the frame lists as
 * they answered); a line whose frame is not there is left out.
 */
export function cartOfLines(lines: readonly CartLineCount[], frames: readonly Frame[]): CartState {
  const items: CartItem[] = [];
  for (const { kind, id, selectedColor, quantity } of lines) {
    const frame = frames.find((f) => f.kind === kind && f.id === id);
    if (frame) items.push({ ...frame, selectedColor, quantity });
  }
  return summarize(items);
}

const sameLine = (item: CartItem, id: number, color: FrameColor, kind: FrameKind | undefined) =>
  item.id === id && item.selectedColor === color && (kind === undefined || item.kind === kind);

/**
 * The cart rules of spec §4 as a pure function of the current lines. A command that breaks a
 * rule (unknown colour, quantity outside 1–10, a merge past 10) returns the same array, so the
 * caller can tell nothing changed.
 */
export function applyCartCommand(items: CartItem[], command: CartCommand): CartItem[] {
  switch (command.type) {
    case 'add': {
      const { frame, color, quantity } = command;
      if (!isFrameColor(color) || !isLineQuantity(quantity)) return items;
      const existing = items.find((i) => sameLine(i, frame.id, color, frame.kind));
      if (!existing) return [...items, { ...frame, selectedColor: color, quantity }];
      const merged = existing.quantity + quantity;
      if (merged > CART_MAX_QUANTITY) return items;
      return items.map((i) => (i === existing ? { ...i, quantity: merged } : i));
    }
    case 'remove': {
      const next = items.filter((i) => !sameLine(i, command.id, command.color, command.kind));
      return next.length === items.length ? items : next;
    }
    case 'set-quantity': {
      const { id, color, kind, quantity } = command;
      if (typeof quantity !== 'number' || Number.isNaN(quantity)) return items;
      if (quantity <= 0) {
        const next = items.filter((i) => !sameLine(i, id, color, kind));
        return next.length === items.length ? items : next;
      }
      if (!isLineQuantity(quantity)) return items;
      const line = items.find((i) => sameLine(i, id, color, kind));
      if (!line || line.quantity === quantity) return items;
      return items.map((i) => (i === line ? { ...i, quantity } : i));
    }
    case 'clear':
      return items.length === 0 ? items : [];
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
    isFrameKind(v.kind) &&
    isFrameColor(v.selectedColor) &&
    isLineQuantity(v.quantity)
  );
}

/** Parse stored lines; anything corrupt is dropped rather than breaking the page. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}
