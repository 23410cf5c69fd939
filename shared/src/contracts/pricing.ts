/**
 * What an order costs (spec §9): the one rule the shop shows and the API charges; both call it.
 * Money is summed in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004.
 */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** Shipping is free when the subtotal is over 50, otherwise 9.99. */
export const FREE_SHIPPING_OVER = 50;
export const SHIPPING_COST = 9.99;

/** A priced line: a cart item, or an order line at the frame's current price. */
export interface PricedLine {
  price: number;
  quantity: number;
}

export interface OrderPrices {
  subtotal: number;
  shipping: number;
  total: number;
}

/** Sum of price × quantity, in cents. */
export function orderSubtotal(lines: readonly PricedLine[]): number {
  return fromCents(lines.reduce((cents, line) => cents + toCents(line.price) * line.quantity, 0));
}

export function shippingCost(subtotal: number): number {
  return toCents(subtotal) > toCents(FREE_SHIPPING_OVER) ? 0 : SHIPPING_COST;
}

/** Subtotal plus shipping, rounded to cents. */
export function orderTotal(subtotal: number): number {
  return fromCents(toCents(subtotal) + toCents(shippingCost(subtotal)));
}

/** Subtotal, shipping and total of an order's lines. */
export function priceOrder(lines: readonly PricedLine[]): OrderPrices {
  const subtotal = orderSubtotal(lines);
  return { subtotal, shipping: shippingCost(subtotal), total: orderTotal(subtotal) };
}
