/**
 * Desserts, sweet snacks and a coffee: crema catalana, künefe, churros, stroopwafels, apple pie,
 * an açaí bowl and a flat white.
 */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, bowl } from './shapes.js';

export function paintCremaCatalana(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.62, '#f1e3c8'), circle(cx, cy, r * 0.52, '#c8782a'));
  p.push(
    ...scatter(c, 14, cx, cy, r * 0.45).map(([x, y]) =>
      ellipse(x, y, r * 0.08, r * 0.04, '#8a4b16', rng.range(0, 180), ' fill-opacity="0.6"'),
    ),
  );
  p.push(box(cx + r * 0.3, cy + r * 0.3, r * 0.25, r * 0.03, '#b08968', 40));
  return p.join('');
}

export function paintKunefe(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.62, '#7a7a7a'), circle(cx, cy, r * 0.56, '#e07a1f'));
  for (let k = 0; k < 60; k += 1) {
    const [x, y] = scatter(c, 1, cx, cy, r * 0.5)[0]!;
    p.push(box(x, y, r * 0.1, r * 0.012, '#f4a340', rng.range(0, 180)));
  }
  p.push(...scatter(c, 40, cx, cy, r * 0.22).map(([x, y]) => circle(x, y, r * 0.025, '#7cb518')));
  p.push(box(cx + r * 0.2, cy + r * 0.1, r * 0.3, r * 0.6, '#fbf3d5', 20, ' fill-opacity="0"'));
  return p.join('');
}

export function paintChurros(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const y = cy - r * 0.4 + i * r * 0.22;
    p.push(box(cx - r * 0.15, y, r * 1.0, r * 0.1, '#c8782a', -10, ` rx="${n(r * 0.05)}"`));
    for (let k = -4; k <= 4; k += 1)
      p.push(box(cx - r * 0.15 + k * r * 0.11, y, r * 0.015, r * 0.08, '#a65d1f', -10));
    p.push(
      ...scatter(c, 6, cx - r * 0.15, y, r * 0.4).map(([x, yy]) => circle(x, yy, r * 0.01, '#fff')),
    );
  }
  p.push(
    circle(cx + r * 0.55, cy + r * 0.45, r * 0.28, '#f8f9fa'),
    circle(cx + r * 0.55, cy + r * 0.45, r * 0.22, '#3e1f10'),
    ellipse(cx + r * 0.5, cy + r * 0.4, r * 0.06, r * 0.03, '#6f3b1d'),
  );
  return p.join('');
}

export function paintStroopwafel(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (const [dx, dy] of [
    [-0.22, -0.15],
    [0.28, 0.18],
  ] as const) {
    const x = cx + dx * r;
    const y = cy + dy * r;
    p.push(circle(x, y, r * 0.45, '#c68b3e'), circle(x, y, r * 0.42, '#d9a05b'));
    for (let k = -4; k <= 4; k += 1) {
      const off = k * r * 0.09;
      const half = Math.sqrt(Math.max(0, (r * 0.42) ** 2 - off * off));
      p.push(
        path(
          `M${n(x + off)} ${n(y - half)} L${n(x + off)} ${n(y + half)} M${n(x - half)} ${n(y + off)} L${n(x + half)} ${n(y + off)}`,
          'none',
          ` stroke="#a86a2c" stroke-width="${n(r * 0.018)}" transform="rotate(45 ${n(x)} ${n(y)})"`,
        ),
      );
    }
  }
  p.push(
    path(
      `M${n(cx - r * 0.66)} ${n(cy - r * 0.1)} q${n(r * 0.1)} ${n(r * 0.1)} 0 ${n(r * 0.2)}`,
      'none',
      ` stroke="#8a4b16" stroke-width="${n(r * 0.05)}"`,
    ),
  );
  return p.join('');
}

/** A deep slice: lattice top, apple layers at the cut, whipped cream. */
export function paintApplePie(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(
    path(
      `M${n(cx - r * 0.1)} ${n(cy + r * 0.55)} L${n(cx - r * 0.6)} ${n(cy - r * 0.45)} A${n(r * 1.1)} ${n(r * 1.1)} 0 0 1 ${n(cx + r * 0.45)} ${n(cy - r * 0.5)} Z`,
      '#c98a3c',
    ),
  );
  for (let k = 0; k < 5; k += 1)
    p.push(
      path(
        `M${n(cx - r * 0.55 + k * r * 0.22)} ${n(cy - r * 0.45 - (k % 2) * r * 0.05)} L${n(cx - r * 0.1)} ${n(cy + r * 0.5)}`,
        'none',
        ` stroke="#e0a458" stroke-width="${n(r * 0.06)}"`,
      ),
    );
  p.push(
    path(
      `M${n(cx - r * 0.1)} ${n(cy + r * 0.55)} L${n(cx - r * 0.6)} ${n(cy - r * 0.45)} L${n(cx - r * 0.68)} ${n(cy - r * 0.3)} L${n(cx - r * 0.2)} ${n(cy + r * 0.62)} Z`,
      '#f3d08a',
    ),
  );
  p.push(
    circle(cx + r * 0.45, cy + r * 0.35, r * 0.2, '#fffdf5'),
    circle(cx + r * 0.4, cy + r * 0.3, r * 0.12, '#ffffff'),
  );
  return p.join('');
}

export function paintAcai(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(bowl(cx, cy, r * 0.85, '#f5ebe0', '#4a154b'));
  p.push(
    path(
      `M${n(cx - r * 0.7)} ${n(cy - r * 0.1)} L${n(cx + r * 0.7)} ${n(cy - r * 0.1)} L${n(cx + r * 0.6)} ${n(cy - r * 0.4)} L${n(cx - r * 0.6)} ${n(cy - r * 0.4)} Z`,
      '#c9a66b',
    ),
  );
  p.push(
    ...scatter(c, 20, cx, cy - r * 0.25, r * 0.2).map(([x, y]) =>
      circle(x, y, r * 0.03, '#8c6239'),
    ),
  );
  p.push(
    ...[-0.4, -0.15, 0.1, 0.35].map(
      (t) =>
        circle(cx + t * r, cy + r * 0.2, r * 0.12, '#f6e7a8') +
        circle(cx + t * r, cy + r * 0.2, r * 0.03, '#b08968'),
    ),
  );
  return p.join('');
}

/** A cup from above with a latte-art tulip, saucer and spoon. */
export function paintFlatWhite(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(
    circle(cx, cy, r * 0.75, '#f8f9fa'),
    circle(cx, cy, r * 0.5, '#ffffff'),
    circle(cx, cy, r * 0.44, '#8a5a3b'),
    circle(cx, cy, r * 0.38, '#b07a52'),
  );
  for (let k = 0; k < 3; k += 1)
    p.push(ellipse(cx, cy + r * 0.15 - k * r * 0.13, r * (0.2 - k * 0.04), r * 0.07, '#f5ebe0'));
  p.push(box(cx, cy + r * 0.22, r * 0.03, r * 0.2, '#f5ebe0'));
  p.push(box(cx + r * 0.6, cy + r * 0.05, r * 0.22, r * 0.1, '#f8f9fa', 0, ` rx="${n(r * 0.05)}"`));
  return p.join('');
}
