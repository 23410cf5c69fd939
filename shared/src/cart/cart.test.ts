import { storageKeys, type Frame, type FrameKind } from '../contracts';
import { getBus, resetBusForTests } from '../bus/bus';
import { CART_COLOR_REQUIRED_MESSAGE, CART_QUANTITY_MESSAGE, cart } from './cart';
import { cartLineKey, parseStoredCart } from '../stores/cart-state';

const frame = (id: number, price: number, kind: FrameKind = 'painting'): Frame => ({
  id,
  name: `Frame ${id}`,
  price,
  frame_size: '20x30 cm',
  black_image_url: '/media/frames/b.jpg',
  brown_image_url: '/media/frames/r.jpg',
  kind,
});

const lines = () =>
  getBus()
    .cart.getValue()
    .items.map((i) => `${cartLineKey(i)}×${i.quantity}`);

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

describe('merging and colours', () => {
  test('add merges quantity for the same frame and colour', () => {
    expect(cart.add(frame(1, 10), 'black', 2)).toEqual({ ok: true });
    cart.add(frame(1, 10), 'black', 3);
    expect(lines()).toEqual(['painting-1-black×5']);
    expect(getBus().cart.getValue().count).toBe(5);
  });

  test('another colour of the same frame is its own line', () => {
    cart.add(frame(1, 10), 'black');
    cart.add(frame(1, 10), 'brown');
    expect(lines()).toEqual(['painting-1-black×1', 'painting-1-brown×1']);
  });

  test('a picture and a painting frame with the same id stay apart', () => {
    cart.add(frame(3, 10, 'picture'), 'black');
    cart.add(frame(3, 20, 'painting'), 'black', 2);
    expect(lines()).toEqual(['picture-3-black×1', 'painting-3-black×2']);
    cart.remove({ id: 3, kind: 'picture', selectedColor: 'black' });
    expect(lines()).toEqual(['painting-3-black×2']);
  });

  test('adding needs black or brown, with the spec text', () => {
    expect(cart.add(frame(1, 10), 'white' as 'black')).toEqual({
      ok: false,
      message: CART_COLOR_REQUIRED_MESSAGE,
    });
    expect(CART_COLOR_REQUIRED_MESSAGE).toBe(
      'Please select either Black or Brown color before adding to cart.',
    );
    expect(getBus().cart.getValue().count).toBe(0);
  });
});

describe('quantities and bounds (1 to 10 per line)', () => {
  test('adding 0, a fraction or more than 10 is refused', () => {
    for (const q of [0, -1, 1.5, 11]) {
      expect(cart.add(frame(1, 10), 'black', q)).toEqual({
        ok: false,
        message: CART_QUANTITY_MESSAGE,
      });
    }
    expect(CART_QUANTITY_MESSAGE).toBe('Quantity must be between 1 and 10');
    expect(lines()).toEqual([]);
  });

  test('a merge that would pass 10 is refused and the line keeps its quantity', () => {
    cart.add(frame(1, 10), 'black', 8);
    expect(cart.add(frame(1, 10), 'black', 3)).toMatchObject({ ok: false });
    expect(cart.add(frame(1, 10), 'black', 2)).toEqual({ ok: true });
    expect(lines()).toEqual(['painting-1-black×10']);
  });

  test('the bus refuses an add command past 10 even without the helper', () => {
    getBus().sendCartCommand({ type: 'add', frame: frame(1, 10), color: 'black', quantity: 12 });
    expect(lines()).toEqual([]);
  });

  test('set quantity: above 10 refused, zero or less removes the line', () => {
    const line = { id: 1, kind: 'painting', selectedColor: 'black' } as const;
    cart.add(frame(1, 10), 'black', 4);
    cart.add(frame(1, 10), 'brown');
    cart.setQuantity(line, 25);
    expect(lines()).toEqual(['painting-1-black×4', 'painting-1-brown×1']);
    cart.setQuantity(line, 10);
    expect(lines()).toEqual(['painting-1-black×10', 'painting-1-brown×1']);
    cart.setQuantity(line, 0);
    expect(lines()).toEqual(['painting-1-brown×1']);
    cart.setQuantity({ ...line, selectedColor: 'brown' }, -1);
    expect(lines()).toEqual([]);
  });

  test('clear empties the cart (after a successful order)', () => {
    cart.add(frame(1, 10), 'black');
    cart.clear();
    expect(getBus().cart.getValue()).toEqual({ items: [], count: 0, subtotal: 0, total: 0 });
  });
});

describe('totals', () => {
  test('count is the sum of quantities and total the sum of price × quantity, cents-exact', () => {
    cart.add(frame(1, 0.1), 'black', 1);
    cart.add(frame(2, 0.2), 'black', 1);
    cart.add(frame(3, 29.99), 'brown', 3);
    expect(getBus().cart.getValue()).toMatchObject({ count: 5, subtotal: 90.27 });
  });
});

describe('persistence', () => {
  test('saved after every change', () => {
    cart.add(frame(1, 10), 'black', 2);
    expect(parseStoredCart(localStorage.getItem(storageKeys.cart))).toHaveLength(1);
    cart.setQuantity({ id: 1, kind: 'painting', selectedColor: 'black' }, 3);
    expect(parseStoredCart(localStorage.getItem(storageKeys.cart))[0]!.quantity).toBe(3);
    cart.clear();
    expect(localStorage.getItem(storageKeys.cart)).toBe('[]');
  });

  test('loaded from localStorage at start; corrupt lines are dropped', () => {
    localStorage.setItem(
      storageKeys.cart,
      JSON.stringify([
        { ...frame(4, 25), selectedColor: 'brown', quantity: 2 },
        { ...frame(5, 25), selectedColor: 'white', quantity: 2 },
        { ...frame(6, 25), selectedColor: 'black', quantity: 40 },
        { nonsense: true },
      ]),
    );
    expect(getBus().cart.getValue()).toMatchObject({ count: 2, subtotal: 50 });
    resetBusForTests();
    localStorage.setItem(storageKeys.cart, '{not json');
    expect(getBus().cart.getValue()).toEqual({ items: [], count: 0, subtotal: 0, total: 0 });
  });
});

describe('two tabs', () => {
  test('follows the cart another tab saved, without writing it back', () => {
    const bus = getBus();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const items = [{ ...frame(5, 10), selectedColor: 'black', quantity: 3 }];
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.cart, newValue: JSON.stringify(items) }),
    );
    expect(bus.cart.getValue()).toMatchObject({ count: 3, subtotal: 30 });
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  test('another tab emptying storage empties this cart too', () => {
    cart.add(frame(1, 10), 'black');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(getBus().cart.getValue().count).toBe(0);
  });
});

test('the cart is mirrored into the cookie the checkout is rendered from, at start and on every change', () => {
  const cookieOf = () => /(?:^|;\s*)citylens_cart=([^;]*)/.exec(document.cookie)?.[1];
  // A cart kept from before the cookie existed: mirrored as the page starts.
  document.cookie = 'citylens_cart=; Path=/; Max-Age=0';
  localStorage.setItem(
    storageKeys.cart,
    JSON.stringify([{ ...frame(4, 10), selectedColor: 'brown', quantity: 2 }]),
  );
  resetBusForTests();
  getBus(); // the page starts
  expect(cookieOf()).toBe('painting-4-brown-2');
  cart.add(frame(4, 10), 'black', 1);
  expect(cookieOf()).toBe('painting-4-brown-2.painting-4-black-1');
  getBus().sendCartCommand({ type: 'clear' });
  expect(cookieOf()).toBeUndefined();
});
