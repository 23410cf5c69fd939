import { fillsRowsOfFour } from './ContentCard';

/** Cards in the last row of `count` cards laid out `columns` to a row. */
const lastRow = (count: number, columns: number) => count % columns || columns;

test('rows of four only where rows of three would end with a lone card and four would not', () => {
  const columns = (count: number) => (fillsRowsOfFour(count) ? 4 : 3);
  expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(columns)).toEqual([
    3, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3, 3,
  ]);
  for (let count = 2; count <= 12; count++)
    expect(lastRow(count, columns(count))).toBeGreaterThan(1);
});
