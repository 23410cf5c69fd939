/** The generic dishes served flat on the plate: salad, pasta, pizza, sushi and a breakfast. */
import { circle, ellipse, n, type Canvas } from '../canvas.js';
import { leaf, strew } from './garnish.js';

/** A green salad: leaves, cherry tomatoes, cubes of cheese and olives. */
export function paintSalad(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const greens = ['#2d6a4f', '#40916c', '#52b788', '#74c69d', '#1b4332'];
  const parts: string[] = [];
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.7)}" fill="#95d5b2"/>`);
  parts.push(
    strew(c, 80, cx, cy, r * 0.7, (x, y) =>
      leaf(c, x, y, rng.range(0.12, 0.22) * r, rng.pick(greens)),
    ),
  );
  parts.push(
    strew(c, 7, cx, cy, r * 0.7, (x, y) => {
      const s = r * rng.range(0.07, 0.1);
      return (
        circle(x, y, s, '#d62828') +
        circle(x - s * 0.3, y - s * 0.3, s * 0.3, '#ffffff', ' fill-opacity="0.5"')
      );
    }),
  );
  parts.push(
    strew(c, 6, cx, cy, r * 0.7, (x, y) => {
      const s = r * 0.07;
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" fill="#fbf8ef" transform="rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})"/>`;
    }),
  );
  parts.push(strew(c, 5, cx, cy, r * 0.7, (x, y) => ellipse(x, y, r * 0.05, r * 0.038, '#2b2118')));
  return parts.join('');
}

/** Pasta in loose curls under a tomato sauce, with basil and grated cheese. */
export function paintPasta(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng, u } = c;
  const parts: string[] = [];
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.72)}" fill="#e9c46a"/>`);
  const noodle = ['#f4d58d', '#e9c46a', '#f6e0a4'];
  parts.push(
    strew(c, 70, cx, cy, r * 0.62, (x, y) => {
      const rr = rng.range(0.1, 0.3) * r;
      const a0 = rng.range(0, Math.PI * 2);
      const a1 = a0 + rng.range(1.5, 3.5);
      return `<path d="M${n(x + Math.cos(a0) * rr)} ${n(y + Math.sin(a0) * rr)} A${n(rr)} ${n(rr)} 0 0 1 ${n(x + Math.cos(a1) * rr)} ${n(y + Math.sin(a1) * rr)}" stroke="${rng.pick(noodle)}" stroke-width="${n(r * 0.035)}" fill="none" stroke-linecap="round"/>`;
    }),
  );
  parts.push(
    `<circle cx="${n(cx + r * 0.05)}" cy="${n(cy - r * 0.05)}" r="${n(r * 0.26)}" fill="#c1121f"/><circle cx="${n(cx - r * 0.05)}" cy="${n(cy)}" r="${n(r * 0.16)}" fill="#e63946"/>`,
  );
  for (let i = 0; i < 3; i += 1)
    parts.push(
      leaf(c, cx + rng.range(-r, r) * 0.15, cy + rng.range(-r, r) * 0.15, r * 0.11, '#2d6a4f'),
    );
  parts.push(strew(c, 40, cx, cy, r * 0.55, (x, y) => circle(x, y, u * 0.25, '#fffbe6')));
  return parts.join('');
}

/** A whole pizza cut in eight: mozzarella, salami and basil. */
export function paintPizza(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng, u } = c;
  const parts: string[] = [];
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.92)}" fill="#d4a056"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="#c1440e"/>`,
  );
  parts.push(
    strew(c, 26, cx, cy, r * 0.68, (x, y) =>
      circle(x, y, rng.range(0.08, 0.16) * r, '#fdf0c4', ' fill-opacity="0.92"'),
    ),
  );
  parts.push(
    strew(
      c,
      9,
      cx,
      cy,
      r * 0.62,
      (x, y) => circle(x, y, r * 0.1, '#9d0208') + circle(x, y, r * 0.07, '#b5171f'),
    ),
  );
  parts.push(strew(c, 6, cx, cy, r * 0.6, (x, y) => leaf(c, x, y, r * 0.09, '#2d6a4f')));
  // Slice cuts.
  for (let i = 0; i < 4; i += 1) {
    const a = (i * Math.PI) / 4 + 0.3;
    parts.push(
      `<path d="M${n(cx - Math.cos(a) * r * 0.92)} ${n(cy - Math.sin(a) * r * 0.92)} L${n(cx + Math.cos(a) * r * 0.92)} ${n(cy + Math.sin(a) * r * 0.92)}" stroke="#7a3b0c" stroke-opacity="0.45" stroke-width="${n(u * 0.35)}"/>`,
    );
  }
  return parts.join('');
}

/** Maki and nigiri, with wasabi and pickled ginger. */
export function paintSushi(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const parts: string[] = [];
  const fillings = ['#f4845f', '#e63946', '#90be6d', '#ffd166'];
  // Maki in a neat grid on the plate's left, nigiri on the right.
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 2; col += 1) {
      const x = cx - r * 0.5 + col * r * 0.34;
      const y = cy - r * 0.4 + row * r * 0.36;
      const filling = rng.pick(fillings);
      parts.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.165)}" fill="#1b2d1f"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.14)}" fill="#fbfaf5"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.06)}" fill="${filling}"/>`,
      );
      parts.push(strew(c, 6, x, y, r * 0.12, (gx, gy) => circle(gx, gy, r * 0.008, '#e9e4d8')));
    }
  }
  for (let i = 0; i < 3; i += 1) {
    const x = cx + r * 0.33;
    const y = cy - r * 0.4 + i * r * 0.38;
    const fish = rng.pick(['#f4845f', '#e85d5d', '#f6bd60']);
    parts.push(
      `<rect x="${n(x - r * 0.27)}" y="${n(y - r * 0.1)}" width="${n(r * 0.54)}" height="${n(r * 0.2)}" rx="${n(r * 0.1)}" fill="#fbfaf5"/><rect x="${n(x - r * 0.3)}" y="${n(y - r * 0.125)}" width="${n(r * 0.6)}" height="${n(r * 0.175)}" rx="${n(r * 0.085)}" fill="${fish}"/>`,
    );
    for (let k = 1; k < 6; k += 1) {
      parts.push(
        `<path d="M${n(x - r * 0.3 + k * r * 0.1)} ${n(y - r * 0.11)} l${n(-r * 0.05)} ${n(r * 0.15)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${n(r * 0.014)}"/>`,
      );
    }
  }
  parts.push(
    `<path d="M${n(cx - r * 0.05)} ${n(cy + r * 0.66)} q${n(r * 0.06)} ${n(-r * 0.12)} ${n(r * 0.12)} 0 q${n(-r * 0.06)} ${n(r * 0.05)} ${n(-r * 0.12)} 0 Z" fill="#7cb518"/>`,
  );
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      `<ellipse cx="${n(cx + r * (0.15 + i * 0.05))}" cy="${n(cy + r * 0.68)}" rx="${n(r * 0.07)}" ry="${n(r * 0.04)}" fill="#f8c8c8" transform="rotate(${n(-20 + i * 15)} ${n(cx + r * 0.2)} ${n(cy + r * 0.68)})"/>`,
    );
  }
  return parts.join('');
}

/** Toast, two fried eggs, avocado slices and berries. */
export function paintBreakfast(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const parts: string[] = [];
  parts.push(
    `<rect x="${n(cx - r * 0.7)}" y="${n(cy - r * 0.55)}" width="${n(r * 0.55)}" height="${n(r * 0.5)}" rx="${n(r * 0.1)}" fill="#d4a373" transform="rotate(-8 ${n(cx)} ${n(cy)})"/>`,
  );
  parts.push(
    `<rect x="${n(cx - r * 0.66)}" y="${n(cy - r * 0.51)}" width="${n(r * 0.47)}" height="${n(r * 0.42)}" rx="${n(r * 0.08)}" fill="#f1c27d" transform="rotate(-8 ${n(cx)} ${n(cy)})"/>`,
  );
  for (let i = 0; i < 2; i += 1) {
    const ex = cx + r * (0.22 + i * 0.02);
    const ey = cy + r * (i === 0 ? -0.25 : 0.25);
    parts.push(
      `<path d="M${n(ex - r * 0.25)} ${n(ey)} q${n(r * 0.05)} ${n(-r * 0.25)} ${n(r * 0.27)} ${n(-r * 0.2)} q${n(r * 0.25)} ${n(r * 0.02)} ${n(r * 0.2)} ${n(r * 0.22)} q${n(-r * 0.05)} ${n(r * 0.2)} ${n(-r * 0.25)} ${n(r * 0.17)} q${n(-r * 0.25)} 0 ${n(-r * 0.22)} ${n(-r * 0.19)} Z" fill="#fffdf7"/><circle cx="${n(ex)}" cy="${n(ey)}" r="${n(r * 0.1)}" fill="#f9a620"/><circle cx="${n(ex - r * 0.03)}" cy="${n(ey - r * 0.03)}" r="${n(r * 0.03)}" fill="#ffe29a"/>`,
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const ax = cx - r * 0.4 + i * r * 0.14;
    const ay = cy + r * 0.35;
    parts.push(
      `<ellipse cx="${n(ax)}" cy="${n(ay)}" rx="${n(r * 0.09)}" ry="${n(r * 0.18)}" fill="#6a994e" transform="rotate(${n(20 + i * 10)} ${n(ax)} ${n(ay)})"/><ellipse cx="${n(ax)}" cy="${n(ay)}" rx="${n(r * 0.06)}" ry="${n(r * 0.14)}" fill="#c7e59a" transform="rotate(${n(20 + i * 10)} ${n(ax)} ${n(ay)})"/>`,
    );
  }
  parts.push(
    strew(c, 8, cx + r * 0.45, cy, r * 0.12, (x, y) =>
      circle(x, y, r * 0.045, rng.pick(['#3a0ca3', '#7209b7', '#d00000'])),
    ),
  );
  return parts.join('');
}
