/** Market stalls: striped awnings, a stall's posts, and a row of stalls across the picture. */
import { n, type Canvas } from '../canvas.js';

export function awning(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  depth: number,
  a: string,
  b: string,
): string {
  const stripes = Math.max(4, Math.round(width / (c.u * 3)));
  const sw = width / stripes;
  const parts: string[] = [];
  for (let i = 0; i < stripes; i += 1) {
    const fill = i % 2 ? a : b;
    parts.push(
      `<path d="M${n(x + i * sw)} ${n(y)} L${n(x + (i + 1) * sw)} ${n(y)} L${n(x + (i + 1) * sw + sw * 0.1)} ${n(y + depth)} Q${n(x + (i + 0.5) * sw)} ${n(y + depth + sw * 0.6)} ${n(x + i * sw - sw * 0.1)} ${n(y + depth)} Z" fill="${fill}"/>`,
    );
  }
  return parts.join('');
}

/** A market stall's frame: two posts from `top` down to `ground`, a striped awning on top. */
export function stall(
  c: Canvas,
  x: number,
  width: number,
  top: number,
  ground: number,
  awningDepth: number,
  posts: string,
): string {
  const { rng, u, palette } = c;
  const post = (px: number) =>
    `<rect x="${n(px)}" y="${n(top)}" width="${n(u * 0.8)}" height="${n(ground - top)}" fill="${posts}"/>`;
  return (
    post(x + u) +
    post(x + width - u * 1.8) +
    awning(c, x, top, width, awningDepth, rng.pick(palette.colors.slice(0, 3)), '#fffaf0')
  );
}

/** Where a row of market stalls stands and how it is spaced (widths and gaps in units). */
export interface StallRow {
  ground: number;
  top: number;
  /** How far (up to, in units) the first stall starts left of the picture. */
  lead: number;
  width: [number, number];
  gap: [number, number];
  awningDepth: number;
  posts: string;
}

/** Stalls left to right across the picture: each frame, then its goods drawn by `goods`. */
export function stallRow(
  c: Canvas,
  row: StallRow,
  goods: (x: number, width: number) => string,
): string {
  const { rng, w, u } = c;
  const parts: string[] = [];
  let x = -rng.range(0, row.lead) * u;
  while (x < w) {
    const sw = rng.range(...row.width) * u;
    parts.push(stall(c, x, sw, row.top, row.ground, row.awningDepth, row.posts), goods(x, sw));
    x += sw + rng.range(...row.gap) * u;
  }
  return parts.join('');
}
