import { DEFAULT_FRAME_PRICE, toFrame } from './to-frame';

const base = {
  id: 4,
  name: 'Harbour Oak',
  frame_size: '40x50 cm',
  black_image_url: '/media/b.jpg',
  brown_image_url: '/media/r.jpg',
};

test('the kind comes from the endpoint; a missing price is 29.99; a decimal string is read', () => {
  expect(toFrame({ ...base, price: 12.5 }, 'painting')).toMatchObject({
    kind: 'painting',
    price: 12.5,
  });
  expect(toFrame(base, 'picture').price).toBe(DEFAULT_FRAME_PRICE);
  expect(DEFAULT_FRAME_PRICE).toBe(29.99);
  expect(toFrame({ ...base, price: null }, 'picture').price).toBe(29.99);
  expect(toFrame({ ...base, price: '45.00' }, 'picture').price).toBe(45);
});

test('an unreadable price stays NaN so the card refuses it', () => {
  expect(toFrame({ ...base, price: 'call us' }, 'picture').price).toBeNaN();
});
