import { formatPrice } from './format-price';

test('prices are US dollars with two decimals and thousands separators', () => {
  expect(formatPrice(29.99)).toBe('$29.99');
  expect(formatPrice(0)).toBe('$0.00');
  expect(formatPrice(9.9)).toBe('$9.90');
  expect(formatPrice(1234.5)).toBe('$1,234.50');
});
