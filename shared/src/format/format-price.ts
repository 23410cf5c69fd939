const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every price CityLens shows (shop, cart, checkout): US dollars, two decimals, "$1,234.50". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
