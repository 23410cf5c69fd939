import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { orders } from '../../db/schema.js';
import {
  FieldErrorCollector,
  HttpError,
  badRequest,
  notAuthenticated,
  notFound,
} from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/text.js';
import { noStore } from '../../plugins/no-store.js';
import { FramesRepository } from '../frames/repository.js';
import { bearer, optionalBearer } from '../schemas.js';
import { ORDER_STATUS, OrdersRepository } from './repository.js';
import { OrderBody, OrderPlacedSchema, OrderSchema, OrderSummarySchema } from './schemas.js';
import { orderDetail, orderSummary } from './answers.js';
import { cardBrand, validateOrder } from './validate.js';
import { clientKey } from '../../services/limits/policy.js';
import { contracts } from '../../lib/contracts.js';

const { apiPaths, priceOrder } = contracts;

const tags = ['orders'];
const money = (n: number) => n.toFixed(2);

/** The Idempotency-Key header, validated; null when absent. */
function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  return header;
}

/** Answers a repeated submit with the order its key placed, as the first answer did. */
function replay(
  reply: FastifyReply,
  order: typeof orders.$inferSelect,
  scope: string,
): FastifyReply {
  // A key is scoped to its account, or for a guest to the very same order: a leaked key
  // answers nobody else with the order it placed.
  if (order.idempotencyScope !== scope) {
    throw new HttpError(409, {
      detail: 'This Idempotency-Key was already used for another order.',
    });
  }
  return reply
    .code(201)
    .header('idempotent-replayed', 'true')
    .send({
      order_id: order.id,
      subtotal: Number(order.subtotal),
      total_amount: Number(order.totalAmount),
      shipping_cost: Number(order.shippingCost),
      status: order.status,
    });
}

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = new OrdersRepository(app.ctx);
  const framesRepo = new FramesRepository(app.ctx);
  const { auth } = app.ctx;

  app.post(
    apiPaths.orders,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 201: OrderPlacedSchema },
        summary: 'Place an order; prices and shipping are computed on the server',
        description:
          'Body: items [{frame_id, quantity, price, color}], shipping_address, payment_info, total_amount, shipping_cost. ' +
          'Only the card brand and last four digits are stored. An `Idempotency-Key` header ' +
          '(1–255 visible characters, one per checkout attempt) makes a repeated submit answer ' +
          'the first order instead of placing another.',
        body: OrderBody,
        security: optionalBearer,
      },
    },
    async (request, reply) => {
      // A bearer that is sent must be valid (401 lets the client refresh and retry): an
      // expired token never turns a signed-in checkout into a guest order.
      const user = request.headers.authorization ? await auth.require(request) : null;
      const key = idempotencyKey(request.headers['idempotency-key']);
      const scope = user
        ? `user:${user.id}`
        : `guest:${createHash('sha256').update(JSON.stringify(request.body)).digest('base64url')}`;
      // A repeated submit (double click, retry after a lost answer) gets the first order back.
      const earlier = key ? await repo.byIdempotencyKey(key) : null;
      if (earlier) return replay(reply, earlier, scope);
      await app.ctx.limits.consume(
        ['ORDER_IP', clientKey(request.ip)],
        ...(user ? [['ORDER_USER', String(user.id)] as ['ORDER_USER', string]] : []),
      );
      const order = validateOrder(request.body);
      const frameRows = await framesRepo.byIds([...new Set(order.lines.map((l) => l.frameId))]);
      const errors = new FieldErrorCollector();
      order.lines.forEach((line, index) => {
        const frame = frameRows.get(line.frameId);
        if (!frame || (line.kind && frame.kind !== line.kind)) {
          errors.add(
            'items',
            `Item ${index + 1}: Invalid frame data. Please refresh the page and try again.`,
          );
        }
      });
      errors.throwIfAny();

      const items = order.lines.map((line) => {
        const frame = frameRows.get(line.frameId)!;
        return {
          frameId: frame.id,
          frameName: frame.name,
          kind: frame.kind,
          color: line.color,
          quantity: line.quantity,
          unitPrice: Number(frame.price),
        };
      });
      // The shop showed the same prices: one rule for both (@citylens/shared/contracts).
      const totals = priceOrder(
        items.map((item) => ({ price: item.unitPrice, quantity: item.quantity })),
      );
      const digits = order.payment.card_number.replace(/\D/g, '');
      let id: string;
      try {
        id = await repo.create(
          {
            userId: user?.id ?? null,
            idempotencyKey: key,
            idempotencyScope: key ? scope : null,
            status: ORDER_STATUS,
            subtotal: money(totals.subtotal),
            shippingCost: money(totals.shipping),
            totalAmount: money(totals.total),
            firstName: order.shipping.first_name,
            lastName: order.shipping.last_name,
            email: order.shipping.email,
            phone: order.shipping.phone,
            address: order.shipping.address,
            city: order.shipping.city,
            state: order.shipping.state,
            zipCode: order.shipping.zip_code,
            country: order.shipping.country,
            cardBrand: cardBrand(digits),
            cardLast4: digits.slice(-4),
            cardholderName: order.payment.cardholder_name,
          },
          items.map((item) => ({ ...item, unitPrice: money(item.unitPrice) })),
        );
      } catch (error) {
        // Two submits with one key at the same moment: the unique key lets one order through.
        const winner = key && isUniqueViolation(error) ? await repo.byIdempotencyKey(key) : null;
        if (winner) return replay(reply, winner, scope);
        throw error;
      }
      return reply.code(201).send({
        order_id: id,
        subtotal: totals.subtotal,
        total_amount: totals.total,
        shipping_cost: totals.shipping,
        status: ORDER_STATUS,
      });
    },
  );

  app.get(
    apiPaths.orders,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: Type.Array(OrderSummarySchema) },
        summary: 'Your orders, newest first: date, items, total and status',
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      return (await repo.mine(user.id)).map(({ order, items }) => orderSummary(order, items));
    },
  );

  app.get(
    apiPaths.order,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: OrderSchema },
        summary: 'One order: its owner only; a guest order by its unguessable id',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) }),
        security: optionalBearer,
      },
    },
    async (request) => {
      const found = await repo.get(request.params.id);
      if (!found) throw notFound('Order not found.');
      const { order, items } = found;
      if (order.userId !== null) {
        const user = await auth.optional(request);
        if (!user) throw notAuthenticated();
        // Another visitor's order is not theirs to know about, not even that it exists.
        if (user.id !== order.userId) throw notFound('Order not found.');
      }
      return orderDetail(order, items);
    },
  );
};
