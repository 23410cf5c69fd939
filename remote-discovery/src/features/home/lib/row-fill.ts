/**
 * Rows with no holes: when a grid's cards do not divide into its columns, the first row holds
 * the remainder, each card wider, so every row is full (6 cities in 4 columns: 2 wide, then 4).
 * The grid has 12 tracks, which every column count (1–4) and every remainder divides.
 */
export const GRID_TRACKS = 12;

/** A city photo's usual shape (its thumbnail is 400×300). */
const PHOTO_RATIO = 4 / 3;
/** The widest a lead card's photo gets: a taller row beats a thin strip of skyline. */
const MAX_LEAD_RATIO = 8 / 3;

export interface RowFill {
  /** Cards in the first row, each wider than the rest (0 when the columns divide the count). */
  lead: number;
  /** Tracks (of 12) a lead card spans. */
  leadSpan: number;
  /** Tracks (of 12) every other card spans. */
  span: number;
  /** A lead card's photo: as high as the other rows' photos, so all rows look alike. */
  leadPhotoRatio: number;
}

export function rowFill(count: number, columns: number): RowFill {
  const lead = count % columns;
  return {
    lead,
    leadSpan: lead ? GRID_TRACKS / lead : 0,
    span: GRID_TRACKS / columns,
    leadPhotoRatio: lead ? Math.min((PHOTO_RATIO * columns) / lead, MAX_LEAD_RATIO) : PHOTO_RATIO,
  };
}

/** How much of the grid's width card `index` takes, in vw (for its photo's `sizes`). */
export function cardWidthVw(index: number, count: number, columns: number): number {
  const { lead } = rowFill(count, columns);
  return Math.round(100 / (index < lead ? lead : columns));
}
