import { act, screen } from '@testing-library/react';
import { getBus } from '@citylens/shared';
import { renderWithProviders, resetBusForTests } from '@citylens/shared/testing';
import { testFrame } from '../../../testing/fixtures';
import { FRAME_MESSAGE_MS } from '../hooks/use-frame-card-choice';
import { FrameCard } from './FrameCard';

const frame = testFrame(3, 'painting', { name: 'Gilded Sienna', price: 45.5 });

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });

test('shows the photo, name, size and price', () => {
  renderWithProviders(<FrameCard frame={frame} />);
  expect(screen.getByRole('heading', { name: 'Gilded Sienna' })).toBeInTheDocument();
  expect(screen.getByText('Size: 30x40 cm')).toBeInTheDocument();
  expect(screen.getByText('$45.50')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Gilded Sienna in black and brown' })).toBeInTheDocument();
});

test('before a colour is chosen the photo shows both finishes; then only the chosen one', async () => {
  const { user, container } = renderWithProviders(<FrameCard frame={frame} />);
  const sources = () => [...container.querySelectorAll('img')].map((img) => img.src);
  expect(screen.getByRole('radio', { name: 'Black' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Brown' })).not.toBeChecked();
  expect(sources()).toEqual([expect.stringMatching(/-black\./), expect.stringMatching(/-brown\./)]);
  await user.click(screen.getByRole('radio', { name: 'Brown' }));
  expect(sources()).toEqual([expect.stringMatching(/-brown\./)]);
  expect(screen.getByRole('img', { name: 'Gilded Sienna in brown' })).toBeInTheDocument();
});

test('without a colour: "Please select a color to add to cart"', async () => {
  const { user } = renderWithProviders(<FrameCard frame={frame} />);
  await user.click(addButton());
  expect(screen.getByRole('status')).toHaveTextContent('Please select a color to add to cart');
  expect(getBus().cart.getValue().count).toBe(0);
});

test('choosing a colour clears "Please select a color to add to cart" at once', async () => {
  const { user } = renderWithProviders(<FrameCard frame={frame} />);
  await user.click(addButton());
  expect(screen.getByRole('status')).toHaveTextContent('Please select a color to add to cart');
  await user.click(screen.getByRole('radio', { name: 'Black' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await user.click(addButton());
  expect(screen.getByRole('status')).toHaveTextContent(
    'Added 1 × Gilded Sienna (Black) to your cart',
  );
});

test.each(['0', '11', '2.5', ''])(
  'quantity "%s": "Quantity must be between 1 and 10"',
  async (value) => {
    const { user } = renderWithProviders(<FrameCard frame={frame} />);
    await user.click(screen.getByRole('radio', { name: 'Brown' }));
    await user.clear(quantity());
    if (value) await user.type(quantity(), value);
    await user.click(addButton());
    expect(screen.getByRole('status')).toHaveTextContent('Quantity must be between 1 and 10');
    expect(getBus().cart.getValue().count).toBe(0);
  },
);

test.each([
  ['no name', { name: '' }],
  ['no readable price', { price: Number.NaN }],
])('%s: "Invalid frame data. Please refresh the page and try again."', async (_, broken) => {
  const { user } = renderWithProviders(<FrameCard frame={{ ...frame, ...broken }} />);
  await user.click(screen.getByRole('radio', { name: 'Black' }));
  await user.click(addButton());
  expect(screen.getByRole('status')).toHaveTextContent(
    'Invalid frame data. Please refresh the page and try again.',
  );
});

test('a merge past 10 on one line is refused with the quantity text', async () => {
  const { user } = renderWithProviders(<FrameCard frame={frame} />);
  await user.click(screen.getByRole('radio', { name: 'Black' }));
  await user.clear(quantity());
  await user.type(quantity(), '8');
  await user.click(addButton());
  await user.click(addButton());
  expect(screen.getByRole('status')).toHaveTextContent('Quantity must be between 1 and 10');
  expect(getBus().cart.getValue().count).toBe(8);
});

test('the photo follows the colour; adding confirms for 3 s; the steppers stay within 1–10', async () => {
  jest.useFakeTimers();
  try {
    const { user } = renderWithProviders(<FrameCard frame={frame} />, {
      userEventOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await user.click(screen.getByRole('radio', { name: 'Brown' }));
    expect(screen.getByRole('img', { name: 'Gilded Sienna in brown' })).toHaveAttribute(
      'src',
      frame.brown_image_url,
    );
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Gilded Sienna' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease);
    expect(quantity()).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Gilded Sienna' }));
    expect(quantity()).toHaveValue(2);
    expect(decrease).not.toHaveAttribute('aria-disabled');
    await user.click(decrease);
    expect(quantity()).toHaveValue(1);
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    // Past the limit too, a press on the refusing stepper changes nothing.
    const increase = screen.getByRole('button', { name: 'Increase quantity of Gilded Sienna' });
    await user.clear(quantity());
    await user.type(quantity(), '25');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    expect(quantity()).toHaveValue(25);
    await user.clear(quantity());
    await user.type(quantity(), '1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Gilded Sienna' }));
    expect(quantity()).toHaveValue(2);
    await user.click(addButton());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added 2 × Gilded Sienna (Brown) to your cart',
    );
    expect(getBus().cart.getValue().items[0]).toMatchObject({
      id: 3,
      kind: 'painting',
      selectedColor: 'brown',
      quantity: 2,
    });
    act(() => jest.advanceTimersByTime(FRAME_MESSAGE_MS - 1));
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  } finally {
    jest.useRealTimers();
  }
});
