import { css } from '@emotion/react';
import { formatPrice } from '@citylens/shared';
import type { FrameColor, Order } from '@citylens/shared/contracts';
import { plainListCss, theme } from '@citylens/shared/ui';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { colorLabel } from '../../../lib/frame-display';

const lineCss = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[3]}px 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const colorOf = (color: string) => colorLabel[color as FrameColor] ?? color;

/** What the order holds, at the prices the server charged: its lines, then the totals. */
export function OrderedItems({ order }: { order: Order }) {
  return (
    <section
      aria-labelledby="ordered-items-heading"
      css={css`
        width: 100%;
        text-align: left;
        padding: ${theme.space[5]}px;
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <h2
        id="ordered-items-heading"
        css={css`
          font-size: ${theme.fontSizes.xl};
        `}
      >
        Your Order
      </h2>
      <ul css={plainListCss}>
        {order.items.map((item, index) => (
          <li key={index} css={lineCss}>
            <span>
              <strong>{item.name}</strong>
              <br />
              <span
                css={css`
                  color: ${theme.colors.textMuted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >
                {colorOf(item.color)} · {item.quantity} × {formatPrice(item.price)}
              </span>
            </span>
            <span>{formatPrice(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <PriceBreakdown
        subtotal={order.subtotal}
        shipping={order.shipping_cost}
        total={order.total_amount}
        largeTotal
      />
    </section>
  );
}
