/** In front of a scene: the pavement, people walking on it, glints of light on the water. */
import { darken } from '../colour.js';
import type { Canvas } from '../canvas.js';
import { person } from '../scenes/person.js';
import { rect } from './scene.js';

/** Glints of light on water, from `top` to the bottom of the picture. */
export function waterGlints(c: Canvas, count: number, top: number): string {
  const { rng, w, h, u } = c;
  const glints: string[] = [];
  for (let i = 0; i < count; i += 1)
    glints.push(
      rect(
        rng.range(0, w),
        rng.range(top, h),
        u * rng.range(3, 10),
        u * 0.3,
        '#ffffff',
        ' fill-opacity="0.3"',
      ),
    );
  return glints.join('');
}

export function pavement(c: Canvas, ground: number, colour = '#b9ad9a'): string {
  const { w, h, u } = c;
  const parts = [rect(0, ground, w, h - ground, colour)];
  for (let y = ground + u * 2; y < h; y += u * 3.2)
    parts.push(rect(0, y, w, u * 0.18, darken(colour, 0.12)));
  return parts.join('');
}

export function people(
  c: Canvas,
  count: number,
  groundFrom: number,
  groundTo: number,
  size: number,
) {
  const { rng, w, palette } = c;
  const parts: string[] = [];
  const spots = Array.from(
    { length: count },
    () => [rng.range(0, w), rng.range(groundFrom, groundTo)] as const,
  ).sort((a, b) => a[1] - b[1]);
  for (const [x, y] of spots)
    parts.push(
      person(
        c,
        x,
        y,
        size * (0.8 + ((y - groundFrom) / Math.max(1, groundTo - groundFrom)) * 0.4),
        rng.pick(palette.colors),
      ),
    );
  return parts.join('');
}
