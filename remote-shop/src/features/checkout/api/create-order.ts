import { apiPost } from '@citylens/shared';
import { apiPaths, type OrderCreated, type OrderRequest } from '@citylens/shared/contracts';

/**
 * POST /api/orders/. The bearer token goes with it when signed in (the shared client adds it).
 * The Idempotency-Key makes a retried request of the same attempt create one order at most.
 */
export function createOrder(order: OrderRequest, idempotencyKey: string): Promise<OrderCreated> {
  return apiPost<OrderCreated>(apiPaths.orders, order, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
