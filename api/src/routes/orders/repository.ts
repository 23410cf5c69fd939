import { randomBytes } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { orderItems, orders } from '../../db/schema.js';

export const ORDER_STATUS = 'confirmed';

/** `CL-` + 16 URL-safe random characters (96 bits): guest orders are read by this id alone. */
export const newOrderId = () => `CL-${randomBytes(12).toString('base64url')}`;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export class OrdersRepository {
  constructor(private readonly ctx: AppContext) {}

  async create(order: NewOrder, items: NewOrderItem[]): Promise<string> {
    const id = newOrderId();
    await this.ctx.db.transaction(async (tx) => {
      await tx.insert(orders).values({ ...order, id });
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: id })));
    });
    return id;
  }

  /** The order placed earlier with this Idempotency-Key, if any. */
  async byIdempotencyKey(key: string) {
    const [order] = await this.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    return order ?? null;
  }

  async get(id: string) {
    const [order] = await this.ctx.db.select().from(orders).where(eq(orders.id, id));
    if (!order) return null;
    const items = await this.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id));
    return { order, items };
  }

  /** The user's orders, newest first, each with its lines. */
  async mine(userId: number) {
    const list = await this.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    if (list.length === 0) return [];
    const lines = await this.ctx.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          list.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    return list.map((order) => ({
      order,
      items: lines.filter((line) => line.orderId === order.id),
    }));
  }
}
