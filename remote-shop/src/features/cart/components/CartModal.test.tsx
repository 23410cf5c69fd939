import { screen, within } from '@testing-library/react';
import { cart, getBus, resetBusForTests } from '@citylens/shared';
import { renderWithProviders } from '@citylens/shared/testing';
import { testFrame } from '../../../testing/shop-test-api';
import { CartModal } from './CartModal';

const frame = testFrame(7, 'picture', { name: 'Gallery Oak', price: 20 });

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

const renderCart = () =>
  renderWithProviders(<CartModal open onClose={() => getBus().closeOverlay()} />);

test('an empty cart offers Continue Shopping', () => {
  renderCart();
  expect(screen.getByRole('dialog', { name: 'Your Cart (0)' })).toBeInTheDocument();
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
});

test('lines show image, colour and quantity; totals follow; shipping 9.99 up to 50, free above', async () => {
  cart.add(frame, 'black', 2);
  const { user } = renderCart();
  const dialog = screen.getByRole('dialog', { name: 'Your Cart (2)' });
  expect(within(dialog).getByText(/Black · 30x40 cm · \$20\.00 each/)).toBeInTheDocument();
  expect(dialog.querySelector('img')).toBeInTheDocument();
  expect(within(dialog).getByText('$40.00', { selector: 'dd' })).toBeInTheDocument();
  expect(within(dialog).getByText('$9.99')).toBeInTheDocument();
  expect(within(dialog).getByText('$49.99')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Increase quantity of Gallery Oak, Black' }));
  expect(getBus().cart.getValue().count).toBe(3);
  expect(screen.getByRole('dialog', { name: 'Your Cart (3)' })).toBeInTheDocument();
  expect(within(dialog).getByText('Free')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Decrease quantity of Gallery Oak, Black' }));
  expect(getBus().cart.getValue().count).toBe(2);

  await user.click(screen.getByRole('button', { name: 'Remove Gallery Oak, Black' }));
  expect(getBus().cart.getValue().items).toHaveLength(0);
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
});

test('two colours of one frame are two lines; quantity stops at 10 per line', () => {
  cart.add(frame, 'brown', 10);
  cart.add(frame, 'black', 1);
  renderCart();
  expect(
    within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem'),
  ).toHaveLength(2);
  expect(
    screen.getByRole('button', { name: 'Increase quantity of Gallery Oak, Brown' }),
  ).toBeDisabled();
});

test('Checkout closes the cart and goes to /checkout', async () => {
  cart.add(frame, 'black', 1);
  const onClose = jest.fn();
  const { user } = renderWithProviders(<CartModal open onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(onClose).toHaveBeenCalled();
});
