import { useMemo } from 'react';
import { cartOfLines, useCartLinesAsRendered } from '@citylens/shared';
import type { CartState } from '@citylens/shared/contracts';
import { useQueries } from '@citylens/shared/query';
import { framesQuery } from '../api/get-frames';

/**
 * The cart the host's server rendered this page with: the lines it read from the visitor's cart
 * cookie (kept in the page's answers, so hydration reads the same ones), priced from the frame
 * lists. Undefined where the server rendered nobody's cart (every page but a checkout with a cart
 * cookie), or while a list it needs has no answer: then the page shows the empty cart, as before.
 */
export function useCartAsRendered(): CartState | undefined {
  const lines = useCartLinesAsRendered();
  const kinds = [...new Set((lines ?? []).map((line) => line.kind))];
  const lists = useQueries({
    queries: kinds.map((kind) => framesQuery(kind)),
    combine: (results) =>
      results.some((result) => !result.data) ? undefined : results.flatMap((r) => r.data!),
  });
  return useMemo(() => (lines && lists ? cartOfLines(lines, lists) : undefined), [lines, lists]);
}
