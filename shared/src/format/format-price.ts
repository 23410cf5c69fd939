// Made on first use: building an Intl formatter loads locale data, which would cost every page's start.
let usd: Intl.NumberFormat | undefined;

/** Every price CityLens shows (shop, cart, checkout): US dollars, two decimals, "$1,234.50". */
export function formatPrice(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}
