import type { OrderRequest } from '@citylens/shared/contracts';

/** The test Visa card every order fixture pays with (digits only) and its CVV. */
export const TEST_CARD_NUMBER = '4242424242424242';
export const TEST_CARD_CVV = '987';

/**
 * A valid guest order of `items` (a London address, the test Visa card), with `overrides`.
 * The server prices orders itself, so the stated totals are only what a client would send.
 */
export function orderRequest(
  items: OrderRequest['items'],
  overrides: Partial<OrderRequest> = {},
): OrderRequest {
  return {
    items,
    shipping_address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      address: '12 St James’s Square',
      city: 'London',
      state: 'Greater London',
      zip_code: 'SW1Y 4JH',
      country: 'United Kingdom',
    },
    payment_info: {
      card_number: TEST_CARD_NUMBER.replace(/(\d{4})(?=\d)/g, '$1 '),
      card_expiry: '12/29',
      card_cvv: TEST_CARD_CVV,
      cardholder_name: 'Ada Lovelace',
    },
    total_amount: 0,
    shipping_cost: 0,
    ...overrides,
  };
}
