/** Rice dishes: paella in its pan, bibimbap, chicken rice and sushi. */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, bowl } from './shapes.js';

/** The wide paella pan, handles out, saffron rice, prawns, mussels, lemon. */
export function paintPaella(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(
    box(cx - r * 1.05, cy, r * 0.25, r * 0.12, '#2b2b2b'),
    box(cx + r * 1.05, cy, r * 0.25, r * 0.12, '#2b2b2b'),
  );
  p.push(circle(cx, cy, r * 0.98, '#2b2b2b'), circle(cx, cy, r * 0.9, '#e9a82b'));
  p.push(
    ...scatter(c, 80, cx, cy, r * 0.85).map(([x, y]) =>
      ellipse(x, y, r * 0.025, r * 0.012, '#f4c95d', rng.range(0, 180)),
    ),
  );
  for (let k = 0; k < 6; k += 1) {
    const a = (k / 6) * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 0.55;
    const y = cy + Math.sin(a) * r * 0.55;
    p.push(
      path(
        `M${n(x)} ${n(y)} a${n(r * 0.12)} ${n(r * 0.12)} 0 1 1 ${n(r * 0.14)} ${n(r * 0.1)}`,
        'none',
        ` stroke="#f26a4b" stroke-width="${n(r * 0.07)}" stroke-linecap="round"`,
      ),
    );
    const a2 = a + 0.5;
    p.push(
      ellipse(
        cx + Math.cos(a2) * r * 0.3,
        cy + Math.sin(a2) * r * 0.3,
        r * 0.1,
        r * 0.06,
        '#1b1b2f',
        (a2 * 180) / Math.PI,
      ),
      ellipse(
        cx + Math.cos(a2) * r * 0.3,
        cy + Math.sin(a2) * r * 0.3,
        r * 0.06,
        r * 0.03,
        '#f4a261',
        (a2 * 180) / Math.PI,
      ),
    );
  }
  p.push(
    path(
      `M${n(cx)} ${n(cy)} l${n(r * 0.2)} ${n(-r * 0.1)} a${n(r * 0.22)} ${n(r * 0.22)} 0 0 1 ${n(-r * 0.05)} ${n(r * 0.3)} Z`,
      '#f7e463',
    ),
  );
  return p.join('');
}

export function paintBibimbap(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(bowl(cx, cy, r * 0.9, '#3a3a3a', '#f3efe6'));
  const toppings = ['#f77f00', '#2d6a4f', '#6d4c41', '#f4d35e', '#b5179e', '#95d5b2'];
  toppings.forEach((colour, k) => {
    const a = (k / 6) * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 0.45;
    const y = cy + Math.sin(a) * r * 0.45;
    p.push(
      ...scatter(c, 12, x, y, r * 0.16).map(([xx, yy]) =>
        box(xx, yy, r * 0.12, r * 0.025, colour, rng.range(0, 180)),
      ),
    );
  });
  p.push(
    ellipse(cx, cy, r * 0.22, r * 0.2, '#ffffff'),
    circle(cx, cy, r * 0.1, '#f4a300'),
    circle(cx + r * 0.25, cy - r * 0.2, r * 0.08, '#c1121f'),
  );
  return p.join('');
}

export function paintChickenRice(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.75, '#f2c14e'));
  p.push(
    ...scatter(c, 60, cx, cy, r * 0.7).map(([x, y]) =>
      ellipse(x, y, r * 0.03, r * 0.012, '#f7d56e', rng.range(0, 180)),
    ),
  );
  p.push(
    ...scatter(c, 16, cx + r * 0.1, cy, r * 0.42).map(([x, y]) =>
      box(
        x,
        y,
        r * 0.14,
        r * 0.1,
        rng.pick(['#9c5a2e', '#b86f3b']),
        rng.range(0, 90),
        ` rx="${n(r * 0.02)}"`,
      ),
    ),
  );
  p.push(
    path(
      `M${n(cx - r * 0.4)} ${n(cy - r * 0.2)} q${n(r * 0.2)} ${n(r * 0.3)} ${n(r * 0.4)} 0 t${n(r * 0.4)} 0`,
      'none',
      ` stroke="#fdfcf5" stroke-width="${n(r * 0.06)}" stroke-linecap="round"`,
    ),
  );
  p.push(
    path(
      `M${n(cx - r * 0.2)} ${n(cy + r * 0.25)} q${n(r * 0.2)} ${n(-r * 0.2)} ${n(r * 0.4)} 0`,
      'none',
      ` stroke="#d62828" stroke-width="${n(r * 0.03)}"`,
    ),
  );
  p.push(
    ...scatter(c, 8, cx - r * 0.45, cy + r * 0.35, r * 0.15).map(([x, y]) =>
      box(x, y, r * 0.1, r * 0.04, '#52b788', rng.range(0, 180)),
    ),
  );
  return p.join('');
}

export function paintSushi(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = cx - r * 0.55 + (i % 3) * r * 0.55;
    const y = cy - r * 0.25 + Math.floor(i / 3) * r * 0.5;
    if (i < 3) {
      p.push(
        ellipse(x, y, r * 0.24, r * 0.14, '#f8f9fa'),
        ellipse(x, y - r * 0.02, r * 0.26, r * 0.12, rng.pick(['#e76f51', '#f4a261', '#d62828'])),
      );
      p.push(
        path(
          `M${n(x - r * 0.15)} ${n(y - r * 0.06)} l${n(r * 0.3)} ${n(r * 0.05)}`,
          'none',
          ' stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"',
        ),
      );
    } else {
      p.push(
        circle(x, y, r * 0.2, '#1b1b1b'),
        circle(x, y, r * 0.16, '#f8f9fa'),
        circle(x, y, r * 0.07, rng.pick(['#f4a261', '#2a9d8f', '#e63946'])),
      );
    }
  }
  p.push(
    ellipse(cx + r * 0.6, cy + r * 0.6, r * 0.14, r * 0.08, '#a7c957'),
    ellipse(cx - r * 0.6, cy + r * 0.62, r * 0.16, r * 0.08, '#f7b2bd'),
  );
  return p.join('');
}
