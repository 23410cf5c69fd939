/** The shop's test fixtures (the fake API is @citylens/shared/testing's). */
import type { Frame, FrameKind, Order } from '@citylens/shared/contracts';
import { TEST_API } from '@citylens/shared/testing';

export const testFrame = (id: number, kind: FrameKind, overrides: Partial<Frame> = {}): Frame => ({
  id,
  name: `${kind === 'picture' ? 'Picture' : 'Painting'} frame ${id}`,
  price: 20,
  frame_size: '30x40 cm',
  black_image_url: `${TEST_API}/media/seed/frames/${kind}-${id}-black.jpg`,
  brown_image_url: `${TEST_API}/media/seed/frames/${kind}-${id}-brown.jpg`,
  kind,
  ...overrides,
});

/** An order as GET /api/orders/{id}/ sends it: two Classic Walnut frames, shipping 9.99. */
export const placedOrder = (order_id: string): Order => ({
  order_id,
  status: 'confirmed',
  created_at: '2026-11-24T15:30:00Z',
  items: [
    {
      frame_id: 1,
      name: 'Classic Walnut',
      kind: 'picture',
      color: 'black',
      quantity: 1,
      price: 20,
      line_total: 20,
    },
    {
      frame_id: 1,
      name: 'Classic Walnut',
      kind: 'picture',
      color: 'brown',
      quantity: 1,
      price: 20,
      line_total: 20,
    },
  ],
  subtotal: 40,
  shipping_cost: 9.99,
  total_amount: 49.99,
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    address: '12 Analytical Row',
    city: 'London',
    state: 'Greater London',
    zip_code: 'N1 9GU',
    country: 'United Kingdom',
  },
  payment: { card_brand: 'visa', card_last4: '4242', cardholder_name: 'Ada Lovelace' },
});
