import { GRID_TRACKS, cardWidthVw, rowFill } from './row-fill';

/** Lays the cards out as the grid does: the rows' widths in tracks. */
function rows(count: number, columns: number): number[][] {
  const { lead, leadSpan, span } = rowFill(count, columns);
  const spans = Array.from({ length: count }, (_, i) => (i < lead ? leadSpan : span));
  const laid: number[][] = [];
  for (const s of spans) {
    const row = laid.at(-1);
    if (row && row.reduce((a, b) => a + b, 0) + s <= GRID_TRACKS) row.push(s);
    else laid.push([s]);
  }
  return laid;
}

test.each([
  [6, 4],
  [6, 3],
  [6, 2],
  [7, 3],
  [5, 2],
  [5, 4],
  [9, 4],
  [2, 4],
  [1, 3],
  [12, 4],
])('%i cards in %i columns fill every row', (count, columns) => {
  for (const row of rows(count, columns)) {
    expect(row.reduce((a, b) => a + b, 0)).toBe(GRID_TRACKS);
  }
});

test('six popular cities in four columns: two wide cards, then a row of four', () => {
  expect(rows(6, 4)).toEqual([
    [6, 6],
    [3, 3, 3, 3],
  ]);
  // The wide cards' photos are as high as the others': twice as wide, same height.
  expect(rowFill(6, 4).leadPhotoRatio).toBeCloseTo(8 / 3);
  expect(cardWidthVw(0, 6, 4)).toBe(50);
  expect(cardWidthVw(2, 6, 4)).toBe(25);
});

test('a count the columns divide keeps one card shape', () => {
  expect(rowFill(6, 3)).toEqual({ lead: 0, leadSpan: 0, span: 4, leadPhotoRatio: 4 / 3 });
  expect(rowFill(6, 2).lead).toBe(0);
});

test('a lone lead card is capped at a wide but not thin photo', () => {
  expect(rowFill(7, 3).leadPhotoRatio).toBeCloseTo(8 / 3);
  expect(rowFill(5, 4).leadPhotoRatio).toBeCloseTo(8 / 3);
});
