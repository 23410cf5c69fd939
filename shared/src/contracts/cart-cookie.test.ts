import { CART_COOKIE_MAX_LINES, cartCookie, cartLinesFromCookie } from './cart-cookie';
import type { CartItem } from './entities';

const item = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  name: `Frame ${id}`,
  price: 20,
  frame_size: '30x40 cm',
  black_image_url: '',
  brown_image_url: '',
  kind: 'picture',
  selectedColor: 'black',
  quantity: 1,
  ...overrides,
});

test('the cookie carries each line as kind, id, colour and quantity, and reads back the same', () => {
  const items = [item(3, { quantity: 2 }), item(1, { kind: 'painting', selectedColor: 'brown' })];
  const cookie = cartCookie(items);
  expect(cookie).toBe(
    'citylens_cart=picture-3-black-2.painting-1-brown-1; Path=/; Max-Age=34560000; SameSite=Lax',
  );
  const header = `citylens_release_bucket=12; ${cookie.split(';')[0]}; other=1`;
  expect(cartLinesFromCookie(header)).toEqual([
    { kind: 'picture', id: 3, selectedColor: 'black', quantity: 2 },
    { kind: 'painting', id: 1, selectedColor: 'brown', quantity: 1 },
  ]);
});

test('an empty cart, or one past the lines a cookie carries, removes the cookie', () => {
  expect(cartCookie([])).toBe('citylens_cart=; Path=/; Max-Age=0; SameSite=Lax');
  const many = Array.from({ length: CART_COOKIE_MAX_LINES + 1 }, (_, i) => item(i + 1));
  expect(cartCookie(many)).toContain('Max-Age=0');
});

test('no cookie, or lines a cart could not hold, give no lines; a repeated line counts once', () => {
  expect(cartLinesFromCookie(undefined)).toEqual([]);
  expect(cartLinesFromCookie('citylens_cart=')).toEqual([]);
  expect(cartLinesFromCookie('my_citylens_cart=picture-1-black-1')).toEqual([]);
  const forged = [
    'picture-1-red-1',
    'poster-1-black-1',
    'picture-1-black-11',
    'picture-1-black-0',
    'picture-x-black-1',
    'picture-1-black-1<script>',
    'painting-2-brown-10',
    'painting-2-brown-3',
  ].join('.');
  expect(cartLinesFromCookie(`citylens_cart=${forged}`)).toEqual([
    { kind: 'painting', id: 2, selectedColor: 'brown', quantity: 10 },
  ]);
});
