import type { Query } from '@tanstack/react-query';

/**
 * Whether anyone would ask the API for this query: a disabled one (a search with no term, a
 * signed-in visitor's bookings for an anonymous one) is asked by nobody.
 */
export function isQueryEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}
