import { css } from '@emotion/react';
import { cartLineKey, FREE_SHIPPING_OVER, formatPrice } from '@citylens/shared';
import { cardTitleCss, theme, plainListCss } from '@citylens/shared/ui';
import { CartLine } from '../../../components/CartLine';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { colorLabel } from '../../../lib/frame-display';

/** The order as it will be placed: lines, subtotal, shipping (free over 50) and total. */
export function OrderSummary() {
  const { items, subtotal, shipping, total } = useCartTotals();
  return (
    <section
      aria-labelledby="order-summary-heading"
      css={css`
        padding: ${theme.space[5]}px;
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <h2 id="order-summary-heading" css={cardTitleCss}>
        Order Summary
      </h2>
      <ul css={plainListCss}>
        {items.map((item) => (
          <CartLine
            key={cartLineKey(item)}
            item={item}
            compact
            details={`${colorLabel[item.selectedColor]} · ${item.quantity} × ${formatPrice(item.price)}`}
          />
        ))}
      </ul>
      <PriceBreakdown subtotal={subtotal} shipping={shipping} total={total} largeTotal />
      <p
        css={css`
          margin-top: ${theme.space[3]}px;
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.sm};
        `}
      >
        {shipping === 0
          ? 'Your order ships free.'
          : `Free shipping on orders over ${formatPrice(FREE_SHIPPING_OVER)}.`}{' '}
        Delivery in 1-7 days.
      </p>
    </section>
  );
}
