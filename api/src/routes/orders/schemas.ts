import { Type } from 'typebox';

/** Checked field by field in validate.ts, so each gets the spec's message. */
export const OrderBody = Type.Object({
  items: Type.Optional(Type.Unknown()),
  shipping_address: Type.Optional(Type.Unknown()),
  payment_info: Type.Optional(Type.Unknown()),
  total_amount: Type.Optional(Type.Unknown()),
  shipping_cost: Type.Optional(Type.Unknown()),
});

export {
  OrderLineSchema,
  OrderPlacedSchema,
  OrderSchema,
  OrderSummarySchema,
} from '../../lib/schemas.js';
