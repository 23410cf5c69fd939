/**
 * Zellige, the glazed tilework of Moroccan houses: wall panels, a courtyard floor in perspective
 * and a tiled fountain (the riad courtyard's).
 */
import { ellipse, n, type Canvas } from './canvas.js';

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const poly = (points: Array<[number, number]>, fill: string, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z" fill="${fill}"${extra}/>`;

/** Zellige colours: glazed green, cobalt, white, ochre and black. */
export const ZELLIGE = ['#1b7f5b', '#1d4e89', '#f4efe6', '#d9a441', '#22223b', '#2a9d8f'];

/** A panel of zellige: tiles in two colours, every other one set with a diamond of a third. */
export function zellige(c: Canvas, x: number, y: number, w: number, h: number, cell: number) {
  const { rng } = c;
  const [a, b, d] = [rng.pick(ZELLIGE.slice(0, 2)), '#f4efe6', rng.pick(ZELLIGE.slice(3))];
  const parts = [rect(x, y, w, h, b)];
  for (let row = 0; row * cell < h - 0.5; row += 1)
    for (let col = 0; col * cell < w - 0.5; col += 1) {
      const tx = x + col * cell;
      const ty = y + row * cell;
      const cw = Math.min(cell, x + w - tx);
      const ch = Math.min(cell, y + h - ty);
      if ((row + col) % 2 === 0) parts.push(rect(tx, ty, cw, ch, a));
      else if (cw === cell && ch === cell) {
        const m = cell / 2;
        parts.push(
          poly(
            [
              [tx + m, ty + cell * 0.12],
              [tx + cell * 0.88, ty + m],
              [tx + m, ty + cell * 0.88],
              [tx + cell * 0.12, ty + m],
            ],
            d,
          ),
        );
      }
    }
  // A border of small black and white tiles on top.
  parts.push(rect(x, y - cell * 0.35, w, cell * 0.35, '#22223b'));
  for (let k = 0; k * cell * 0.7 < w; k += 2)
    parts.push(rect(x + k * cell * 0.7, y - cell * 0.35, cell * 0.7, cell * 0.35, '#f4efe6'));
  return parts.join('');
}

/** The courtyard floor in perspective: rows of tiles, a diamond set in every other one. */
export function zelligeFloor(c: Canvas, ground: number): string {
  const { w, h } = c;
  const vx = w / 2;
  const vy = h * 0.3;
  const depth = (ground - vy) / (h - vy);
  const parts = [rect(0, ground, w, h - ground, '#f4efe6')];
  const rows = 12;
  const tile = w * 0.05;
  const at = (X: number, z: number): [number, number] => [vx + X / z, vy + (ground - vy) / z];
  for (let i = 0; i < rows; i += 1) {
    const z0 = 1 - ((1 - depth) * i) / rows;
    const z1 = 1 - ((1 - depth) * (i + 1)) / rows;
    for (let j = -14; j < 14; j += 1) {
      const quad = [
        at(j * tile, z0),
        at((j + 1) * tile, z0),
        at((j + 1) * tile, z1),
        at(j * tile, z1),
      ];
      if ((i + j) % 2 === 0) parts.push(poly(quad, i % 4 < 2 ? '#1b7f5b' : '#1d4e89'));
      else {
        const mid = (p: [number, number], q: [number, number]): [number, number] => [
          (p[0] + q[0]) / 2,
          (p[1] + q[1]) / 2,
        ];
        const [p0, p1, p2, p3] = quad as [
          [number, number],
          [number, number],
          [number, number],
          [number, number],
        ];
        parts.push(poly([mid(p0, p1), mid(p1, p2), mid(p2, p3), mid(p3, p0)], '#d9a441'));
      }
    }
  }
  return parts.join('');
}

/** A round fountain: zellige basin, rose petals on the water, a jet from a small bowl. */
export function fountain(c: Canvas, x: number, y: number, r: number): string {
  const { rng, u } = c;
  const ry = r * 0.32;
  const wall = r * 0.32;
  const parts = [ellipse(x, y + wall, r, ry, '#1d4e89'), rect(x - r, y, r * 2, wall, '#1d4e89')];
  // Tiles around the basin's side.
  for (let k = 0; k < 16; k += 1) {
    const t = -1 + (k + 0.5) / 8;
    const tx = x + t * r;
    const lift = ry * Math.sqrt(Math.max(0, 1 - t * t));
    parts.push(
      rect(tx - r * 0.05, y + lift + wall * 0.2, r * 0.1, wall * 0.6, ZELLIGE[k % ZELLIGE.length]!),
    );
  }
  parts.push(ellipse(x, y, r, ry, '#f4efe6'), ellipse(x, y, r * 0.9, ry * 0.85, '#5fa8d3'));
  for (let k = 0; k < 7; k += 1)
    parts.push(
      ellipse(
        x + rng.range(-0.7, 0.7) * r,
        y + rng.range(-0.5, 0.5) * ry,
        u * 0.9,
        u * 0.5,
        '#d62839',
        rng.range(0, 180),
      ),
    );
  // The pedestal, its bowl and the jet falling back in four arcs.
  parts.push(
    rect(x - u, y - r * 0.5, u * 2, r * 0.5, '#f4efe6'),
    ellipse(x, y - r * 0.5, r * 0.3, r * 0.08, '#1b7f5b'),
  );
  const jet = y - r * 0.85;
  parts.push(
    `<path d="M${n(x)} ${n(y - r * 0.5)} V${n(jet)} M${n(x)} ${n(jet)} q${n(-r * 0.2)} 0 ${n(-r * 0.3)} ${n(r * 0.34)} M${n(x)} ${n(jet)} q${n(r * 0.2)} 0 ${n(r * 0.3)} ${n(r * 0.34)}" fill="none" stroke="#e0f4ff" stroke-width="${n(u * 0.5)}" stroke-linecap="round"/>`,
  );
  return parts.join('');
}
