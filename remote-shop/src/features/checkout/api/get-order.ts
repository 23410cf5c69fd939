import { apiGet } from '@citylens/shared';
import { apiPath, apiPaths, queryKeys, type Order } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/**
 * GET /api/orders/{id}/: the owner's order (a guest's by its id alone). Keyed by account, so a
 * visitor who signs in as someone else never reads the previous one's order from the cache.
 */
export const orderQuery = (userId: number | null, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(userId, orderId),
    queryFn: ({ signal }) => apiGet<Order>(apiPath(apiPaths.order, { id: orderId }), { signal }),
  });
