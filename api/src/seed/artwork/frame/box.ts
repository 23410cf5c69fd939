/** A box on the picture: the frame, a band of its moulding, the mat's opening. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const inset = (b: Box, d: number): Box => ({
  x: b.x + d,
  y: b.y + d,
  w: b.w - d * 2,
  h: b.h - d * 2,
});
