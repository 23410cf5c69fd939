import { storageKeys, type CartItem, type Frame } from '../contracts';
import { getBus, resetBusForTests } from '../bus/bus';
import { CART_COLOR_REQUIRED_MESSAGE, cart } from './cart';
import {
  applyCartCommand,
  orderTotal,
  parseStoredCart,
  shippingCost,
  summarize,
} from './cart-state';

const frame = (id: number, price: number): Frame => ({
  id,
  name: `Frame ${id}`,
  price,
  frame_size: '20x30 cm',
  black_image_url: '/media/frames/b.jpg',
  brown_image_url: '/media/frames/r.jpg',
  kind: 'painting',
});

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
});

describe('cart rules (spec §4, §9)', () => {
  test('add merges quantity for the same id and colour', () => {
    cart.add(frame(1, 10), 'black', 2);
    cart.add(frame(1, 10), 'black', 3);
    const { items, count } = getBus().cart.getValue();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 1, selectedColor: 'black', quantity: 5 });
    expect(count).toBe(5);
  });

  test('a different colour is its own line', () => {
    cart.add(frame(1, 10), 'black');
    cart.add(frame(1, 10), 'brown');
    expect(
      getBus()
        .cart.getValue()
        .items.map((i) => [i.id, i.selectedColor, i.quantity]),
    ).toEqual([
      [1, 'black', 1],
      [1, 'brown', 1],
    ]);
  });

  test('quantity per line is clamped to 1..10', () => {
    cart.add(frame(1, 10), 'black', 8);
    cart.add(frame(1, 10), 'black', 8);
    expect(getBus().cart.getValue().items[0]!.quantity).toBe(10);
    cart.setQuantity(1, 'black', 25);
    expect(getBus().cart.getValue().items[0]!.quantity).toBe(10);
    cart.setQuantity(1, 'black', 4);
    expect(getBus().cart.getValue().items[0]!.quantity).toBe(4);
  });

  test('set quantity to zero or less removes the line; remove removes only that colour', () => {
    cart.add(frame(1, 10), 'black');
    cart.add(frame(1, 10), 'brown');
    cart.add(frame(2, 10), 'black');
    cart.setQuantity(1, 'black', 0);
    cart.setQuantity(2, 'black', -1);
    expect(
      getBus()
        .cart.getValue()
        .items.map((i) => `${i.id}-${i.selectedColor}`),
    ).toEqual(['1-brown']);
    cart.add(frame(3, 5), 'black');
    cart.remove(1, 'brown');
    expect(
      getBus()
        .cart.getValue()
        .items.map((i) => `${i.id}-${i.selectedColor}`),
    ).toEqual(['3-black']);
  });

  test('clear empties the cart', () => {
    cart.add(frame(1, 10), 'black');
    cart.clear();
    expect(getBus().cart.getValue()).toEqual({ items: [], count: 0, total: 0 });
  });

  test('count is the sum of quantities and total is cents-exact', () => {
    cart.add(frame(1, 0.1), 'black', 1);
    cart.add(frame(2, 0.2), 'black', 1);
    cart.add(frame(3, 29.99), 'brown', 3);
    expect(getBus().cart.getValue()).toMatchObject({ count: 5, total: 90.27 });
  });

  test('adding needs black or brown', () => {
    expect(() => cart.add(frame(1, 10), 'white' as 'black')).toThrow(CART_COLOR_REQUIRED_MESSAGE);
    expect(getBus().cart.getValue().count).toBe(0);
  });

  test('saved after every change', () => {
    cart.add(frame(1, 10), 'black', 2);
    expect(parseStoredCart(localStorage.getItem(storageKeys.cart))).toHaveLength(1);
    cart.setQuantity(1, 'black', 3);
    expect(parseStoredCart(localStorage.getItem(storageKeys.cart))[0]!.quantity).toBe(3);
  });

  test('invalid add commands are ignored by the pure rules', () => {
    const items: CartItem[] = [];
    expect(
      applyCartCommand(items, { type: 'add', frame: frame(1, 1), color: 'black', quantity: 0 }),
    ).toBe(items);
    expect(summarize([])).toEqual({ items: [], count: 0, total: 0 });
  });
});

describe('shipping and totals', () => {
  test('free shipping only over 50', () => {
    expect(shippingCost(50)).toBe(9.99);
    expect(shippingCost(50.01)).toBe(0);
    expect(shippingCost(12)).toBe(9.99);
  });

  test('order total is subtotal plus shipping, in cents', () => {
    expect(orderTotal(20.01)).toBe(30);
    expect(orderTotal(60)).toBe(60);
  });
});
