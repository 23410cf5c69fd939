/** Money is summed in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** Spec §9: shipping is free when the subtotal is over 50, otherwise 9.99. */
export const FREE_SHIPPING_OVER = 50;
export const SHIPPING_COST = 9.99;

export function shippingCost(subtotal: number): number {
  return toCents(subtotal) > toCents(FREE_SHIPPING_OVER) ? 0 : SHIPPING_COST;
}

/** Subtotal plus shipping, rounded to cents. */
export function orderTotal(subtotal: number): number {
  return fromCents(toCents(subtotal) + toCents(shippingCost(subtotal)));
}
