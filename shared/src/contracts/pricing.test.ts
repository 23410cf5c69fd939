import { orderSubtotal, orderTotal, priceOrder, shippingCost } from './pricing';

describe('order prices (spec §9)', () => {
  test.each([
    [49.99, 9.99, 59.98],
    [50.0, 9.99, 59.99],
    [50.01, 0, 50.01],
  ])('subtotal %d → shipping %d, total %d', (subtotal, shipping, total) => {
    expect(shippingCost(subtotal)).toBe(shipping);
    expect(orderTotal(subtotal)).toBe(total);
  });

  test('lines are summed in cents', () => {
    expect(orderSubtotal([{ price: 0.1, quantity: 3 }])).toBe(0.3);
    expect(priceOrder([{ price: 0.1, quantity: 3 }])).toEqual({
      subtotal: 0.3,
      shipping: 9.99,
      total: 10.29,
    });
    expect(priceOrder([{ price: 25, quantity: 2 }])).toEqual({
      subtotal: 50,
      shipping: 9.99,
      total: 59.99,
    });
    expect(priceOrder([{ price: 25.01, quantity: 2 }])).toEqual({
      subtotal: 50.02,
      shipping: 0,
      total: 50.02,
    });
  });
});
