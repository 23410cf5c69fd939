import { formatPrice } from './format-price';

test('prices are US dollars with two decimals and thousands separators', () => {
  expect(formatPrice(29.99)).toBe('$29.99');
  expect(formatPrice(0)).toBe('$0.00');
  expect(formatPrice(9.9)).toBe('$9.90');
  expect(formatPrice(1234.5)).toBe('$1,234.50');
});

test('writes what en-US currency formatting writes, rounding and negatives included', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const samples = [
    0.005, 0.015, 1.005, 2.675, 49.99, 50, 50.01, 999.995, 1000, 123456789.126, -3.5,
  ];
  samples.push(-0.004, 0.125, 1e-7, 9007199254740.99);
  // A fixed spread of amounts (thousandths, from cents to millions), the same on every run.
  for (let i = 0; i < 2000; i++) samples.push(((i * 7919 + 13) % 10 ** (2 + (i % 8))) / 1000);
  for (const amount of samples) expect(formatPrice(amount)).toBe(intl.format(amount));
});
