import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@citylens/shared/router';
import { cart, getBus, resetBusForTests, type Frame } from '@citylens/shared';
import { CartModal } from './CartModal';

const frame: Frame = {
  id: 7,
  name: 'Gallery Oak',
  price: 20,
  frame_size: '30x40 cm',
  black_image_url: 'http://localhost:8000/media/seed/frames/7-black.jpg',
  brown_image_url: 'http://localhost:8000/media/seed/frames/7-brown.jpg',
  kind: 'picture',
};

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

function renderCart() {
  return render(
    <MemoryRouter>
      <CartModal open onClose={() => getBus().closeOverlay()} />
    </MemoryRouter>,
  );
}

test('an empty cart offers Continue Shopping', () => {
  renderCart();
  expect(screen.getByRole('dialog', { name: 'Your Cart (0)' })).toBeInTheDocument();
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
});

test('lines change quantity and totals through the bus; shipping is 9.99 up to 50, free above', async () => {
  cart.add(frame, 'black', 2);
  renderCart();
  const dialog = screen.getByRole('dialog', { name: 'Your Cart (2)' });
  expect(within(dialog).getByText('$40.00', { selector: 'dd' })).toBeInTheDocument();
  expect(within(dialog).getByText('$9.99')).toBeInTheDocument();
  expect(within(dialog).getByText('$49.99')).toBeInTheDocument();

  await userEvent.click(
    screen.getByRole('button', { name: 'Increase quantity of Gallery Oak, Black' }),
  );
  expect(getBus().cart.getValue().count).toBe(3);
  expect(screen.getByRole('dialog', { name: 'Your Cart (3)' })).toBeInTheDocument();
  expect(within(dialog).getByText('Free')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remove Gallery Oak, Black' }));
  expect(getBus().cart.getValue().items).toHaveLength(0);
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
});

test('quantity stops at 10 per line', () => {
  cart.add(frame, 'brown', 10);
  renderCart();
  expect(
    screen.getByRole('button', { name: 'Increase quantity of Gallery Oak, Brown' }),
  ).toBeDisabled();
});
