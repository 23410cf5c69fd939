/**
 * The seed's named dishes, each drawn as itself on the plate, seen from above: steak and fries,
 * falafel in pita, a folded galette with its egg, a bowl of ramen… `paintDish` draws inside the
 * plate's circle (cx, cy, r); dishes served in a pan, pot, glass or cup draw their own vessel.
 */
import { darken, lighten } from './colour.js';
import { circle, ellipse, n, type Canvas } from './canvas.js';

export const dishKeys = [
  'croissant',
  'steak-frites',
  'falafel',
  'crepe',
  'ramen',
  'sushi',
  'tamagoyaki',
  'yakitori',
  'pizza-slice',
  'bagel-lox',
  'pastrami-sandwich',
  'chicken-rice',
  'curry',
  'gatsby',
  'fish-chips',
  'bobotie',
  'feijoada',
  'cheese-bread',
  'acai',
  'pastel',
  'flat-white',
  'avocado-toast',
  'meat-pie',
  'tomato-bread',
  'paella',
  'bombas',
  'crema-catalana',
  'fish-sandwich',
  'simit',
  'iskender',
  'kunefe',
  'tacos',
  'tlayuda',
  'churros',
  'esquites',
  'tagine',
  'tanjia',
  'harira',
  'msemen',
  'bibimbap',
  'fried-chicken',
  'bindaetteok',
  'tteokbokki',
  'stroopwafel',
  'herring',
  'bitterballen',
  'apple-pie',
] as const;
export type DishKey = (typeof dishKeys)[number];

const box = (x: number, y: number, w: number, h: number, fill: string, rot = 0, extra = '') =>
  `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${rot ? ` transform="rotate(${n(rot)} ${n(x)} ${n(y)})"` : ''}${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** Points spread inside a circle, seeded. */
function scatter(c: Canvas, count: number, cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: count }, () => {
    const a = c.rng.range(0, Math.PI * 2);
    const d = Math.sqrt(c.rng()) * r;
    return [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as [number, number];
  });
}

function fries(c: Canvas, cx: number, cy: number, r: number, count = 26): string {
  return Array.from({ length: count }, () => {
    const [x, y] = scatter(c, 1, cx, cy, r)[0]!;
    return box(
      x,
      y,
      r * 0.12,
      r * 0.75,
      c.rng.pick(['#f2c14e', '#e9b949', '#f7d47c']),
      c.rng.range(0, 180),
      ` rx="${n(r * 0.04)}"`,
    );
  }).join('');
}

function herbs(c: Canvas, cx: number, cy: number, r: number, count: number, colour = '#2d6a4f') {
  return scatter(c, count, cx, cy, r)
    .map(([x, y]) => ellipse(x, y, r * 0.05, r * 0.025, colour, c.rng.range(0, 180)))
    .join('');
}

function bowl(cx: number, cy: number, r: number, rim: string, fill: string): string {
  return circle(cx, cy, r, rim) + circle(cx, cy, r * 0.86, fill);
}

function friedBalls(c: Canvas, cx: number, cy: number, r: number, count: number, crust: string) {
  return scatter(c, count, cx, cy, r)
    .map(
      ([x, y]) =>
        circle(x, y, r * 0.2, darken(crust, 0.15)) +
        circle(x - r * 0.03, y - r * 0.03, r * 0.17, crust) +
        circle(x - r * 0.07, y - r * 0.07, r * 0.05, lighten(crust, 0.5), ' fill-opacity="0.6"'),
    )
    .join('');
}

/** The dish itself, within the plate's well (radius r ≈ the plate). */
export function paintDish(c: Canvas, key: DishKey, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const p: string[] = [];
  switch (key) {
    case 'croissant': {
      // A crescent of laminated layers, glossy and browned.
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
      break;
    }
    case 'steak-frites': {
      p.push(ellipse(cx - r * 0.22, cy, r * 0.42, r * 0.3, '#6b2f1a', -15));
      for (let k = -2; k <= 2; k += 1)
        p.push(box(cx - r * 0.22 + k * r * 0.12, cy, r * 0.035, r * 0.5, '#3b1a0e', 45));
      p.push(fries(c, cx + r * 0.35, cy + r * 0.05, r * 0.32));
      p.push(bowl(cx + r * 0.25, cy - r * 0.5, r * 0.18, '#f8f9fa', '#f1d27a'));
      p.push(herbs(c, cx - r * 0.2, cy, r * 0.2, 6));
      break;
    }
    case 'falafel': {
      // A pita wrap lying across the plate, half in paper, its open end showing falafel balls,
      // salad and tahini; loose falafel beside it, one broken open to its green, herby inside.
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
      break;
    }
    case 'crepe': {
      // A buckwheat galette folded into a square around ham, Emmental and a runny egg.
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
      break;
    }
    case 'ramen': {
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
        ...scatter(c, 16, cx, cy + r * 0.3, r * 0.2).map(([x, y]) =>
          circle(x, y, r * 0.03, '#74c69d'),
        ),
      );
      break;
    }
    case 'sushi': {
      for (let i = 0; i < 6; i += 1) {
        const x = cx - r * 0.55 + (i % 3) * r * 0.55;
        const y = cy - r * 0.25 + Math.floor(i / 3) * r * 0.5;
        if (i < 3) {
          p.push(
            ellipse(x, y, r * 0.24, r * 0.14, '#f8f9fa'),
            ellipse(
              x,
              y - r * 0.02,
              r * 0.26,
              r * 0.12,
              rng.pick(['#e76f51', '#f4a261', '#d62828']),
            ),
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
      break;
    }
    case 'tamagoyaki': {
      // Slices of rolled omelette showing the spiral, a skewer through them.
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
      break;
    }
    case 'yakitori': {
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
        p.push(
          ...scatter(c, 4, cx, y, r * 0.3).map(([x, yy]) => circle(x, yy, r * 0.015, '#f5ebe0')),
        );
      }
      break;
    }
    case 'pizza-slice': {
      // One big foldable New York slice: crust edge, sauce, mottled mozzarella.
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
      break;
    }
    case 'bagel-lox': {
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
            ...scatter(c, 6, x, cy, r * 0.25).map(([xx, yy]) =>
              circle(xx, yy, r * 0.025, '#6a994e'),
            ),
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
      break;
    }
    case 'pastrami-sandwich': {
      // Two halves of rye, cut side up, piled with pink pastrami; mustard and a pickle.
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
      break;
    }
    case 'chicken-rice': {
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
      break;
    }
    case 'curry': {
      // Cape Malay curry in a bowl beside yellow rice with raisins.
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
      break;
    }
    case 'gatsby': {
      // A foot-long roll crammed with chips, polony and peri-peri, cut in portions.
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
      break;
    }
    case 'fish-chips': {
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
      break;
    }
    case 'bobotie': {
      // A baked dish: golden savoury custard over spiced mince, bay leaves on top.
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
      break;
    }
    case 'feijoada': {
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
      break;
    }
    case 'cheese-bread':
      p.push(friedBalls(c, cx, cy, r * 0.55, 9, '#e9b949'));
      break;
    case 'acai': {
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
      break;
    }
    case 'pastel': {
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
      break;
    }
    case 'flat-white': {
      // A cup from above with a latte-art tulip, saucer and spoon.
      p.push(
        circle(cx, cy, r * 0.75, '#f8f9fa'),
        circle(cx, cy, r * 0.5, '#ffffff'),
        circle(cx, cy, r * 0.44, '#8a5a3b'),
        circle(cx, cy, r * 0.38, '#b07a52'),
      );
      for (let k = 0; k < 3; k += 1)
        p.push(
          ellipse(cx, cy + r * 0.15 - k * r * 0.13, r * (0.2 - k * 0.04), r * 0.07, '#f5ebe0'),
        );
      p.push(box(cx, cy + r * 0.22, r * 0.03, r * 0.2, '#f5ebe0'));
      p.push(
        box(cx + r * 0.6, cy + r * 0.05, r * 0.22, r * 0.1, '#f8f9fa', 0, ` rx="${n(r * 0.05)}"`),
      );
      break;
    }
    case 'avocado-toast': {
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
      p.push(
        ...scatter(c, 10, cx, cy, r * 0.32).map(([x, y]) => circle(x, y, r * 0.015, '#d00000')),
      );
      break;
    }
    case 'meat-pie': {
      p.push(circle(cx, cy, r * 0.62, '#b8742a'), circle(cx, cy, r * 0.54, '#d9973f'));
      for (let k = 0; k < 16; k += 1) {
        const a = (k / 16) * Math.PI * 2;
        p.push(
          circle(cx + Math.cos(a) * r * 0.58, cy + Math.sin(a) * r * 0.58, r * 0.05, '#a0611f'),
        );
      }
      p.push(
        path(
          `M${n(cx - r * 0.2)} ${n(cy - r * 0.1)} q${n(r * 0.1)} ${n(-r * 0.1)} ${n(r * 0.2)} 0 t${n(r * 0.2)} 0 q${n(-r * 0.1)} ${n(r * 0.25)} ${n(-r * 0.4)} ${n(r * 0.1)} Z`,
          '#c1121f',
        ),
      );
      break;
    }
    case 'tomato-bread': {
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
      break;
    }
    case 'paella': {
      // The wide paella pan, handles out, saffron rice, prawns, mussels, lemon.
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
      break;
    }
    case 'bombas': {
      p.push(friedBalls(c, cx, cy, r * 0.5, 4, '#c7792a'));
      p.push(
        ...scatter(c, 4, cx, cy, r * 0.5).map(
          ([x, y]) =>
            circle(x, y - r * 0.05, r * 0.09, '#fdf6d8') +
            circle(x + r * 0.04, y - r * 0.02, r * 0.05, '#d62828'),
        ),
      );
      break;
    }
    case 'crema-catalana': {
      p.push(circle(cx, cy, r * 0.62, '#f1e3c8'), circle(cx, cy, r * 0.52, '#c8782a'));
      p.push(
        ...scatter(c, 14, cx, cy, r * 0.45).map(([x, y]) =>
          ellipse(x, y, r * 0.08, r * 0.04, '#8a4b16', rng.range(0, 180), ' fill-opacity="0.6"'),
        ),
      );
      p.push(box(cx + r * 0.3, cy + r * 0.3, r * 0.25, r * 0.03, '#b08968', 40));
      break;
    }
    case 'fish-sandwich': {
      // Balık ekmek: half a loaf, grilled mackerel, lettuce and onion.
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
      break;
    }
    case 'simit': {
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
      break;
    }
    case 'iskender': {
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
        ellipse(
          cx - r * 0.2,
          cy + r * 0.45,
          r * 0.15,
          r * 0.06,
          '#e9c46a',
          0,
          ' fill-opacity="0.8"',
        ),
      );
      p.push(
        ...[0, 1].map((k) =>
          ellipse(cx - r * 0.55 + k * r * 0.12, cy + r * 0.1, r * 0.05, r * 0.2, '#2d6a4f', 20),
        ),
      );
      break;
    }
    case 'kunefe': {
      p.push(circle(cx, cy, r * 0.62, '#7a7a7a'), circle(cx, cy, r * 0.56, '#e07a1f'));
      for (let k = 0; k < 60; k += 1) {
        const [x, y] = scatter(c, 1, cx, cy, r * 0.5)[0]!;
        p.push(box(x, y, r * 0.1, r * 0.012, '#f4a340', rng.range(0, 180)));
      }
      p.push(
        ...scatter(c, 40, cx, cy, r * 0.22).map(([x, y]) => circle(x, y, r * 0.025, '#7cb518')),
      );
      p.push(box(cx + r * 0.2, cy + r * 0.1, r * 0.3, r * 0.6, '#fbf3d5', 20, ' fill-opacity="0"'));
      break;
    }
    case 'tacos': {
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
      break;
    }
    case 'tlayuda': {
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
      break;
    }
    case 'churros': {
      for (let i = 0; i < 4; i += 1) {
        const y = cy - r * 0.4 + i * r * 0.22;
        p.push(box(cx - r * 0.15, y, r * 1.0, r * 0.1, '#c8782a', -10, ` rx="${n(r * 0.05)}"`));
        for (let k = -4; k <= 4; k += 1)
          p.push(box(cx - r * 0.15 + k * r * 0.11, y, r * 0.015, r * 0.08, '#a65d1f', -10));
        p.push(
          ...scatter(c, 6, cx - r * 0.15, y, r * 0.4).map(([x, yy]) =>
            circle(x, yy, r * 0.01, '#fff'),
          ),
        );
      }
      p.push(
        circle(cx + r * 0.55, cy + r * 0.45, r * 0.28, '#f8f9fa'),
        circle(cx + r * 0.55, cy + r * 0.45, r * 0.22, '#3e1f10'),
        ellipse(cx + r * 0.5, cy + r * 0.4, r * 0.06, r * 0.03, '#6f3b1d'),
      );
      break;
    }
    case 'esquites': {
      // A paper cup of corn kernels, mayonnaise, cheese and chilli, a spoon in.
      p.push(circle(cx, cy, r * 0.6, '#f8f4ea'), circle(cx, cy, r * 0.52, '#f3c623'));
      p.push(
        ...scatter(c, 50, cx, cy, r * 0.48).map(([x, y]) =>
          ellipse(x, y, r * 0.035, r * 0.028, rng.pick(['#f6d13a', '#f2c12e', '#fbe07a'])),
        ),
      );
      p.push(
        ...scatter(c, 14, cx, cy, r * 0.35).map(([x, y]) => circle(x, y, r * 0.03, '#fdfcf5')),
      );
      p.push(
        ...scatter(c, 20, cx, cy, r * 0.4).map(([x, y]) => circle(x, y, r * 0.012, '#c1121f')),
      );
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
      break;
    }
    case 'tagine': {
      // The conical clay lid from above (rings and knob), lifted aside to show the chicken.
      p.push(
        circle(cx + r * 0.28, cy, r * 0.66, '#a0522d'),
        circle(cx + r * 0.28, cy, r * 0.58, '#d9a441'),
      );
      p.push(
        ellipse(cx + r * 0.28, cy, r * 0.25, r * 0.2, '#c28b4a'),
        ...scatter(c, 6, cx + r * 0.28, cy, r * 0.4).map(([x, y]) =>
          circle(x, y, r * 0.06, '#3a5a40'),
        ),
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
      break;
    }
    case 'tanjia': {
      // The tall clay urn on its side, beef spilling out onto the plate.
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
      break;
    }
    case 'harira': {
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
        p.push(
          ellipse(cx + r * 0.65, cy - r * 0.3 + k * r * 0.22, r * 0.12, r * 0.06, '#4a2511', 20),
        );
      break;
    }
    case 'msemen': {
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
      break;
    }
    case 'bibimbap': {
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
      break;
    }
    case 'fried-chicken': {
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
            ) +
            ellipse(x - r * 0.04, y - r * 0.04, r * 0.08, r * 0.05, '#e5a54b', rng.range(0, 180)),
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
      break;
    }
    case 'bindaetteok': {
      p.push(circle(cx, cy, r * 0.7, '#b86b25'), circle(cx, cy, r * 0.62, '#d69a45'));
      p.push(
        ...scatter(c, 20, cx, cy, r * 0.55).map(([x, y]) =>
          box(
            x,
            y,
            r * 0.1,
            r * 0.025,
            rng.pick(['#2d6a4f', '#52b788', '#8c4a2f']),
            rng.range(0, 180),
          ),
        ),
      );
      p.push(
        ...scatter(c, 14, cx, cy, r * 0.55).map(([x, y]) =>
          circle(x, y, r * 0.03, '#9c5a1e', ' fill-opacity="0.7"'),
        ),
      );
      p.push(bowl(cx + r * 0.62, cy + r * 0.55, r * 0.14, '#f8f9fa', '#5a3825'));
      break;
    }
    case 'tteokbokki': {
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
      break;
    }
    case 'stroopwafel': {
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
      break;
    }
    case 'herring': {
      // Raw herring fillets, silver skin up, with chopped onion and pickles, a tiny flag.
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
      break;
    }
    case 'bitterballen': {
      p.push(friedBalls(c, cx - r * 0.1, cy, r * 0.45, 7, '#a8651f'));
      p.push(bowl(cx + r * 0.55, cy - r * 0.45, r * 0.16, '#f8f9fa', '#d4a017'));
      p.push(
        ...scatter(c, 4, cx - r * 0.1, cy, r * 0.4).map(([x, y]) =>
          box(x, y - r * 0.2, r * 0.015, r * 0.2, '#c9ada7'),
        ),
      );
      break;
    }
    case 'apple-pie': {
      // A deep slice: lattice top, apple layers at the cut, whipped cream.
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
      break;
    }
  }
  return p.join('');
}
