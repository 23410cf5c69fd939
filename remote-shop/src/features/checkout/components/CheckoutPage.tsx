import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useAuth } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { useQuery } from '@citylens/shared/query';
import { useNavigate, useParams } from '@citylens/shared/router';
import { ButtonLink, EmptyState, PageContainer, PageHeading, mq, theme } from '@citylens/shared/ui';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { orderQuery } from '../api/get-order';
import { usePlaceOrder } from '../hooks/use-place-order';
import { ConfirmedOrderPage } from './ConfirmedOrderPage';
import { checkoutFields } from '../lib/checkout-fields';
import { CheckoutForm } from './CheckoutForm';
import { OrderConfirmation } from './OrderConfirmation';
import { OrderSummary } from './OrderSummary';

/**
 * The confirmation right after placing: the order read back for its items and total. A signed-in
 * visitor moves on to its own URL (/checkout/confirmed/<id>, same cached answer), which reloads;
 * a guest's order has no page of its own (the URL is behind sign-in), so it stays here.
 */
function PlacedOrder({ orderId, generated }: { orderId: string; generated: boolean }) {
  const userId = useAuth().user?.id ?? null;
  const navigate = useNavigate();
  const order = useQuery({ ...orderQuery(userId, orderId), enabled: !generated });
  useEffect(() => {
    if (userId !== null && !generated) {
      navigate(routes.orderConfirmation.href(orderId), { replace: true });
    }
  }, [userId, generated, orderId, navigate]);
  return (
    <PageContainer>
      <OrderConfirmation orderId={orderId} order={order.data} />
    </PageContainer>
  );
}

/** /checkout: the empty view, or shipping + payment + order summary, then the confirmation. */
export function CheckoutPage() {
  const { orderId } = useParams();
  return orderId ? <ConfirmedOrderPage orderId={orderId} /> : <Checkout />;
}

function Checkout() {
  const { isEmpty } = useCartTotals();
  const { status, failure, placeOrder } = usePlaceOrder(checkoutFields);

  if (status.state === 'confirmed') {
    return <PlacedOrder orderId={status.orderId} generated={status.generated} />;
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
