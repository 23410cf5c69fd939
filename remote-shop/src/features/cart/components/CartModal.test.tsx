import { act, screen, within } from '@testing-library/react';
import { cart, getBus } from '@citylens/shared';
import { renderWithProviders, resetBusForTests } from '@citylens/shared/testing';
import { testFrame } from '../../../testing/fixtures';
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
  expect(within(dialog).getByText('Black · 30x40 cm')).toBeInTheDocument();
  // The unit price never breaks: "each" stays with it.
  expect(within(dialog).getByText('$20.00 each')).toHaveStyle({ whiteSpace: 'nowrap' });
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

test('two colours of one frame are two lines; quantity stops at 10 per line', async () => {
  cart.add(frame, 'brown', 9);
  cart.add(frame, 'black', 1);
  const { user } = renderCart();
  expect(
    within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem'),
  ).toHaveLength(2);
  const increase = screen.getByRole('button', { name: 'Increase quantity of Gallery Oak, Brown' });
  await user.click(increase);
  expect(getBus().cart.getValue().count).toBe(11);
  // At 10 it refuses as aria-disabled: a disabled button would drop the focus the press gave it.
  expect(increase).toHaveAttribute('aria-disabled', 'true');
  await user.click(increase);
  expect(getBus().cart.getValue().count).toBe(11);
});

test('Checkout closes the cart and goes to /checkout', async () => {
  cart.add(frame, 'black', 1);
  const onClose = jest.fn();
  const { user } = renderWithProviders(<CartModal open onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(onClose).toHaveBeenCalled();
});

describe('focus after a line goes away', () => {
  const oak = testFrame(1, 'picture', { name: 'Gallery Oak' });
  const walnut = testFrame(2, 'picture', { name: 'Slim Walnut' });
  const ash = testFrame(3, 'painting', { name: 'Wide Ash' });
  const fillCart = () => {
    cart.add(oak, 'black', 1);
    cart.add(walnut, 'brown', 2);
    cart.add(ash, 'black', 1);
  };

  test('Remove on a middle line moves focus to the next line’s Remove', async () => {
    fillCart();
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Remove Slim Walnut, Brown' }));
    expect(screen.queryByRole('button', { name: 'Remove Slim Walnut, Brown' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Wide Ash, Black' })).toHaveFocus();
  });

  test('Remove on the last line moves focus to the previous line’s Remove (keyboard)', async () => {
    fillCart();
    const { user } = renderCart();
    screen.getByRole('button', { name: 'Remove Wide Ash, Black' }).focus();
    await user.keyboard('{Enter}');
    expect(getBus().cart.getValue().items).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Slim Walnut, Brown' })).toHaveFocus();
  });

  test('decreasing a line to 0 moves focus to the next line’s decrease button', async () => {
    fillCart();
    const { user } = renderCart();
    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Gallery Oak, Black' }),
    );
    expect(getBus().cart.getValue().items).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Slim Walnut, Brown' }),
    ).toHaveFocus();
  });

  test('a decrease that keeps the line keeps focus on it', async () => {
    fillCart();
    const { user } = renderCart();
    const decrease = screen.getByRole('button', {
      name: 'Decrease quantity of Slim Walnut, Brown',
    });
    await user.click(decrease);
    expect(getBus().cart.getValue().count).toBe(3);
    expect(decrease).toHaveFocus();
  });

  test('removing the last remaining line moves focus into the dialog, not to body', async () => {
    cart.add(oak, 'black', 1);
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Remove Gallery Oak, Black' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Your Cart (0)' });
    expect(document.activeElement).not.toBe(document.body);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('heading', { name: 'Your Cart (0)' })).toHaveFocus();
  });

  test('decreasing the last remaining line to 0 moves focus into the dialog, not to body', async () => {
    cart.add(oak, 'black', 1);
    const { user } = renderCart();
    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Gallery Oak, Black' }),
    );
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Your Cart (0)' });
    expect(document.activeElement).not.toBe(document.body);
    expect(within(dialog).getByRole('heading', { name: 'Your Cart (0)' })).toHaveFocus();
  });

  test('a line removed elsewhere (another tab) does not move focus', () => {
    fillCart();
    renderCart();
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    checkout.focus();
    act(() => cart.remove({ id: 2, kind: 'picture', selectedColor: 'brown' }));
    expect(screen.queryByRole('button', { name: 'Remove Slim Walnut, Brown' })).toBeNull();
    expect(checkout).toHaveFocus();
  });
});
