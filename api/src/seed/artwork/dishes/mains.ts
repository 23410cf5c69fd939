/** Meat and fish mains: steak frites, fish and chips, Korean fried chicken and iskender. */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, fries, herbs, bowl } from './shapes.js';

export function paintSteakFrites(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(ellipse(cx - r * 0.22, cy, r * 0.42, r * 0.3, '#6b2f1a', -15));
  for (let k = -2; k <= 2; k += 1)
    p.push(box(cx - r * 0.22 + k * r * 0.12, cy, r * 0.035, r * 0.5, '#3b1a0e', 45));
  p.push(fries(c, cx + r * 0.35, cy + r * 0.05, r * 0.32));
  p.push(bowl(cx + r * 0.25, cy - r * 0.5, r * 0.18, '#f8f9fa', '#f1d27a'));
  p.push(herbs(c, cx - r * 0.2, cy, r * 0.2, 6));
  return p.join('');
}

export function paintFishChips(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(ellipse(cx - r * 0.2, cy, r * 0.55, r * 0.24, '#d99a2b', -20));
  p.push(
    ...scatter(c, 18, cx - r * 0.2, cy, r * 0.35).map(([x, y]) =>
      circle(x, y, r * 0.04, '#f2c14e', ' fill-opacity="0.8"'),
    ),
  );
  p.push(fries(c, cx + r * 0.35, cy + r * 0.35, r * 0.3, 18));
  p.push(
    path(
      `M${n(cx + r * 0.35)} ${n(cy - r * 0.55)} a${n(r * 0.15)} ${n(r * 0.15)} 0 0 1 ${n(r * 0.3)} 0 Z`,
      '#f7e463',
    ),
    path(
      `M${n(cx + r * 0.38)} ${n(cy - r * 0.56)} a${n(r * 0.12)} ${n(r * 0.12)} 0 0 1 ${n(r * 0.24)} 0 Z`,
      '#fdf6b2',
    ),
  );
  p.push(bowl(cx - r * 0.45, cy + r * 0.5, r * 0.15, '#f8f9fa', '#e9edc9'));
  return p.join('');
}

export function paintFriedChicken(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(
    ...scatter(c, 7, cx - r * 0.1, cy, r * 0.4).map(
      ([x, y]) =>
        ellipse(
          x,
          y,
          r * 0.2,
          r * 0.15,
          rng.pick(['#b5651d', '#c97a2b', '#a0522d']),
          rng.range(0, 180),
        ) + ellipse(x - r * 0.04, y - r * 0.04, r * 0.08, r * 0.05, '#e5a54b', rng.range(0, 180)),
    ),
  );
  p.push(
    ...scatter(c, 14, cx - r * 0.1, cy, r * 0.45).map(([x, y]) =>
      circle(x, y, r * 0.012, '#f5f1e8'),
    ),
  );
  p.push(
    circle(cx + r * 0.6, cy - r * 0.45, r * 0.22, '#f8f9fa'),
    circle(cx + r * 0.6, cy - r * 0.45, r * 0.18, '#e9b949'),
    circle(cx + r * 0.6, cy - r * 0.45, r * 0.15, '#fffdf5', ' fill-opacity="0.8"'),
  );
  return p.join('');
}

export function paintIskender(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.75, '#c0392b'));
  p.push(
    ...scatter(c, 12, cx, cy + r * 0.1, r * 0.25).map(([x, y]) =>
      box(x, y, r * 0.1, r * 0.1, '#e0b07a'),
    ),
  );
  p.push(
    ...Array.from({ length: 9 }, (_, k) =>
      ellipse(
        cx - r * 0.35 + (k % 3) * r * 0.3,
        cy - r * 0.25 + Math.floor(k / 3) * r * 0.18,
        r * 0.2,
        r * 0.08,
        rng.pick(['#7b3f1d', '#8c4a21']),
        rng.range(-20, 20),
      ),
    ),
  );
  p.push(
    ellipse(cx + r * 0.45, cy + r * 0.35, r * 0.22, r * 0.18, '#fbfaf5'),
    ellipse(cx - r * 0.2, cy + r * 0.45, r * 0.15, r * 0.06, '#e9c46a', 0, ' fill-opacity="0.8"'),
  );
  p.push(
    ...[0, 1].map((k) =>
      ellipse(cx - r * 0.55 + k * r * 0.12, cy + r * 0.1, r * 0.05, r * 0.2, '#2d6a4f', 20),
    ),
  );
  return p.join('');
}
