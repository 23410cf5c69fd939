import { Type } from 'typebox';

/** A placed order's prices, as the server computed them. */
export const OrderPlacedSchema = Type.Object({
  order_id: Type.String(),
  subtotal: Type.Number(),
  total_amount: Type.Number(),
  shipping_cost: Type.Number(),
  status: Type.String(),
});

export const OrderLineSchema = Type.Object({
  frame_id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  color: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
  line_total: Type.Number(),
});

/** An order as the visitor's list shows it: date, items, total, status. */
export const OrderSummarySchema = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  items: Type.Array(OrderLineSchema),
  subtotal: Type.Number(),
  shipping_cost: Type.Number(),
  total_amount: Type.Number(),
});

export const OrderSchema = Type.Object({
  ...OrderSummarySchema.properties,
  shipping_address: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    zip_code: Type.String(),
    country: Type.String(),
  }),
  payment: Type.Object({
    card_brand: Type.String(),
    card_last4: Type.String(),
    cardholder_name: Type.String(),
  }),
});
