import { apiGet } from '@citylens/shared';
import { apiPaths, queryKeys, type OrderSummary } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** GET /api/orders/: the signed-in visitor's orders, newest first. */
export const myOrdersQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.mine(userId),
    queryFn: ({ signal }) => apiGet<OrderSummary[]>(apiPaths.orders, { signal }),
  });
