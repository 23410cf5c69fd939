/**
 * Sandwiches, wraps and toasts: falafel in pita, pastrami on rye, a Gatsby, balık ekmek,
 * avocado toast and pa amb tomàquet.
 */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, fries, friedBalls } from './shapes.js';

/**
 * A pita wrap lying across the plate, half in paper, its open end showing falafel balls, salad and
 * tahini; loose falafel beside it, one broken open to its green, herby inside.
 */
export function paintFalafel(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  const turn = -28;
  const g = (body: string) => `<g transform="rotate(${turn} ${n(cx)} ${n(cy)})">${body}</g>`;
  const len = r * 1.5;
  const wide = r * 0.5;
  const left = cx - len * 0.55;
  const wrap: string[] = [
    box(cx - len * 0.05, cy, len, wide, '#e2b878', 0, ` rx="${n(wide / 2)}"`),
    box(
      cx - len * 0.05,
      cy - wide * 0.12,
      len * 0.96,
      wide * 0.55,
      '#ecc993',
      0,
      ` rx="${n(wide / 3)}"`,
    ),
  ];
  // Toasted spots on the bread.
  for (const [x, y] of scatter(c, 9, cx - len * 0.2, cy, wide * 0.6))
    wrap.push(ellipse(x, y, r * 0.04, r * 0.025, '#b9803f', rng.range(0, 180)));
  // The paper around the lower half.
  wrap.push(
    path(
      `M${n(left - r * 0.04)} ${n(cy - wide * 0.62)} L${n(cx - len * 0.05)} ${n(cy - wide * 0.56)} L${n(cx - len * 0.12)} ${n(cy + wide * 0.62)} L${n(left - r * 0.04)} ${n(cy + wide * 0.62)} Z`,
      '#f4efe6',
    ),
    path(
      `M${n(cx - len * 0.05)} ${n(cy - wide * 0.56)} L${n(cx - len * 0.12)} ${n(cy + wide * 0.62)}`,
      'none',
      ` stroke="#cfc6b8" stroke-width="${n(r * 0.02)}"`,
    ),
  );
  // The open end: lettuce, tomato, red cabbage, three falafel balls and tahini.
  const ox = cx + len * 0.42;
  wrap.push(ellipse(ox, cy, wide * 0.42, wide * 0.5, '#d9a95f'));
  for (const [x, y] of scatter(c, 14, ox, cy, wide * 0.38))
    wrap.push(
      ellipse(
        x,
        y,
        r * 0.07,
        r * 0.03,
        rng.pick(['#80b918', '#55a630', '#b5179e']),
        rng.range(0, 180),
      ),
    );
  for (const [x, y] of scatter(c, 3, ox - r * 0.02, cy, wide * 0.2))
    wrap.push(circle(x, y, r * 0.045, '#e63946'));
  wrap.push(friedBalls(c, ox - r * 0.02, cy, wide * 0.3, 3, '#7a4a22'));
  wrap.push(
    path(
      `M${n(ox - wide * 0.3)} ${n(cy - wide * 0.25)} q${n(wide * 0.2)} ${n(wide * 0.3)} ${n(wide * 0.4)} 0 t${n(wide * 0.2)} ${n(wide * 0.3)}`,
      'none',
      ` stroke="#f8f1e0" stroke-width="${n(r * 0.035)}" stroke-linecap="round"`,
    ),
  );
  p.push(g(wrap.join('')));
  // Loose falafel on the plate, the front one broken open.
  const loose: [number, number][] = [
    [cx - r * 0.35, cy + r * 0.5],
    [cx - r * 0.02, cy + r * 0.6],
    [cx + r * 0.45, cy - r * 0.45],
  ];
  for (const [x, y] of loose)
    p.push(
      circle(x, y, r * 0.14, '#5e3a1a'),
      circle(x - r * 0.02, y - r * 0.02, r * 0.12, '#84552a'),
      ...scatter(c, 6, x, y, r * 0.1).map(([bx, by]) => circle(bx, by, r * 0.012, '#c08a4a')),
    );
  const [hx, hy] = loose[1]!;
  p.push(circle(hx, hy, r * 0.085, '#6a994e'), circle(hx, hy, r * 0.05, '#90a955'));
  return p.join('');
}

/** Two halves of rye, cut side up, piled with pink pastrami; mustard and a pickle. */
export function paintPastramiSandwich(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (const dx of [-0.3, 0.3]) {
    const x = cx + dx * r;
    p.push(box(x, cy, r * 0.5, r * 0.8, '#7a5230', dx * 20, ` rx="${n(r * 0.1)}"`));
    p.push(box(x, cy, r * 0.42, r * 0.72, '#c9a06b', dx * 20, ` rx="${n(r * 0.08)}"`));
    for (let k = 0; k < 5; k += 1)
      p.push(
        box(
          x,
          cy - r * 0.28 + k * r * 0.14,
          r * 0.44,
          r * 0.1,
          k % 2 ? '#c2544b' : '#d9776c',
          dx * 20,
          ` rx="${n(r * 0.04)}"`,
        ),
      );
  }
  p.push(
    ellipse(cx, cy + r * 0.62, r * 0.3, r * 0.1, '#6a8d3a', 10),
    path(
      `M${n(cx - r * 0.3)} ${n(cy - r * 0.5)} q${n(r * 0.3)} ${n(r * 0.1)} ${n(r * 0.6)} 0`,
      'none',
      ` stroke="#e9b400" stroke-width="${n(r * 0.04)}"`,
    ),
  );
  return p.join('');
}

/** A foot-long roll crammed with chips, polony and peri-peri, cut in portions. */
export function paintGatsby(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(box(cx, cy, r * 1.7, r * 0.55, '#d9a05b', -10, ` rx="${n(r * 0.25)}"`));
  p.push(box(cx, cy, r * 1.55, r * 0.35, '#f2c14e', -10, ` rx="${n(r * 0.15)}"`));
  p.push(fries(c, cx, cy, r * 0.5, 22));
  p.push(
    ...[-0.5, -0.1, 0.3].map((t) =>
      ellipse(cx + t * r, cy - r * 0.02, r * 0.14, r * 0.1, '#e07a7a', -10),
    ),
  );
  p.push(
    path(
      `M${n(cx - r * 0.7)} ${n(cy)} q${n(r * 0.35)} ${n(-r * 0.2)} ${n(r * 0.7)} 0 t${n(r * 0.7)} 0`,
      'none',
      ` stroke="#d62828" stroke-width="${n(r * 0.035)}"`,
    ),
  );
  for (const t of [-0.3, 0.15]) p.push(box(cx + t * r, cy, r * 0.02, r * 0.6, '#8c5a2b', -10));
  return p.join('');
}

/** Balık ekmek: half a loaf, grilled mackerel, lettuce and onion. */
export function paintFishSandwich(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(
    box(cx, cy, r * 1.5, r * 0.6, '#d9a05b', 0, ` rx="${n(r * 0.28)}"`),
    box(cx, cy, r * 1.38, r * 0.46, '#f5e1b8', 0, ` rx="${n(r * 0.2)}"`),
  );
  p.push(
    ...scatter(c, 10, cx, cy, r * 0.4).map(([x, y]) =>
      ellipse(x, y, r * 0.14, r * 0.06, '#74c69d', rng.range(0, 40)),
    ),
  );
  p.push(
    ellipse(cx, cy, r * 0.58, r * 0.12, '#6c757d'),
    ellipse(cx, cy - r * 0.03, r * 0.55, r * 0.07, '#8d6e63'),
  );
  for (let k = -3; k <= 3; k += 1)
    p.push(box(cx + k * r * 0.14, cy, r * 0.02, r * 0.18, '#3d2b1f', 20));
  p.push(
    ...scatter(c, 6, cx, cy, r * 0.4).map(([x, y]) =>
      path(
        `M${n(x)} ${n(y)} a${n(r * 0.05)} ${n(r * 0.05)} 0 1 1 ${n(r * 0.08)} 0`,
        'none',
        ` stroke="#e5c3e6" stroke-width="${n(r * 0.02)}"`,
      ),
    ),
  );
  return p.join('');
}

export function paintAvocadoToast(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(
    box(cx, cy, r * 1.1, r * 0.8, '#b07d48', -6, ` rx="${n(r * 0.12)}"`),
    box(cx, cy, r * 0.96, r * 0.66, '#d9b27a', -6, ` rx="${n(r * 0.1)}"`),
  );
  p.push(
    ...scatter(c, 14, cx, cy, r * 0.32).map(([x, y]) =>
      ellipse(
        x,
        y,
        r * 0.1,
        r * 0.06,
        rng.pick(['#7cb518', '#9ac53a', '#6a994e']),
        rng.range(0, 180),
      ),
    ),
  );
  p.push(
    ...scatter(c, 7, cx, cy, r * 0.3).map(([x, y]) => box(x, y, r * 0.06, r * 0.06, '#f8f9fa')),
  );
  p.push(...scatter(c, 10, cx, cy, r * 0.32).map(([x, y]) => circle(x, y, r * 0.015, '#d00000')));
  return p.join('');
}

export function paintTomatoBread(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const x = cx - r * 0.45 + i * r * 0.45;
    p.push(
      box(x, cy, r * 0.4, r * 0.9, '#c68b3e', (i - 1) * 8, ` rx="${n(r * 0.08)}"`),
      box(
        x,
        cy,
        r * 0.32,
        r * 0.8,
        '#d64933',
        (i - 1) * 8,
        ` rx="${n(r * 0.06)}" fill-opacity="0.85"`,
      ),
    );
    p.push(
      ...scatter(c, 6, x, cy, r * 0.15).map(([xx, yy]) => circle(xx, yy, r * 0.02, '#f1faee')),
    );
  }
  p.push(
    circle(cx + r * 0.6, cy - r * 0.6, r * 0.14, '#e63946'),
    circle(cx + r * 0.6, cy - r * 0.6, r * 0.06, '#f4a261'),
  );
  return p.join('');
}
