import { orderTotal, shippingCost, useCart } from '@citylens/shared';
import { useCartAsRendered } from './use-cart-as-rendered';

/** The cart with what the shop and checkout show: subtotal, shipping (spec §9) and total. */
export function useCartTotals() {
  const { items, count, subtotal } = useCart(useCartAsRendered());
  return {
    items,
    count,
    subtotal,
    shipping: shippingCost(subtotal),
    total: orderTotal(subtotal),
    isEmpty: items.length === 0,
  };
}
