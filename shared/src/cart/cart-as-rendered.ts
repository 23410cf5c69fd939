import { useContext, useMemo } from 'react';
import { QueryClientContext } from '@citylens/shared/query';
import { queryKeys } from '../contracts/query-keys';
import type { CartLineCount } from '../contracts/cart-cookie';
import type { CartState } from '../contracts';
import { useCart } from '../hooks/bus-hooks';

/**
 * The cart lines the host's server rendered this page with (the checkout, from the visitor's cart
 * cookie), kept in the page's answers so hydration reads the same; undefined on every other page.
 */
export function useCartLinesAsRendered(): CartLineCount[] | undefined {
  // Read from the page's client where there is one (a header rendered alone has none).
  return useContext(QueryClientContext)?.getQueryData<CartLineCount[]>(queryKeys.cart.asRendered());
}

/**
 * The cart's count, for the header's CART and the footer's View Cart: the count of the lines the
 * server rendered with on the server's pass (so the checkout's header shows it from the first
 * paint), the cart itself after.
 */
export function useCartCount(): number {
  const lines = useCartLinesAsRendered();
  const serverCart = useMemo<CartState | undefined>(
    () =>
      lines && {
        items: [],
        count: lines.reduce((sum, line) => sum + line.quantity, 0),
        subtotal: 0,
        total: 0,
      },
    [lines],
  );
  return useCart(serverCart).count;
}
