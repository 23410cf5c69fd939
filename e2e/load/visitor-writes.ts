/**
 * What the visitors with accounts do, in turn: sign in, book an event, like it, order a frame.
 * What the site acknowledged is kept, to be checked against PostgreSQL at the end.
 */
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { apiPath, apiPaths } from '@citylens/shared/contracts';
import { post, type Catalog, type Visitor } from './accounts';
import { timed } from './crowds';

/** What the site acknowledged to the visitors. */
export interface Acknowledged {
  /** Idempotency key → the order's id. */
  orders: Map<string, string>;
  /** Every idempotency key sent. */
  ordersAsked: Set<string>;
  /** `visitor id:event id` of each booking. */
  bookings: Set<string>;
  /** `visitor id:event id` → whether the event is liked, as last acknowledged. */
  likes: Map<string, boolean>;
}

export function nothingAcknowledged(): Acknowledged {
  return { orders: new Map(), ordersAsked: new Set(), bookings: new Set(), likes: new Map() };
}

function signIn(visitors: Visitor[]): autocannon.Request {
  let visitorTurn = 0;
  return timed(
    'sign in',
    (context) => {
      context.visitor ??= visitors[visitorTurn++ % visitors.length];
      const visitor = context.visitor as Visitor;
      context.token = undefined;
      return {
        path: apiPaths.token,
        ...post({ username: visitor.username, password: visitor.password }),
      };
    },
    (status, body, context) => {
      if (status === 200) context.token = (JSON.parse(body) as { access: string }).access;
    },
  );
}

function bookAnEvent(events: number[], acknowledged: Acknowledged): autocannon.Request {
  return timed(
    'book an event',
    (context) => {
      context.event = events[Math.floor(Math.random() * events.length)];
      return {
        path: apiPath(apiPaths.eventBooking, { id: String(context.event) }),
        ...post({}, context.token as string | undefined),
      };
    },
    (status, _body, context) => {
      if (status === 200 || status === 201)
        acknowledged.bookings.add(`${(context.visitor as Visitor).id}:${context.event}`);
    },
  );
}

function likeTheEvent(acknowledged: Acknowledged): autocannon.Request {
  return timed(
    'like an event',
    (context) => ({
      path: apiPath(apiPaths.eventLike, { id: String(context.event) }),
      ...post({}, context.token as string | undefined),
    }),
    (status, body, context) => {
      if (status !== 200) return;
      const { liked } = JSON.parse(body) as { liked: boolean };
      acknowledged.likes.set(`${(context.visitor as Visitor).id}:${context.event}`, liked);
    },
  );
}

/** One black frame, shipped to London, paid by the test card. */
function frameOrder(frame: { id: number }) {
  return {
    items: [{ frame_id: frame.id, quantity: 1, price: 0, color: 'black' }],
    shipping_address: {
      first_name: 'Load',
      last_name: 'Visitor',
      email: 'load@example.com',
      phone: '+44 20 7946 0000',
      address: '12 St James’s Square',
      city: 'London',
      state: 'Greater London',
      zip_code: 'SW1Y 4JH',
      country: 'United Kingdom',
    },
    payment_info: {
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/29',
      card_cvv: '987',
      cardholder_name: 'Load Visitor',
    },
    total_amount: 0,
    shipping_cost: 0,
  };
}

function orderFrames(
  run: string,
  frames: { id: number }[],
  acknowledged: Acknowledged,
): autocannon.Request {
  return timed(
    'order frames',
    (context) => {
      // An order the site did not acknowledge is sent again with the same key, as checkout does.
      context.orderKey ??= `load-${run}-${randomUUID()}`;
      acknowledged.ordersAsked.add(context.orderKey as string);
      const frame = frames[Math.floor(Math.random() * frames.length)]!;
      context.order ??= frameOrder(frame);
      return {
        path: apiPaths.orders,
        ...post(context.order, context.token as string | undefined, {
          'idempotency-key': context.orderKey as string,
        }),
      };
    },
    (status, body, context) => {
      if (status !== 200 && status !== 201) return;
      acknowledged.orders.set(
        context.orderKey as string,
        (JSON.parse(body) as { order_id: string }).order_id,
      );
      context.orderKey = undefined;
      context.order = undefined;
    },
  );
}

export function visitorWrites(
  run: string,
  visitors: Visitor[],
  { events, frames }: Catalog,
  acknowledged: Acknowledged,
): autocannon.Request[] {
  return [
    signIn(visitors),
    bookAnEvent(events, acknowledged),
    likeTheEvent(acknowledged),
    orderFrames(run, frames, acknowledged),
  ];
}
