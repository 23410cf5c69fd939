/**
 * Soups, stews and bakes in their bowl, pot or dish: ramen, Cape Malay curry, feijoada, harira,
 * tagine, tanjia, bobotie and tteokbokki.
 */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { box, path, scatter, bowl } from './shapes.js';

export function paintRamen(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(bowl(cx, cy, r * 0.95, '#1d1d1d', '#c98a3c'));
  p.push(circle(cx, cy, r * 0.8, '#d9a05b', ' fill-opacity="0.6"'));
  for (let i = 0; i < 18; i += 1) {
    const y = cy + r * 0.1 + (i - 9) * r * 0.025;
    p.push(
      path(
        `M${n(cx - r * 0.5)} ${n(y)} q${n(r * 0.12)} ${n(-r * 0.06)} ${n(r * 0.25)} 0 t${n(r * 0.25)} 0 t${n(r * 0.25)} 0 t${n(r * 0.25)} 0`,
        'none',
        ` stroke="#f3d98b" stroke-width="${n(r * 0.02)}"`,
      ),
    );
  }
  p.push(
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.22, '#b7775a'),
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.15, '#e8c3a3'),
  );
  p.push(
    ellipse(cx + r * 0.3, cy - r * 0.35, r * 0.14, r * 0.11, '#ffffff'),
    circle(cx + r * 0.3, cy - r * 0.35, r * 0.08, '#f4a300'),
  );
  p.push(box(cx + r * 0.45, cy + r * 0.2, r * 0.3, r * 0.35, '#1b3a2b', 15));
  p.push(
    ...scatter(c, 16, cx, cy + r * 0.3, r * 0.2).map(([x, y]) => circle(x, y, r * 0.03, '#74c69d')),
  );
  return p.join('');
}

/** Cape Malay curry in a bowl beside yellow rice with raisins. */
export function paintCurry(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(bowl(cx - r * 0.25, cy, r * 0.55, '#f8f9fa', '#c7652a'));
  p.push(
    ...scatter(c, 10, cx - r * 0.25, cy, r * 0.35).map(([x, y]) =>
      box(x, y, r * 0.12, r * 0.1, '#8a3b12', rng.range(0, 90), ` rx="${n(r * 0.03)}"`),
    ),
  );
  p.push(
    ...scatter(c, 5, cx - r * 0.25, cy, r * 0.3).map(([x, y]) =>
      ellipse(x, y, r * 0.06, r * 0.04, '#f4a261'),
    ),
  );
  p.push(circle(cx + r * 0.45, cy + r * 0.2, r * 0.35, '#f4c542'));
  p.push(
    ...scatter(c, 8, cx + r * 0.45, cy + r * 0.2, r * 0.25).map(([x, y]) =>
      circle(x, y, r * 0.025, '#4a2c2a'),
    ),
  );
  p.push(box(cx + r * 0.2, cy - r * 0.1, r * 0.3, r * 0.025, '#7f5539', 30));
  return p.join('');
}

export function paintFeijoada(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(bowl(cx - r * 0.2, cy - r * 0.1, r * 0.6, '#5a3825', '#2b1b17'));
  p.push(
    ...scatter(c, 50, cx - r * 0.2, cy - r * 0.1, r * 0.45).map(([x, y]) =>
      ellipse(x, y, r * 0.05, r * 0.035, '#140c0a', rng.range(0, 180)),
    ),
  );
  p.push(
    ...scatter(c, 5, cx - r * 0.2, cy - r * 0.1, r * 0.35).map(([x, y]) =>
      box(x, y, r * 0.14, r * 0.1, '#8c4a2f', rng.range(0, 90), ` rx="${n(r * 0.03)}"`),
    ),
  );
  for (let k = 0; k < 3; k += 1)
    p.push(
      circle(cx + r * 0.55, cy - r * 0.4 + k * r * 0.3, r * 0.13, '#f77f00'),
      circle(cx + r * 0.55, cy - r * 0.4 + k * r * 0.3, r * 0.1, '#fcbf49'),
    );
  p.push(
    ellipse(cx + r * 0.15, cy + r * 0.6, r * 0.3, r * 0.12, '#e9d8a6'),
    ellipse(cx - r * 0.5, cy + r * 0.55, r * 0.25, r * 0.1, '#40916c'),
  );
  return p.join('');
}

export function paintHarira(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(bowl(cx - r * 0.1, cy, r * 0.65, '#2f6690', '#c2502f'));
  p.push(
    ...scatter(c, 18, cx - r * 0.1, cy, r * 0.45).map(([x, y]) =>
      circle(x, y, r * 0.035, '#e9c46a'),
    ),
  );
  p.push(
    ...scatter(c, 12, cx - r * 0.1, cy, r * 0.45).map(([x, y]) =>
      ellipse(x, y, r * 0.03, r * 0.02, '#7f5539'),
    ),
  );
  p.push(
    ...scatter(c, 8, cx - r * 0.1, cy, r * 0.4).map(([x, y]) =>
      ellipse(x, y, r * 0.04, r * 0.02, '#2d6a4f', rng.range(0, 180)),
    ),
  );
  for (let k = 0; k < 3; k += 1)
    p.push(ellipse(cx + r * 0.65, cy - r * 0.3 + k * r * 0.22, r * 0.12, r * 0.06, '#4a2511', 20));
  return p.join('');
}

/** The conical clay lid from above (rings and knob), lifted aside to show the chicken. */
export function paintTagine(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(
    circle(cx + r * 0.28, cy, r * 0.66, '#a0522d'),
    circle(cx + r * 0.28, cy, r * 0.58, '#d9a441'),
  );
  p.push(
    ellipse(cx + r * 0.28, cy, r * 0.25, r * 0.2, '#c28b4a'),
    ...scatter(c, 6, cx + r * 0.28, cy, r * 0.4).map(([x, y]) => circle(x, y, r * 0.06, '#3a5a40')),
  );
  p.push(
    ...[0, 1, 2].map(
      (k) =>
        circle(cx + r * 0.1 + k * r * 0.2, cy + r * 0.3, r * 0.08, '#f7e463') +
        circle(cx + r * 0.1 + k * r * 0.2, cy + r * 0.3, r * 0.05, '#fbf3a0'),
    ),
  );
  const lx = cx - r * 0.55;
  for (let k = 0; k < 5; k += 1)
    p.push(circle(lx, cy - r * 0.2, r * (0.42 - k * 0.08), k % 2 ? '#b5562f' : '#c8693b'));
  p.push(circle(lx, cy - r * 0.2, r * 0.06, '#7a2e1f'));
  return p.join('');
}

/** The tall clay urn on its side, beef spilling out onto the plate. */
export function paintTanjia(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(
    path(
      `M${n(cx - r * 0.75)} ${n(cy - r * 0.25)} Q${n(cx - r * 0.1)} ${n(cy - r * 0.55)} ${n(cx + r * 0.3)} ${n(cy - r * 0.2)} L${n(cx + r * 0.3)} ${n(cy + r * 0.2)} Q${n(cx - r * 0.1)} ${n(cy + r * 0.55)} ${n(cx - r * 0.75)} ${n(cy + r * 0.25)} Z`,
      '#b5562f',
    ),
  );
  p.push(ellipse(cx + r * 0.32, cy, r * 0.08, r * 0.22, '#5a2a18'));
  p.push(
    ...scatter(c, 9, cx + r * 0.55, cy, r * 0.22).map(([x, y]) =>
      ellipse(x, y, r * 0.1, r * 0.07, rng.pick(['#6f3b1d', '#7b3f1d']), rng.range(0, 90)),
    ),
  );
  p.push(
    ...[0, 1, 2].map((k) =>
      path(
        `M${n(cx - r * 0.6 + k * r * 0.25)} ${n(cy - r * 0.25)} q${n(r * 0.05)} ${n(r * 0.25)} 0 ${n(r * 0.5)}`,
        'none',
        ` stroke="#8a3b1c" stroke-width="${n(r * 0.02)}"`,
      ),
    ),
  );
  return p.join('');
}

/** A baked dish: golden savoury custard over spiced mince, bay leaves on top. */
export function paintBobotie(c: Canvas, cx: number, cy: number, r: number): string {
  const p: string[] = [];
  p.push(box(cx, cy, r * 1.4, r * 1.05, '#e8e1d5', 0, ` rx="${n(r * 0.12)}"`));
  p.push(box(cx, cy, r * 1.22, r * 0.88, '#e1ad4b', 0, ` rx="${n(r * 0.08)}"`));
  p.push(
    ...scatter(c, 14, cx, cy, r * 0.45).map(([x, y]) =>
      circle(x, y, r * 0.06, '#b86b1f', ' fill-opacity="0.6"'),
    ),
  );
  p.push(
    ...[-0.3, 0, 0.3].map((t) =>
      ellipse(cx + t * r, cy - r * 0.1, r * 0.12, r * 0.05, '#4f772d', 30),
    ),
  );
  return p.join('');
}

export function paintTteokbokki(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  p.push(circle(cx, cy, r * 0.78, '#c1121f'));
  p.push(
    ...scatter(c, 16, cx, cy, r * 0.55).map(([x, y]) =>
      box(x, y, r * 0.28, r * 0.09, '#fbe8d3', rng.range(0, 180), ` rx="${n(r * 0.045)}"`),
    ),
  );
  p.push(
    ...scatter(c, 5, cx, cy, r * 0.5).map(([x, y]) =>
      box(x, y, r * 0.2, r * 0.12, '#f4d6a0', rng.range(0, 90)),
    ),
  );
  p.push(
    ellipse(cx + r * 0.2, cy - r * 0.2, r * 0.14, r * 0.12, '#ffffff'),
    circle(cx + r * 0.2, cy - r * 0.2, r * 0.06, '#f4a300'),
  );
  p.push(
    ...scatter(c, 12, cx, cy, r * 0.6).map(([x, y]) =>
      box(x, y, r * 0.06, r * 0.015, '#52b788', rng.range(0, 180)),
    ),
  );
  return p.join('');
}
