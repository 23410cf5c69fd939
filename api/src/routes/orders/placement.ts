import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { OrderPrices } from '@citylens/shared/contracts';
import { orders } from '../../db/schema.js';
import { FieldErrorCollector, HttpError, badRequest } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/text.js';
import { noStore } from '../../plugins/no-store.js';
import { clientKey } from '../../services/limits/policy.js';
import { contracts } from '../../lib/contracts.js';
import type { FramesRepository } from '../frames/repository.js';
import { optionalBearer } from '../schemas.js';
import { ORDER_STATUS, type NewOrder, type OrdersRepository } from './repository.js';
import { OrderBody, OrderPlacedSchema } from './schemas.js';
import { cardBrand, validateOrder, type ValidOrder } from './validate.js';

const { apiPaths, priceOrder } = contracts;

const tags = ['orders'];
const money = (n: number) => n.toFixed(2);

/** The Fastify instance the order routes are added to (TypeBox types the requests). */
export type OrdersApp = Parameters<FastifyPluginAsyncTypebox>[0];

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

/** The order's lines at their frames' current prices; a line naming no such frame is refused. */
async function pricedItems(framesRepo: FramesRepository, order: ValidOrder) {
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

  return order.lines.map((line) => {
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
}

/** Who placed the order, and the key a repeated submit finds it by. */
interface Placement {
  userId: number | null;
  key: string | null;
  scope: string;
}

/** The order's row: prices as money, and of the card only its brand and last four digits. */
function orderRow(
  order: ValidOrder,
  totals: OrderPrices,
  { userId, key, scope }: Placement,
): NewOrder {
  const digits = order.payment.card_number.replace(/\D/g, '');
  return {
    userId,
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
  };
}

/** Checkout: a guest's or the signed-in user's order, placed once per Idempotency-Key. */
export function registerOrderPlacement(
  app: OrdersApp,
  repo: OrdersRepository,
  framesRepo: FramesRepository,
) {
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
      const items = await pricedItems(framesRepo, order);
      // The shop showed the same prices: one rule for both (@citylens/shared/contracts).
      const totals = priceOrder(
        items.map((item) => ({ price: item.unitPrice, quantity: item.quantity })),
      );
      let id: string;
      try {
        id = await repo.create(
          orderRow(order, totals, { userId: user?.id ?? null, key, scope }),
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
}
