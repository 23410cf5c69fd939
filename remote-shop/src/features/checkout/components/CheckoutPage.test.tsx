/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import { cart, getBus } from '@citylens/shared';
import { storageKeys } from '@citylens/shared/contracts';
import {
  installFakeApi,
  json,
  renderWithProviders,
  resetTabForTests,
} from '@citylens/shared/testing';
import { testFrame } from '../../../testing/fixtures';
import { CheckoutPage } from './CheckoutPage';

const filled: Record<string, string> = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Phone: '+44 20 7946 0000',
  Address: '12 Analytical Row',
  City: 'London',
  State: 'Greater London',
  'ZIP code': 'N1 9GU',
  Country: 'United Kingdom',
  'Card number': '4242 4242 4242 4242',
  'Card expiry': '12/29',
  CVV: '123',
  'Cardholder name': 'Ada Lovelace',
};

const messages = [
  'First name is required',
  'Last name is required',
  'Email is required',
  'Phone is required',
  'Address is required',
  'City is required',
  'State is required',
  'ZIP code is required',
  'Country is required',
  'Card number is required',
  'Card expiry is required',
  'CVV is required',
  'Cardholder name is required',
];

beforeEach(() => {
  sessionStorage.clear();
  resetTabForTests();
});

function withCart() {
  cart.add(testFrame(1, 'picture', { name: 'Classic Walnut', price: 20 }), 'black', 1);
  cart.add(testFrame(1, 'picture', { name: 'Classic Walnut', price: 20 }), 'brown', 1);
}

async function fill(user: ReturnType<typeof renderWithProviders>['user'], except?: string) {
  for (const [label, value] of Object.entries(filled)) {
    if (label === except) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

test('an empty cart shows the empty view with Continue Shopping to /frame-shop', () => {
  renderWithProviders(<CheckoutPage />);
  expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/frame-shop',
  );
});

test('the order summary: lines, subtotal, shipping 9.99 up to 50 and the total', () => {
  withCart();
  renderWithProviders(<CheckoutPage />);
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
  expect(within(summary).getByText('$40.00', { selector: 'dd' })).toBeInTheDocument();
  expect(within(summary).getByText('$9.99')).toBeInTheDocument();
  expect(within(summary).getByText('$49.99')).toBeInTheDocument();
});

test('every required field says so in the spec’s words; the first in error gets focus', async () => {
  withCart();
  const api = installFakeApi({});
  const { user } = renderWithProviders(<CheckoutPage />);
  await user.click(placeOrder());
  for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveFocus();
  expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
  expect(api.calls).toHaveLength(0);
});

test.each(Object.keys(filled))(
  'only %s missing: its message alone, and focus on it',
  async (label) => {
    withCart();
    installFakeApi({});
    const { user } = renderWithProviders(<CheckoutPage />);
    await fill(user, label);
    await user.click(placeOrder());
    const field = screen.getByLabelText(label);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const shown = messages.filter((m) => screen.queryByText(m));
    expect(shown).toHaveLength(1);
    // Typing clears that field's message.
    await user.type(field, 'x');
    expect(screen.queryByText(shown[0]!)).not.toBeInTheDocument();
  },
);

test('card fields carry cc-* autocomplete; shipping fields their address tokens', () => {
  withCart();
  renderWithProviders(<CheckoutPage />);
  expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  expect(screen.getByLabelText('Card expiry')).toHaveAttribute('autocomplete', 'cc-exp');
  expect(screen.getByLabelText('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
  expect(screen.getByLabelText('Cardholder name')).toHaveAttribute('autocomplete', 'cc-name');
  expect(screen.getByLabelText('ZIP code')).toHaveAttribute('autocomplete', 'shipping postal-code');
  expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
});

test('placing the order: processing, one request with bearer and Idempotency-Key, confirmation, cart cleared, no card stored', async () => {
  withCart();
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  let answer: (r: Response) => void = () => undefined;
  const api = installFakeApi({
    'POST /api/orders/': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  const { user } = renderWithProviders(<CheckoutPage />);
  await fill(user);
  await user.click(placeOrder());
  const busy = screen.getByRole('button', { name: 'Processing...' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  await user.click(busy);
  await waitFor(() => expect(api.callsTo('POST', '/api/orders/')).toHaveLength(1));

  const [call] = api.callsTo('POST', '/api/orders/');
  expect(call!.authorization).toBe('Bearer access-1');
  expect(call!.body).toEqual({
    items: [
      { frame_id: 1, quantity: 1, price: 20, color: 'black', kind: 'picture' },
      { frame_id: 1, quantity: 1, price: 20, color: 'brown', kind: 'picture' },
    ],
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
    payment_info: {
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/29',
      card_cvv: '123',
      cardholder_name: 'Ada Lovelace',
    },
    total_amount: 49.99,
    shipping_cost: 9.99,
  });
  const request = api.fetchMock.mock.calls[0]![0] as Request;
  expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

  answer(json({ order_id: 'CL-abc123', total_amount: 49.99 }, 201));
  expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toHaveFocus();
  expect(screen.getByTestId('order-id')).toHaveTextContent('CL-abc123');
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/frame-shop',
  );
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(getBus().cart.getValue().count).toBe(0);

  const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
  expect(stored).not.toContain('4242');
  expect(stored).not.toContain('12/29');
});

test('an answer without order_id gets a generated id', async () => {
  withCart();
  installFakeApi({ 'POST /api/orders/': () => json({}, 201) });
  const { user } = renderWithProviders(<CheckoutPage />);
  await fill(user);
  await user.click(placeOrder());
  expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
  expect(screen.getByTestId('order-id').textContent).toMatch(/^CL-[0-9A-Z]{8,}$/);
});

test('a refused order: "Failed to create order", server field errors beside their fields, cart kept', async () => {
  withCart();
  installFakeApi({
    'POST /api/orders/': () =>
      json(
        {
          items: ['Item 1: Invalid frame data. Please refresh the page and try again.'],
          zip_code: ['ZIP code is required'],
        },
        400,
      ),
  });
  const { user } = renderWithProviders(<CheckoutPage />);
  await fill(user);
  await user.click(placeOrder());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to create order');
  expect(alert).toHaveTextContent('Item 1: Invalid frame data.');
  expect(screen.getByLabelText('ZIP code')).toHaveFocus();
  expect(getBus().cart.getValue().count).toBe(2);
});

test('no answer: "An error occurred while processing your order"; the retry reuses the attempt’s key, a changed order gets a new one', async () => {
  withCart();
  const api = installFakeApi({ 'POST /api/orders/': () => json({ order_id: 'CL-retry' }, 201) });
  api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const { user } = renderWithProviders(<CheckoutPage />);
  await fill(user);
  await user.click(placeOrder());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred while processing your order',
  );
  await user.click(placeOrder());
  await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
  await user.type(screen.getByLabelText('Phone'), '1');
  await user.click(placeOrder());
  expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();

  const keys = api.fetchMock.mock.calls.map(([input]) =>
    (input as Request).headers.get('Idempotency-Key'),
  );
  expect(keys[0]).toBe(keys[1]);
  expect(keys[2]).not.toBe(keys[1]);
});
