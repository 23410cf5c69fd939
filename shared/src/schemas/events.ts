import { Type } from 'typebox';
import { Nullable } from './common';

export const EventSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  city: Type.String(),
  country: Type.String(),
  event_date: Type.String({ description: 'yyyy-mm-dd' }),
  event_time: Type.String({ description: 'hh:mm:ss, 24-hour' }),
  location: Type.String(),
  description: Type.String(),
  date: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
});

/** The signed-in user's booked or liked event ids. */
export const EventIdsSchema = Type.Object({ ids: Type.Array(Type.Integer()) });

/** One of the signed-in visitor's bookings: the event, when it was booked, and whether it is over. */
export const BookingSchema = Type.Object({
  event: EventSchema,
  booked_at: Type.String({ description: 'ISO date-time' }),
  ended: Type.Boolean({ description: 'over for every visitor: it can no longer be cancelled' }),
});
