import { css } from '@emotion/react';
import { formatPrice } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';

const listCss = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[1]}px ${theme.space[4]}px;
  margin: ${theme.space[4]}px 0;
  dd {
    margin: 0;
    text-align: right;
  }
`;

const largeTotalCss = css`
  font-size: ${theme.fontSizes.lg};
`;

/** Subtotal, shipping ("Free" over the threshold) and the total, as the cart and checkout show them. */
export function PriceBreakdown({
  subtotal,
  shipping,
  total,
  largeTotal = false,
}: {
  subtotal: number;
  shipping: number;
  total: number;
  /** The checkout's summary sets the total a size up. */
  largeTotal?: boolean;
}) {
  return (
    <dl css={listCss}>
      <dt>Subtotal</dt>
      <dd>{formatPrice(subtotal)}</dd>
      <dt>Shipping</dt>
      <dd>{shipping === 0 ? 'Free' : formatPrice(shipping)}</dd>
      <dt css={largeTotal && largeTotalCss}>
        <strong>Total</strong>
      </dt>
      <dd css={largeTotal && largeTotalCss}>
        <strong>{formatPrice(total)}</strong>
      </dd>
    </dl>
  );
}
