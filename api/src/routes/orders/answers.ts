import type { Static } from 'typebox';
import type { orderItems, orders } from '../../db/schema.js';
import type { OrderSchema, OrderSummarySchema } from './schemas.js';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** Prices are stored as numeric strings; answers carry numbers. */
export function orderSummary(
  order: OrderRow,
  items: OrderItemRow[],
): Static<typeof OrderSummarySchema> {
  return {
    order_id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    items: items.map((item) => ({
      frame_id: item.frameId,
      name: item.frameName,
      kind: item.kind,
      color: item.color,
      quantity: item.quantity,
      price: Number(item.unitPrice),
      line_total: Math.round(Number(item.unitPrice) * 100 * item.quantity) / 100,
    })),
    subtotal: Number(order.subtotal),
    shipping_cost: Number(order.shippingCost),
    total_amount: Number(order.totalAmount),
  };
}

/** One order in full: its summary, where it goes and how it was paid (brand and last four). */
export function orderDetail(order: OrderRow, items: OrderItemRow[]): Static<typeof OrderSchema> {
  return {
    ...orderSummary(order, items),
    shipping_address: {
      first_name: order.firstName,
      last_name: order.lastName,
      email: order.email,
      phone: order.phone,
      address: order.address,
      city: order.city,
      state: order.state,
      zip_code: order.zipCode,
      country: order.country,
    },
    payment: {
      card_brand: order.cardBrand,
      card_last4: order.cardLast4,
      cardholder_name: order.cardholderName,
    },
  };
}
