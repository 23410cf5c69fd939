/** The frame shop: frames, orders and their lines. */
import { index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './accounts.js';

export const frames = pgTable('frames', {
  id: id(),
  kind: varchar('kind', { length: 16 }).$type<'picture' | 'painting'>().notNull(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull(),
  frameSize: varchar('frame_size', { length: 40 }).notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  blackImagePath: text('black_image_path').notNull(),
  brownImagePath: text('brown_image_path').notNull(),
});

/**
 * Orders keep the card brand and last four digits only: no CVV, no full number, no expiry.
 * The id is random and unguessable because guest orders are read by id alone.
 */
export const orders = pgTable(
  'orders',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    // A deleted account takes its orders with it: nobody may read them afterwards.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    /** The client's Idempotency-Key: one order per key, a repeated submit answers the same order. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** Who may replay the key: `user:<id>`, or for a guest a hash of the request body. */
    idempotencyScope: varchar('idempotency_scope', { length: 80 }),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    shippingCost: numeric('shipping_cost', { precision: 10, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 50 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    city: varchar('city', { length: 150 }).notNull(),
    state: varchar('state', { length: 150 }).notNull(),
    zipCode: varchar('zip_code', { length: 30 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    cardBrand: varchar('card_brand', { length: 20 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    cardholderName: varchar('cardholder_name', { length: 150 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
  ],
);

export const orderItems = pgTable('order_items', {
  id: id(),
  orderId: varchar('order_id', { length: 40 })
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  frameId: integer('frame_id')
    .notNull()
    .references(() => frames.id, { onDelete: 'restrict' }),
  frameName: varchar('frame_name', { length: 120 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  color: varchar('color', { length: 8 }).notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
});
