import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notAuthenticated, notFound } from '../../lib/errors.js';
import { noStore } from '../../plugins/no-store.js';
import { FramesRepository } from '../frames/repository.js';
import { bearer, optionalBearer } from '../schemas.js';
import { OrdersRepository } from './repository.js';
import { OrderSchema, OrderSummarySchema } from './schemas.js';
import { orderDetail, orderSummary } from './answers.js';
import { registerOrderPlacement, type OrdersApp } from './placement.js';
import { contracts } from '../../lib/contracts.js';

const { apiPaths } = contracts;

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = new OrdersRepository(app.ctx);
  const framesRepo = new FramesRepository(app.ctx);
  registerOrderPlacement(app, repo, framesRepo);
  registerYourOrders(app, repo);
};

/** The orders placed: the signed-in user's list, and one order for its owner (or a guest's). */
function registerYourOrders(app: OrdersApp, repo: OrdersRepository) {
  const { auth } = app.ctx;
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
}
