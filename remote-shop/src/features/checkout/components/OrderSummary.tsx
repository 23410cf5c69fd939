import { css } from '@emotion/react';
import { cartLineKey, FREE_SHIPPING_OVER, formatPrice, imageUrl } from '@citylens/shared';
import { ResponsiveImage, theme } from '@citylens/shared/ui';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { colorLabel, frameImageFor } from '../../../lib/frame-display';

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
      <h2
        id="order-summary-heading"
        css={css`
          font-size: ${theme.fontSizes.xl};
          margin-bottom: ${theme.space[3]}px;
        `}
      >
        Order Summary
      </h2>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        {items.map((item) => (
          <li
            key={cartLineKey(item)}
            css={css`
              display: grid;
              grid-template-columns: 56px 1fr auto;
              gap: ${theme.space[3]}px;
              align-items: center;
              padding: ${theme.space[2]}px 0;
              border-bottom: 1px solid ${theme.colors.border};
            `}
          >
            <ResponsiveImage
              src={imageUrl(frameImageFor(item, item.selectedColor), 'thumbnail')}
              alt=""
              width={56}
              height={42}
              rounded
            />
            <div>
              <div
                css={css`
                  font-weight: 600;
                `}
              >
                {item.name}
              </div>
              <div
                css={css`
                  color: ${theme.colors.textMuted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >
                {colorLabel[item.selectedColor]} · {item.quantity} × {formatPrice(item.price)}
              </div>
            </div>
            <div>{formatPrice(item.price * item.quantity)}</div>
          </li>
        ))}
      </ul>
      <dl
        css={css`
          display: grid;
          grid-template-columns: 1fr auto;
          gap: ${theme.space[2]}px ${theme.space[4]}px;
          margin: ${theme.space[4]}px 0 0;
          dd {
            margin: 0;
            text-align: right;
          }
        `}
      >
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{shipping === 0 ? 'Free' : formatPrice(shipping)}</dd>
        <dt
          css={css`
            font-weight: 700;
            font-size: ${theme.fontSizes.lg};
          `}
        >
          Total
        </dt>
        <dd
          css={css`
            font-weight: 700;
            font-size: ${theme.fontSizes.lg};
          `}
        >
          {formatPrice(total)}
        </dd>
      </dl>
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
