/** Breads and pastries: a croissant, simit rings, a meat pie, pastéis and a bagel with lox. */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, bowl } from './shapes.js';

/** A crescent of laminated layers, glossy and browned. */
export function paintCroissant(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const t = (i - 3) / 3;
    const x = cx + t * r * 0.5;
    const y = cy + Math.abs(t) * r * 0.22 - r * 0.05;
    p.push(
      ellipse(
        x,
        y,
        r * (0.2 - Math.abs(t) * 0.06),
        r * (0.28 - Math.abs(t) * 0.1),
        i % 2 ? '#c8782a' : '#d99a47',
        t * 35,
      ),
    );
    p.push(
      ellipse(
        x - r * 0.03,
        y - r * 0.06,
        r * 0.08,
        r * 0.05,
        '#f3c27a',
        t * 35,
        ' fill-opacity="0.7"',
      ),
    );
  }
  return p.join('');
}

export function paintSimit(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  for (const [dx, dy] of [
    [-0.25, -0.1],
    [0.3, 0.2],
  ] as const) {
    const x = cx + dx * r;
    const y = cy + dy * r;
    p.push(
      circle(x, y, r * 0.42, '#a0522d'),
      circle(x, y, r * 0.34, '#b86b32'),
      circle(x, y, r * 0.18, '#f5f1e8'),
    );
    p.push(
      ...scatter(c, 40, x, y, r * 0.38)
        .filter(([xx, yy]) => Math.hypot(xx - x, yy - y) > r * 0.2)
        .map(([xx, yy]) => ellipse(xx, yy, r * 0.018, r * 0.009, '#f7e7c6', rng.range(0, 180))),
    );
  }
  return p.join('');
}

export function paintMeatPie(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.62, '#b8742a'), circle(cx, cy, r * 0.54, '#d9973f'));
  for (let k = 0; k < 16; k += 1) {
    const a = (k / 16) * Math.PI * 2;
    p.push(circle(cx + Math.cos(a) * r * 0.58, cy + Math.sin(a) * r * 0.58, r * 0.05, '#a0611f'));
  }
  p.push(
    path(
      `M${n(cx - r * 0.2)} ${n(cy - r * 0.1)} q${n(r * 0.1)} ${n(-r * 0.1)} ${n(r * 0.2)} 0 t${n(r * 0.2)} 0 q${n(-r * 0.1)} ${n(r * 0.25)} ${n(-r * 0.4)} ${n(r * 0.1)} Z`,
      '#c1121f',
    ),
  );
  return p.join('');
}

export function paintPastel(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const x = cx - r * 0.25 + i * r * 0.5;
    p.push(
      box(
        x,
        cy + (i ? r * 0.1 : -r * 0.1),
        r * 0.55,
        r * 0.85,
        '#e5a23a',
        i ? 12 : -8,
        ` rx="${n(r * 0.06)}"`,
      ),
    );
    p.push(
      ...scatter(c, 10, x, cy, r * 0.25).map(([xx, yy]) =>
        circle(xx, yy, r * 0.04, '#f5c76b', ' fill-opacity="0.8"'),
      ),
    );
  }
  p.push(bowl(cx + r * 0.55, cy - r * 0.55, r * 0.15, '#f8f9fa', '#c1121f'));
  return p.join('');
}

export function paintBagelLox(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  for (const [dx, open] of [
    [-0.35, true],
    [0.4, false],
  ] as const) {
    const x = cx + dx * r;
    p.push(
      circle(x, cy, r * 0.38, '#c68b3e'),
      circle(x, cy, r * 0.33, open ? '#f8f4ea' : '#d9a05b'),
      circle(x, cy, r * 0.1, '#f5f1e8'),
    );
    if (open) {
      p.push(
        ...[0, 1, 2].map((k) =>
          ellipse(
            x + (k - 1) * r * 0.12,
            cy - r * 0.12 + k * r * 0.1,
            r * 0.2,
            r * 0.08,
            '#f4845f',
            (k - 1) * 40,
          ),
        ),
      );
      p.push(
        ...scatter(c, 6, x, cy, r * 0.25).map(([xx, yy]) => circle(xx, yy, r * 0.025, '#6a994e')),
      );
      p.push(
        ...scatter(c, 5, x, cy, r * 0.25).map(([xx, yy]) =>
          ellipse(xx, yy, r * 0.05, r * 0.02, '#9d4edd', rng.range(0, 180)),
        ),
      );
    } else
      p.push(
        ...scatter(c, 30, x, cy, r * 0.3).map(([xx, yy]) =>
          ellipse(xx, yy, r * 0.012, r * 0.006, '#fff8e7', rng.range(0, 180)),
        ),
      );
  }
  return p.join('');
}
