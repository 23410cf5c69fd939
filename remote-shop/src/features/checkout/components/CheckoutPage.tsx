import { css } from '@emotion/react';
import { routes } from '@citylens/shared/contracts';
import { ButtonLink, EmptyState, PageContainer, PageHeading, mq, theme } from '@citylens/shared/ui';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { usePlaceOrder } from '../hooks/use-place-order';
import { checkoutFields } from './checkout-fields';
import { CheckoutForm } from './CheckoutForm';
import { OrderConfirmation } from './OrderConfirmation';
import { OrderSummary } from './OrderSummary';

/** /checkout: the empty view, or shipping + payment + order summary, then the confirmation. */
export function CheckoutPage() {
  const { isEmpty } = useCartTotals();
  const { status, failure, placeOrder } = usePlaceOrder(checkoutFields);

  if (status.state === 'confirmed') {
    return (
      <PageContainer>
        <OrderConfirmation orderId={status.orderId} />
      </PageContainer>
    );
  }

  if (isEmpty) {
    return (
      <PageContainer>
        <PageHeading title="Checkout" />
        <EmptyState
          title="Your cart is empty"
          description="Add a picture or painting frame to your cart before checking out."
          action={<ButtonLink to={routes.frameShop.href()}>Continue Shopping</ButtonLink>}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeading title="Checkout" subtitle="Where should we send your frames?" />
      <div
        css={css`
          display: grid;
          gap: ${theme.space[6]}px;
          ${mq.laptop} {
            grid-template-columns: minmax(0, 1fr) 380px;
            align-items: start;
          }
        `}
      >
        <CheckoutForm
          processing={status.state === 'processing'}
          failure={failure}
          onSubmit={placeOrder}
        />
        <div
          css={css`
            /* On narrow screens what is being paid for comes before the forms. */
            order: -1;
            ${mq.laptop} {
              order: 0;
              position: sticky;
              top: ${theme.space[6]}px;
            }
          `}
        >
          <OrderSummary />
        </div>
      </div>
    </PageContainer>
  );
}
