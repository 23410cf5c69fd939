/**
 * Bites from a stall or a bar: yakitori, tamagoyaki on its skewer, esquites, raw herring,
 * bitterballen, bombas and pão de queijo.
 */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, bowl, friedBalls } from './shapes.js';

export function paintYakitori(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  for (let s = 0; s < 3; s += 1) {
    const y = cy - r * 0.35 + s * r * 0.35;
    p.push(box(cx, y, r * 1.6, r * 0.025, '#d4b483', -8));
    for (let k = 0; k < 4; k += 1)
      p.push(
        ellipse(
          cx - r * 0.35 + k * r * 0.24,
          y - k * r * 0.03,
          r * 0.11,
          r * 0.09,
          rng.pick(['#8c4a21', '#a0522d', '#6f3b1d']),
          -8,
        ),
      );
    p.push(...scatter(c, 4, cx, y, r * 0.3).map(([x, yy]) => circle(x, yy, r * 0.015, '#f5ebe0')));
  }
  return p.join('');
}

/** Slices of rolled omelette showing the spiral, a skewer through them. */
export function paintTamagoyaki(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const x = cx - r * 0.4 + i * r * 0.4;
    p.push(box(x, cy, r * 0.34, r * 0.5, '#f6d155', 0, ` rx="${n(r * 0.05)}"`));
    p.push(
      path(
        `M${n(x)} ${n(cy)} m${n(-r * 0.1)} 0 a${n(r * 0.1)} ${n(r * 0.14)} 0 1 1 ${n(r * 0.2)} 0 a${n(r * 0.06)} ${n(r * 0.09)} 0 1 1 ${n(-r * 0.12)} 0`,
        'none',
        ` stroke="#e0a526" stroke-width="${n(r * 0.025)}"`,
      ),
    );
  }
  p.push(box(cx, cy + r * 0.05, r * 1.5, r * 0.03, '#c9a66b'));
  return p.join('');
}

/** A paper cup of corn kernels, mayonnaise, cheese and chilli, a spoon in. */
export function paintEsquites(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.6, '#f8f4ea'), circle(cx, cy, r * 0.52, '#f3c623'));
  p.push(
    ...scatter(c, 50, cx, cy, r * 0.48).map(([x, y]) =>
      ellipse(x, y, r * 0.035, r * 0.028, rng.pick(['#f6d13a', '#f2c12e', '#fbe07a'])),
    ),
  );
  p.push(...scatter(c, 14, cx, cy, r * 0.35).map(([x, y]) => circle(x, y, r * 0.03, '#fdfcf5')));
  p.push(...scatter(c, 20, cx, cy, r * 0.4).map(([x, y]) => circle(x, y, r * 0.012, '#c1121f')));
  p.push(
    path(
      `M${n(cx + r * 0.5)} ${n(cy - r * 0.2)} q${n(r * 0.1)} ${n(r * 0.1)} 0 ${n(r * 0.2)} t0 ${n(r * 0.2)}`,
      'none',
      ` stroke="#7cb518" stroke-width="${n(r * 0.06)}"`,
    ),
  );
  p.push(
    box(cx + r * 0.1, cy - r * 0.1, r * 0.6, r * 0.07, '#e0e1dd', -35, ` rx="${n(r * 0.03)}"`),
  );
  return p.join('');
}

/** Raw herring fillets, silver skin up, with chopped onion and pickles, a tiny flag. */
export function paintHerring(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let k = 0; k < 2; k += 1) {
    const y = cy - r * 0.15 + k * r * 0.3;
    p.push(
      ellipse(cx - r * 0.05, y, r * 0.55, r * 0.13, '#d8dde3', -6),
      ellipse(cx - r * 0.05, y + r * 0.04, r * 0.5, r * 0.07, '#e8b4b8', -6),
      path(
        `M${n(cx - r * 0.55)} ${n(y)} l${n(-r * 0.15)} ${n(-r * 0.1)} l0 ${n(r * 0.2)} Z`,
        '#8d99ae',
      ),
    );
  }
  p.push(
    ...scatter(c, 26, cx + r * 0.1, cy + r * 0.55, r * 0.2).map(([x, y]) =>
      box(x, y, r * 0.05, r * 0.05, '#f8f5f0'),
    ),
  );
  p.push(
    ...[0, 1, 2].map(
      (k) =>
        circle(cx - r * 0.45 + k * r * 0.14, cy + r * 0.55, r * 0.06, '#6a8d3a') +
        circle(cx - r * 0.45 + k * r * 0.14, cy + r * 0.55, r * 0.03, '#a7c957'),
    ),
  );
  p.push(
    box(cx + r * 0.4, cy - r * 0.3, r * 0.015, r * 0.3, '#c9ada7'),
    box(cx + r * 0.47, cy - r * 0.4, r * 0.14, r * 0.1, '#ffffff'),
    box(cx + r * 0.47, cy - r * 0.433, r * 0.14, r * 0.033, '#ae1c28'),
    box(cx + r * 0.47, cy - r * 0.367, r * 0.14, r * 0.033, '#21468b'),
  );
  return p.join('');
}

export function paintBitterballen(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(friedBalls(c, cx - r * 0.1, cy, r * 0.45, 7, '#a8651f'));
  p.push(bowl(cx + r * 0.55, cy - r * 0.45, r * 0.16, '#f8f9fa', '#d4a017'));
  p.push(
    ...scatter(c, 4, cx - r * 0.1, cy, r * 0.4).map(([x, y]) =>
      box(x, y - r * 0.2, r * 0.015, r * 0.2, '#c9ada7'),
    ),
  );
  return p.join('');
}

export function paintBombas(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(friedBalls(c, cx, cy, r * 0.5, 4, '#c7792a'));
  p.push(
    ...scatter(c, 4, cx, cy, r * 0.5).map(
      ([x, y]) =>
        circle(x, y - r * 0.05, r * 0.09, '#fdf6d8') +
        circle(x + r * 0.04, y - r * 0.02, r * 0.05, '#d62828'),
    ),
  );
  return p.join('');
}

export function paintCheeseBread(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(friedBalls(c, cx, cy, r * 0.55, 9, '#e9b949'));
  return p.join('');
}
