import { screen } from '@testing-library/react';
import { cart, getBus } from '@citylens/shared';
import { renderWithProviders, resetBusForTests } from '@citylens/shared/testing';
import { testFrame } from '../../../testing/fixtures';
import { CartSummaryBar } from './CartSummaryBar';

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

test('shows count and subtotal; View Cart asks the host for the cart; Checkout links to /checkout', async () => {
  cart.add(testFrame(1, 'picture', { price: 19.99 }), 'black', 2);
  cart.add(testFrame(1, 'painting', { price: 5 }), 'brown', 1);
  const { user } = renderWithProviders(<CartSummaryBar />);
  const bar = screen.getByRole('region', { name: 'Cart summary' });
  expect(bar).toHaveTextContent('3 items in your cart · Subtotal $44.98');
  await user.click(screen.getByRole('button', { name: 'View Cart' }));
  expect(getBus().overlay.getValue()).toEqual({ kind: 'cart' });
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
});
