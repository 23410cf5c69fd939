import { renderHook, waitFor } from '@testing-library/react';
import { useProgressiveItems } from './use-progressive-items';

test('shows the first items at once, then doubles until every item is there', async () => {
  const items = Array.from({ length: 20 }, (_, i) => i);
  const seen: number[] = [];
  const { result } = renderHook(() => {
    const shown = useProgressiveItems(items, 4);
    seen.push(shown.length);
    return shown;
  });
  await waitFor(() => expect(result.current).toHaveLength(20));
  expect(result.current).toEqual(items);
  const lengths = [...new Set(seen)];
  expect(lengths).toEqual([4, 8, 16, 20]);
});

test('a short list is shown whole, and a new list replaces the old', async () => {
  const { result, rerender } = renderHook(({ list }) => useProgressiveItems(list, 4), {
    initialProps: { list: ['a', 'b'] },
  });
  expect(result.current).toEqual(['a', 'b']);
  rerender({ list: ['c'] });
  await waitFor(() => expect(result.current).toEqual(['c']));
});
