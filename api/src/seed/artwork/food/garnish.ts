/** Garnish and the seeded spreading of pieces over a circle, shared by the food painters. */
import { lighten } from '../colour.js';
import { n, type Canvas } from '../canvas.js';

/** A leaf with its midrib, at a seeded angle. */
export function leaf(c: Canvas, x: number, y: number, size: number, colour: string): string {
  const angle = c.rng.range(0, 360);
  return `<path d="M${n(-size)} 0 Q0 ${n(-size * 0.7)} ${n(size)} 0 Q0 ${n(size * 0.7)} ${n(-size)} 0 Z" fill="${colour}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/><path d="M${n(-size * 0.8)} 0 L${n(size * 0.8)} 0" stroke="${lighten(colour, 0.35)}" stroke-width="${n(size * 0.08)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;
}

/** A point inside the circle (cx, cy, r), spread evenly. */
function inside(c: Canvas, cx: number, cy: number, r: number): [number, number] {
  const a = c.rng.range(0, Math.PI * 2);
  const d = Math.sqrt(c.rng()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

/** `count` pieces, each drawn at its own point spread inside the circle (cx, cy, r). */
export function strew(
  c: Canvas,
  count: number,
  cx: number,
  cy: number,
  r: number,
  draw: (x: number, y: number) => string,
): string {
  return Array.from({ length: count }, () => {
    const [x, y] = inside(c, cx, cy, r);
    return draw(x, y);
  }).join('');
}
