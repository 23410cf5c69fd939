import type { CityEvent, EventBooking, OrderSummary } from '@citylens/shared/contracts';

/** The account's test data: a visitor's bookings and orders as the API sends them. */
const event = (id: number, name: string, event_date: string, city: string): CityEvent => ({
  id,
  name,
  thumbnail_url: null,
  city,
  country: city === 'Tokyo' ? 'Japan' : 'France',
  event_date,
  event_time: '19:30:00',
  location: 'Riverside',
  description: `${name} in ${city}.`,
});

export const upcomingBooking: EventBooking = {
  event: event(4, 'Sumida River Night Walk', '2026-12-05', 'Tokyo'),
  booked_at: '2026-11-20T10:00:00Z',
  ended: false,
};
export const laterBooking: EventBooking = {
  event: event(9, 'Paris Jazz Evening', '2027-01-16', 'Paris'),
  booked_at: '2026-11-21T10:00:00Z',
  ended: false,
};
export const pastBooking: EventBooking = {
  event: event(2, 'Marais Food Market', '2026-10-03', 'Paris'),
  booked_at: '2026-09-01T10:00:00Z',
  ended: true,
};

export const placedOrder: OrderSummary = {
  order_id: 'CL-Abc123Def456Ghi7',
  status: 'confirmed',
  created_at: '2026-11-24T15:30:00Z',
  items: [
    {
      frame_id: 1,
      name: 'Classic Oak',
      kind: 'picture',
      color: 'brown',
      quantity: 2,
      price: 24.5,
      line_total: 49,
    },
    {
      frame_id: 8,
      name: 'Baroque Gilt',
      kind: 'painting',
      color: 'black',
      quantity: 1,
      price: 129,
      line_total: 129,
    },
  ],
  subtotal: 178,
  shipping_cost: 0,
  total_amount: 178,
};
