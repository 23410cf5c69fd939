/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import { cart } from '@citylens/shared';
import { queryKeys, storageKeys } from '@citylens/shared/contracts';
import { Route, Routes, useLocation } from '@citylens/shared/router';
import {
  installFakeApi,
  json,
  renderWithProviders,
  resetTabForTests,
  signInForTests,
  signedInUser,
} from '@citylens/shared/testing';
import { placedOrder, testFrame } from '../../../testing/fixtures';
import { CheckoutPage } from './CheckoutPage';

/** The two routes the shop's CheckoutPage serves, and where the visitor is. */
function renderCheckout(route = '/checkout') {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/confirmed/:orderId" element={<CheckoutPage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const rest: Record<string, string> = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
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

async function placeOrder(user: ReturnType<typeof renderCheckout>['user']) {
  for (const [label, value] of Object.entries(rest)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

/** The confirmation's list of what was ordered, and its total. */
async function orderedItems() {
  const section = await screen.findByRole('region', { name: 'Your Order' });
  const lines = within(section)
    .getAllByRole('listitem')
    .map((line) => line.textContent);
  const total = within(section).getByText('Total').closest('dt')!.nextElementSibling!.textContent;
  return { lines, total };
}

const expectedItems = {
  lines: ['Classic WalnutBlack · 1 × $20.00$20.00', 'Classic WalnutBrown · 1 × $20.00$20.00'],
  total: '$49.99',
};

beforeEach(() => {
  sessionStorage.clear();
  resetTabForTests();
  cart.add(testFrame(1, 'picture', { name: 'Classic Walnut', price: 20 }), 'black', 1);
  cart.add(testFrame(1, 'picture', { name: 'Classic Walnut', price: 20 }), 'brown', 1);
});

function signIn() {
  signInForTests(signedInUser);
  localStorage.setItem(storageKeys.accessToken, 'access-1');
}

test('a signed-in visitor’s checkout starts with their email; a guest’s is empty', async () => {
  const guest = renderCheckout();
  expect(screen.getByLabelText('Email')).toHaveValue('');
  guest.unmount();
  signIn();
  renderCheckout();
  expect(screen.getByLabelText('Email')).toHaveValue('mara@example.com');
});

test('a signed-in order moves to its own URL, which lists the items and the total', async () => {
  signIn();
  installFakeApi({
    'POST /api/orders/': () => json({ order_id: 'CL-mine' }, 201),
    'GET /api/orders/CL-mine/': () => json(placedOrder('CL-mine')),
  });
  const { user, queryClient } = renderCheckout();
  queryClient.setQueryData(queryKeys.orders.mine(signedInUser.id), []);
  await placeOrder(user);
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout/confirmed/CL-mine'),
  );
  expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toHaveFocus();
  expect(await orderedItems()).toEqual(expectedItems);
  expect(screen.getByTestId('order-id')).toHaveTextContent('CL-mine');
  // My orders on the profile is out of date now.
  expect(queryClient.getQueryState(queryKeys.orders.mine(signedInUser.id))?.isInvalidated).toBe(
    true,
  );
});

test('reloading /checkout/confirmed/<id> shows the same order, read with the visitor’s session', async () => {
  signIn();
  const api = installFakeApi({ 'GET /api/orders/CL-mine/': () => json(placedOrder('CL-mine')) });
  renderCheckout('/checkout/confirmed/CL-mine');
  expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
  expect(await orderedItems()).toEqual(expectedItems);
  expect(api.callsTo('GET', '/api/orders/CL-mine/')[0]!.authorization).toBe('Bearer access-1');
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/frame-shop',
  );
});

test('another visitor’s order id (404) says Order not found', async () => {
  signIn();
  installFakeApi({
    'GET /api/orders/CL-theirs/': () => json({ detail: 'Order not found.' }, 404),
  });
  renderCheckout('/checkout/confirmed/CL-theirs');
  expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).toBeNull();
});

test('a guest’s confirmation stays on /checkout and lists the items and the total', async () => {
  installFakeApi({
    'POST /api/orders/': () => json({ order_id: 'CL-guest' }, 201),
    'GET /api/orders/CL-guest/': () => json(placedOrder('CL-guest')),
  });
  const { user } = renderCheckout();
  await user.click(screen.getByLabelText('Email'));
  await user.paste('ada@example.com');
  await placeOrder(user);
  expect(await orderedItems()).toEqual(expectedItems);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/checkout$/);
});
