/**
 * Flatbreads, pancakes and tortillas: a galette, a New York slice, tacos, a tlayuda, msemen
 * and bindaetteok.
 */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, bowl } from './shapes.js';

/** A buckwheat galette folded into a square around ham, Emmental and a runny egg. */
export function paintCrepe(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(box(cx, cy, r * 1.2, r * 1.2, '#8b5a2b', 0, ` rx="${n(r * 0.08)}"`));
  p.push(box(cx, cy, r * 0.8, r * 0.8, '#a86f3a'));
  p.push(box(cx, cy, r * 0.62, r * 0.62, '#f2b8b5'));
  p.push(
    ...scatter(c, 14, cx, cy, r * 0.3).map(([x, y]) =>
      ellipse(x, y, r * 0.06, r * 0.03, '#f9e79f', rng.range(0, 180)),
    ),
  );
  p.push(
    ellipse(cx, cy, r * 0.28, r * 0.25, '#fffdf5'),
    circle(cx + r * 0.02, cy, r * 0.12, '#f4a300'),
    circle(cx - r * 0.02, cy - r * 0.03, r * 0.03, '#ffffff', ' fill-opacity="0.7"'),
  );
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const)
    p.push(
      path(
        `M${n(cx + dx * r * 0.6)} ${n(cy + dy * r * 0.6)} L${n(cx + dx * r * 0.4)} ${n(cy + dy * r * 0.6)} L${n(cx + dx * r * 0.6)} ${n(cy + dy * r * 0.4)} Z`,
        '#6e4420',
      ),
    );
  return p.join('');
}

/** One big foldable New York slice: crust edge, sauce, mottled mozzarella. */
export function paintPizzaSlice(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  const tip: [number, number] = [cx + r * 0.1, cy + r * 0.75];
  p.push(
    path(
      `M${n(cx - r * 0.65)} ${n(cy - r * 0.55)} Q${n(cx)} ${n(cy - r * 0.8)} ${n(cx + r * 0.75)} ${n(cy - r * 0.5)} L${n(tip[0])} ${n(tip[1])} Z`,
      '#c1121f',
    ),
  );
  p.push(
    path(
      `M${n(cx - r * 0.58)} ${n(cy - r * 0.47)} Q${n(cx)} ${n(cy - r * 0.7)} ${n(cx + r * 0.66)} ${n(cy - r * 0.42)} L${n(tip[0])} ${n(tip[1] - r * 0.1)} Z`,
      '#f6e3a1',
    ),
  );
  p.push(
    ...scatter(c, 14, cx + r * 0.05, cy - r * 0.15, r * 0.32).map(([x, y]) =>
      circle(x, y, r * 0.05, '#e9b949', ' fill-opacity="0.8"'),
    ),
  );
  p.push(
    path(
      `M${n(cx - r * 0.65)} ${n(cy - r * 0.55)} Q${n(cx)} ${n(cy - r * 0.8)} ${n(cx + r * 0.75)} ${n(cy - r * 0.5)}`,
      'none',
      ` stroke="#c98a3c" stroke-width="${n(r * 0.12)}" stroke-linecap="round"`,
    ),
  );
  return p.join('');
}

export function paintTacos(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const x = cx - r * 0.45 + i * r * 0.45;
    p.push(circle(x, cy, r * 0.3, '#f2d492'));
    p.push(
      ...scatter(c, 8, x, cy, r * 0.17).map(([xx, yy]) =>
        box(xx, yy, r * 0.08, r * 0.05, '#c0504d', rng.range(0, 90)),
      ),
    );
    p.push(
      ...scatter(c, 3, x, cy, r * 0.15).map(([xx, yy]) =>
        box(xx, yy, r * 0.06, r * 0.06, '#f9c74f'),
      ),
    );
    p.push(
      ...scatter(c, 6, x, cy, r * 0.17).map(([xx, yy]) => circle(xx, yy, r * 0.018, '#f1faee')),
    );
    p.push(
      ...scatter(c, 6, x, cy, r * 0.17).map(([xx, yy]) =>
        ellipse(xx, yy, r * 0.03, r * 0.015, '#2d6a4f', rng.range(0, 180)),
      ),
    );
  }
  p.push(
    path(
      `M${n(cx + r * 0.4)} ${n(cy + r * 0.5)} a${n(r * 0.12)} ${n(r * 0.12)} 0 0 1 ${n(r * 0.24)} 0 Z`,
      '#7cb518',
    ),
  );
  return p.join('');
}

export function paintTlayuda(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.8, '#d9a15c'), circle(cx, cy, r * 0.7, '#5a3d2b'));
  p.push(
    ...scatter(c, 30, cx, cy, r * 0.6).map(([x, y]) =>
      box(x, y, r * 0.12, r * 0.02, '#f5f1e3', rng.range(0, 180)),
    ),
  );
  p.push(
    ...scatter(c, 10, cx, cy, r * 0.55).map(([x, y]) =>
      box(x, y, r * 0.14, r * 0.08, '#8c2f39', rng.range(0, 90)),
    ),
  );
  p.push(
    ...scatter(c, 8, cx, cy, r * 0.55).map(([x, y]) =>
      ellipse(x, y, r * 0.07, r * 0.05, '#7cb518'),
    ),
  );
  return p.join('');
}

export function paintMsemen(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 3; i += 1)
    p.push(
      box(
        cx - r * 0.1 + i * r * 0.1,
        cy - r * 0.05 + i * r * 0.08,
        r * 0.8,
        r * 0.8,
        i === 2 ? '#e2b15b' : '#cf9a45',
        i * 9 - 9,
        ` rx="${n(r * 0.04)}"`,
      ),
    );
  p.push(
    ...scatter(c, 12, cx + r * 0.1, cy + r * 0.1, r * 0.3).map(([x, y]) =>
      circle(x, y, r * 0.04, '#a86a1f', ' fill-opacity="0.7"'),
    ),
  );
  p.push(bowl(cx + r * 0.55, cy - r * 0.55, r * 0.18, '#2f6690', '#e0a526'));
  return p.join('');
}

export function paintBindaetteok(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.7, '#b86b25'), circle(cx, cy, r * 0.62, '#d69a45'));
  p.push(
    ...scatter(c, 20, cx, cy, r * 0.55).map(([x, y]) =>
      box(x, y, r * 0.1, r * 0.025, rng.pick(['#2d6a4f', '#52b788', '#8c4a2f']), rng.range(0, 180)),
    ),
  );
  p.push(
    ...scatter(c, 14, cx, cy, r * 0.55).map(([x, y]) =>
      circle(x, y, r * 0.03, '#9c5a1e', ' fill-opacity="0.7"'),
    ),
  );
  p.push(bowl(cx + r * 0.62, cy + r * 0.55, r * 0.14, '#f8f9fa', '#5a3825'));
  return p.join('');
}
