import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { routes, type Order } from '@citylens/shared/contracts';
import { ButtonLink, theme } from '@citylens/shared/ui';
import { OrderedItems } from './OrderedItems';

/** After a successful order: the id to quote, what was ordered and its total, the ways back. */
export function OrderConfirmation({ orderId, order }: { orderId: string; order?: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="order-confirmed-heading"
      css={css`
        max-width: 640px;
        margin: 0 auto;
        padding: ${theme.space[7]}px ${theme.space[5]}px;
        text-align: center;
        background: ${theme.colors.successSoft};
        border-radius: ${theme.radii.lg};
        display: flex;
        flex-direction: column;
        gap: ${theme.space[4]}px;
        align-items: center;
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          display: grid;
          place-items: center;
          width: 64px;
          height: 64px;
          border-radius: 50%;
          background: ${theme.colors.success};
          color: ${theme.colors.textInverse};
          font-size: 2rem;
        `}
      >
        ✓
      </span>
      <h1
        id="order-confirmed-heading"
        ref={heading}
        tabIndex={-1}
        css={css`
          font-size: ${theme.fontSizes.display};
        `}
      >
        Order Confirmed!
      </h1>
      <p>
        Thank you for your order. Your order ID is <strong data-testid="order-id">{orderId}</strong>
        .
      </p>
      <p
        css={css`
          color: ${theme.colors.textMuted};
        `}
      >
        We will email you tracking details when it ships. Delivery takes 1-7 days.
      </p>
      {order && <OrderedItems order={order} />}
      <div
        css={css`
          display: flex;
          gap: ${theme.space[3]}px;
          flex-wrap: wrap;
          justify-content: center;
        `}
      >
        <ButtonLink to={routes.frameShop.href()}>Continue Shopping</ButtonLink>
        <ButtonLink to={routes.home.href()} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
