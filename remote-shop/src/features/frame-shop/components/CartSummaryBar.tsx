import { css } from '@emotion/react';
import { formatPrice, getBus } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { Button, ButtonLink, mq, theme, spreadRowCss } from '@citylens/shared/ui';
import { useCartTotals } from '../../../hooks/use-cart-totals';

/** Above the grid: what is in the cart, View Cart (the host's cart modal) and Checkout. */
export function CartSummaryBar() {
  const { count, subtotal } = useCartTotals();
  return (
    <section
      aria-label="Cart summary"
      css={[
        spreadRowCss[3],
        css`
          padding: ${theme.space[3]}px ${theme.space[4]}px;
          margin-bottom: ${theme.space[5]}px;
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.lg};
        `,
      ]}
    >
      <p aria-live="polite">
        {count === 0 ? (
          'Your cart is empty'
        ) : (
          <>
            <strong>
              {count} {count === 1 ? 'item' : 'items'}
            </strong>{' '}
            in your cart · Subtotal <strong>{formatPrice(subtotal)}</strong>
          </>
        )}
      </p>
      <div
        css={css`
          /* A phone gives the two buttons the whole row, in equal halves. */
          display: flex;
          flex: 1 1 100%;
          gap: ${theme.space[2]}px;
          & > * {
            flex: 1 1 0;
          }
          ${mq.tablet} {
            flex: none;
            & > * {
              flex: none;
            }
          }
        `}
      >
        <Button variant="secondary" onClick={() => getBus().sendIntent({ type: 'open-cart' })}>
          View Cart
        </Button>
        <ButtonLink to={routes.checkout.href()}>Checkout</ButtonLink>
      </div>
    </section>
  );
}
