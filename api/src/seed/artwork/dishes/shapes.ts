/**
 * The shapes the dish painters share: boxes and paths, seeded scatter, fries, herbs, bowls and
 * fried balls. The seeded ones draw from the canvas's randomness in a fixed order.
 */
import { darken, lighten } from '../colour.js';
import { circle, ellipse, n, type Canvas } from '../canvas.js';

/** A rectangle centred on (x, y), turned `rot` degrees about it (`extra` adds attributes). */
export const box = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rot = 0,
  extra = '',
) =>
  `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${rot ? ` transform="rotate(${n(rot)} ${n(x)} ${n(y)})"` : ''}${extra}/>`;
/** One path (`extra` adds attributes). */
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

/** Points spread inside a circle, seeded. */
export function scatter(
  c: Canvas,
  count: number,
  cx: number,
  cy: number,
  r: number,
): [number, number][] {
  return Array.from({ length: count }, () => {
    const a = c.rng.range(0, Math.PI * 2);
    const d = Math.sqrt(c.rng()) * r;
    return [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as [number, number];
  });
}

/** A heap of `count` fries, each laid at its own seeded point and angle. */
export function fries(c: Canvas, cx: number, cy: number, r: number, count = 26): string {
  return Array.from({ length: count }, () => {
    const [x, y] = scatter(c, 1, cx, cy, r)[0]!;
    return box(
      x,
      y,
      r * 0.12,
      r * 0.75,
      c.rng.pick(['#f2c14e', '#e9b949', '#f7d47c']),
      c.rng.range(0, 180),
      ` rx="${n(r * 0.04)}"`,
    );
  }).join('');
}

/** Chopped herbs: small leaves scattered over the circle. */
export function herbs(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  count: number,
  colour = '#2d6a4f',
) {
  return scatter(c, count, cx, cy, r)
    .map(([x, y]) => ellipse(x, y, r * 0.05, r * 0.025, colour, c.rng.range(0, 180)))
    .join('');
}

/** A bowl from above: its rim and what fills it. */
export function bowl(cx: number, cy: number, r: number, rim: string, fill: string): string {
  return circle(cx, cy, r, rim) + circle(cx, cy, r * 0.86, fill);
}

/** Golden fried balls (croquettes, falafel, pão de queijo) with a shine, in the given crust. */
export function friedBalls(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  count: number,
  crust: string,
) {
  return scatter(c, count, cx, cy, r)
    .map(
      ([x, y]) =>
        circle(x, y, r * 0.2, darken(crust, 0.15)) +
        circle(x - r * 0.03, y - r * 0.03, r * 0.17, crust) +
        circle(x - r * 0.07, y - r * 0.07, r * 0.05, lighten(crust, 0.5), ' fill-opacity="0.6"'),
    )
    .join('');
}
