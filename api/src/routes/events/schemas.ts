import type { Static } from 'typebox';
import type { BookingSchema, EventSchema } from '../../lib/schemas.js';

export { BookingSchema, EventIdsSchema, EventSchema } from '../../lib/schemas.js';

export type CityEvent = Static<typeof EventSchema>;
export type Booking = Static<typeof BookingSchema>;
