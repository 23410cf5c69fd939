import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { IdParams, LikeToggled, Success, bearer } from '../schemas.js';
import { BookingSchema, EventIdsSchema, EventSchema } from './schemas.js';
import { EventsRepository, hasEnded } from './repository.js';
import { contracts } from '../../lib/contracts.js';
import { noStore } from '../../plugins/no-store.js';

const { apiPaths } = contracts;

const tags = ['events'];

export const EVENT_ENDED_MESSAGE = 'This event has ended and can no longer be booked.';
export const BOOKING_CANCELLED_MESSAGE = 'Your booking has been cancelled.';
export const CANCEL_ENDED_MESSAGE =
  'This event has ended, so its booking can no longer be cancelled.';
/** 409: the request is fine, the event's state refuses it. */
const eventEnded = (detail = EVENT_ENDED_MESSAGE) => new HttpError(409, { detail });

/** The Fastify instance the event routes are added to (TypeBox types the requests). */
type EventsApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the event routes share: the events, and the event a path names. */
function eventServices(ctx: AppContext) {
  const repo = new EventsRepository(ctx);

  const eventOr404 = async (id: number) => {
    const event = await repo.get(id);
    if (!event) throw notFound('Event not found.');
    return event;
  };

  return { repo, auth: ctx.auth, eventOr404 };
}

type EventServices = ReturnType<typeof eventServices>;

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = eventServices(app.ctx);
  registerEventListings(app, services);
  registerYourEvents(app, services);
  registerEventDetail(app, services);
  registerEventBookings(app, services);
  registerEventLikes(app, services);
};

/** Upcoming and past events, and the search. */
function registerEventListings(app: EventsApp, { repo }: EventServices) {
  for (const [path, summary, list] of [
    [apiPaths.events, 'Upcoming events (today or later), soonest first', () => repo.list()],
    [apiPaths.pastEvents, 'Past events, most recent first', () => repo.past()],
  ] as const) {
    app.get(path, { schema: { tags, summary, response: { 200: Type.Array(EventSchema) } } }, list);
  }

  app.get(
    apiPaths.eventSearch,
    {
      schema: {
        tags,
        summary:
          'Search events by name, city, country, category or venue (?query=, trimmed, ≥ 2 chars)',
        querystring: Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Type.Array(EventSchema) },
      },
    },
    async (request) => {
      const term = (request.query.query ?? '').trim();
      return term.length < 2 ? [] : repo.search(term);
    },
  );
}

/** The signed-in user's events: ids booked and liked, and the bookings with their events. */
function registerYourEvents(app: EventsApp, { repo, auth }: EventServices) {
  for (const [path, summary, ids] of [
    [
      apiPaths.bookedEvents,
      'Ids of the events you booked',
      (userId: number) => repo.bookedIds(userId),
    ],
    [
      apiPaths.likedEvents,
      'Ids of the events you liked',
      (userId: number) => repo.likedIds(userId),
    ],
  ] as const) {
    const schema = { tags, summary, security: bearer, response: { 200: EventIdsSchema } };
    app.get(path, { schema }, async (request) => ({
      ids: await ids((await auth.require(request)).id),
    }));
  }

  app.get(
    apiPaths.myBookings,
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Your bookings with their events: upcoming soonest first, then past',
        security: bearer,
        response: { 200: Type.Array(BookingSchema) },
      },
    },
    async (request) => repo.bookings((await auth.require(request)).id),
  );
}

function registerEventDetail(app: EventsApp, { eventOr404 }: EventServices) {
  app.get(
    apiPaths.event,
    { schema: { tags, summary: 'One event', params: IdParams, response: { 200: EventSchema } } },
    (request) => eventOr404(request.params.id),
  );
}

/** Booking an event and cancelling the booking, both refused once the event has ended. */
function registerEventBookings(app: EventsApp, { repo, auth, eventOr404 }: EventServices) {
  app.post(
    apiPaths.eventBooking,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Book an event (idempotent)',
        params: IdParams,
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      const event = await eventOr404(request.params.id);
      if (hasEnded(event.event_date, app.ctx.clock())) throw eventEnded();
      await repo.book(event.id, user.id);
      return { success: true, message: 'Event booked successfully!' };
    },
  );

  app.delete(
    apiPaths.eventBooking,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Cancel your booking (idempotent); refused once the event has ended',
        params: IdParams,
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      const event = await eventOr404(request.params.id);
      // An ended event's booking is its attendance record: it stays.
      if (hasEnded(event.event_date, app.ctx.clock())) throw eventEnded(CANCEL_ENDED_MESSAGE);
      await repo.cancel(event.id, user.id);
      return { success: true, message: BOOKING_CANCELLED_MESSAGE };
    },
  );
}

function registerEventLikes(app: EventsApp, { repo, auth, eventOr404 }: EventServices) {
  app.post(
    apiPaths.eventLike,
    {
      schema: {
        tags,
        response: { 200: LikeToggled },
        summary: 'Toggle your like of an event',
        params: IdParams,
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      const event = await eventOr404(request.params.id);
      const { liked, count } = await repo.toggleLike(event.id, user.id);
      return { success: true, liked, likes_count: count };
    },
  );
}
