/**
 * Every price CityLens shows (shop, cart, checkout): US dollars, two decimals, "$1,234.50",
 * exactly as en-US currency formatting writes them. Written out rather than with Intl: a page's
 * first Intl.NumberFormat loads its locale data, measured at 45 ms in the task that renders the
 * frame grid (×4 on Lighthouse's mobile CPU).
 */
export function formatPrice(amount: number): string {
  const digits = String(Math.abs(amount));
  // Exponent forms (below 1e-6, from 1e21) and NaN/Infinity are never prices: leave them to Intl.
  if (!/^\d+(\.\d+)?$/.test(digits)) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
  }
  // Like Intl, round the shortest decimal that reads back as the number (0.015 → 0.02), half up.
  const [whole, fraction = ''] = digits.split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && fraction[2]! >= '5') cents += 1n;
  const text = cents.toString().padStart(3, '0');
  const dollars = text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${dollars}.${text.slice(-2)}`;
}
