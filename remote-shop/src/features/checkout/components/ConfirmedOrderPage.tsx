import { ApiError, useAuth } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { useQuery } from '@citylens/shared/query';
import { ButtonLink, EmptyState, ErrorState, PageContainer, Spinner } from '@citylens/shared/ui';
import { orderQuery } from '../api/get-order';
import { OrderConfirmation } from './OrderConfirmation';

export const confirmedOrderTexts = {
  loading: 'Loading your order',
  notFound: 'Order not found',
  notFoundDetail: 'This order is not one of yours, or its link is incomplete.',
  failed: 'Failed to load your order',
};

/**
 * /checkout/confirmed/<id>: a placed order's confirmation, to reload or come back to. Behind
 * sign-in (the host's route); another visitor's order answers 404 like one that does not exist.
 */
export function ConfirmedOrderPage({ orderId }: { orderId: string }) {
  const userId = useAuth().user?.id ?? null;
  const order = useQuery(orderQuery(userId, orderId));

  if (order.isPending) {
    return (
      <PageContainer>
        <Spinner label={confirmedOrderTexts.loading} />
      </PageContainer>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <PageContainer>
        {missing ? (
          <EmptyState
            title={confirmedOrderTexts.notFound}
            description={confirmedOrderTexts.notFoundDetail}
            action={<ButtonLink to={routes.frameShop.href()}>Continue Shopping</ButtonLink>}
          />
        ) : (
          <ErrorState message={confirmedOrderTexts.failed} onRetry={() => void order.refetch()} />
        )}
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <OrderConfirmation orderId={order.data.order_id} order={order.data} />
    </PageContainer>
  );
}
