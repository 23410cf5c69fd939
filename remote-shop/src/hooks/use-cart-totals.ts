import { orderTotal, shippingCost, useCart } from '@citylens/shared';

/** The cart with what the shop and checkout show: subtotal, shipping (spec §9) and total. */
export function useCartTotals() {
  const { items, count, subtotal } = useCart();
  return {
    items,
    count,
    subtotal,
    shipping: shippingCost(subtotal),
    total: orderTotal(subtotal),
    isEmpty: items.length === 0,
  };
}
