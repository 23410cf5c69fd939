/** The generic dishes served in a bowl: a poke bowl, a curry and a bowl of ramen. */
import { darken, lighten } from '../colour.js';
import { circle, ellipse, n, radialGradient, type Canvas } from '../canvas.js';
import { leaf, strew } from './garnish.js';

/** A poke bowl: rice with five toppings in sectors, sesame over all. */
export function paintPokeBowl(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng, u } = c;
  const parts: string[] = [];
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="#fbf7ee"/>`);
  const sector = (i: number): [number, number, number] => {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    return [cx + Math.cos(a) * r * 0.42, cy + Math.sin(a) * r * 0.42, a];
  };
  const toppings: Array<(x: number, y: number, a: number) => string> = [
    (x, y) =>
      strew(c, 14, x, y, r * 0.2, (px, py) => {
        const s = r * 0.12;
        return `<rect x="${n(px - s / 2)}" y="${n(py - s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.2)}" fill="#f4845f" transform="rotate(${n(rng.range(0, 90))} ${n(px)} ${n(py)})"/><path d="M${n(px - s * 0.35)} ${n(py)} h${n(s * 0.7)}" stroke="#ffd6c4" stroke-width="${n(s * 0.12)}"/>`;
      }),
    (x, y, a) =>
      // Avocado slices laid side by side, fanned slightly.
      Array.from({ length: 6 }, (_, k) => {
        const off = (k - 2.5) * r * 0.065;
        const sx = x + Math.cos(a + Math.PI / 2) * off;
        const sy = y + Math.sin(a + Math.PI / 2) * off;
        const t = (a * 180) / Math.PI + (k - 2.5) * 4;
        return `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(r * 0.2)}" ry="${n(r * 0.045)}" fill="#4f772d" transform="rotate(${n(t)} ${n(sx)} ${n(sy)})"/><ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(r * 0.18)}" ry="${n(r * 0.03)}" fill="#c7e59a" transform="rotate(${n(t)} ${n(sx)} ${n(sy)})"/>`;
      }).join(''),
    (x, y) =>
      strew(c, 34, x, y, r * 0.21, (px, py) => ellipse(px, py, r * 0.05, r * 0.04, '#80b918')),
    (x, y) =>
      strew(
        c,
        60,
        x,
        y,
        r * 0.21,
        (px, py) =>
          `<rect x="${n(px)}" y="${n(py)}" width="${n(r * 0.045)}" height="${n(r * 0.045)}" rx="${n(r * 0.01)}" fill="#ffd23f"/>`,
      ),
    (x, y) =>
      strew(
        c,
        40,
        x,
        y,
        r * 0.2,
        (px, py) =>
          `<path d="M${n(px)} ${n(py)} q${n(r * 0.06)} ${n(-r * 0.05)} ${n(r * 0.12)} 0" stroke="#7b2cbf" stroke-width="${n(r * 0.022)}" fill="none" stroke-linecap="round"/>`,
      ),
  ];
  const order = [0, 1, 2, 3, 4].sort(() => rng() - 0.5);
  order.forEach((t, i) => parts.push(toppings[t]!(...sector(i))));
  parts.push(
    strew(c, 50, cx, cy, r * 0.7, (x, y) =>
      ellipse(x, y, u * 0.3, u * 0.18, rng.chance(0.5) ? '#1b1b1b' : '#f2e8cf'),
    ),
  );
  return parts.join('');
}

/** A curry in its sauce, with a swirl of cream, vegetables, herbs and a sliver of chilli. */
export function paintCurry(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const parts: string[] = [];
  const sauce = rng.pick(['#e76f51', '#f4a261', '#d68c45', '#bc4749']);
  const id = c.id('soup');
  parts.push(
    `<defs>${radialGradient(id, [
      [0, lighten(sauce, 0.25)],
      [1, darken(sauce, 0.15)],
    ])}</defs>`,
  );
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.74)}" fill="url(#${id})"/>`);
  parts.push(
    `<path d="M${n(cx - r * 0.4)} ${n(cy)} C${n(cx - r * 0.2)} ${n(cy - r * 0.35)} ${n(cx + r * 0.2)} ${n(cy + r * 0.35)} ${n(cx + r * 0.4)} ${n(cy)}" stroke="#fff8e7" stroke-width="${n(r * 0.05)}" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    strew(c, 10, cx, cy, r * 0.55, (x, y) => {
      const fill = rng.pick(['#fff1d0', '#f6bd60', '#e9edc9']);
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(r * 0.12)}" height="${n(r * 0.1)}" rx="${n(r * 0.02)}" fill="${fill}" transform="rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})"/>`;
    }),
  );
  parts.push(strew(c, 12, cx, cy, r * 0.6, (x, y) => leaf(c, x, y, r * 0.06, '#386641')));
  parts.push(
    `<path d="M${n(cx + r * 0.2)} ${n(cy + r * 0.3)} q${n(r * 0.15)} ${n(-r * 0.05)} ${n(r * 0.3)} ${n(r * 0.02)}" stroke="#c1121f" stroke-width="${n(r * 0.05)}" stroke-linecap="round" fill="none"/>`,
  );
  return parts.join('');
}

/** A bowl of broth: noodles, chashu, halved eggs, nori and spring onion. */
export function paintRamen(c: Canvas, cx: number, cy: number, r: number): string {
  const { rng } = c;
  const parts: string[] = [];
  const broth = rng.pick(['#d9a066', '#e8c39e', '#c97b4a']);
  const id = c.id('broth');
  parts.push(
    `<defs>${radialGradient(id, [
      [0, lighten(broth, 0.2)],
      [1, darken(broth, 0.2)],
    ])}</defs><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.76)}" fill="url(#${id})"/>`,
  );
  // Noodles rising in loose waves across the lower half.
  for (let i = 0; i < 16; i += 1) {
    const y = cy + r * (0.05 + i * 0.028);
    const half = Math.sqrt(Math.max(0, (r * 0.7) ** 2 - (y - cy) ** 2));
    parts.push(
      `<path d="M${n(cx - half)} ${n(y)} q${n(half * 0.25)} ${n(-r * 0.05)} ${n(half * 0.5)} 0 t${n(half * 0.5)} 0 t${n(half * 0.5)} 0 t${n(half * 0.5)} 0" stroke="#f6e3a1" stroke-width="${n(r * 0.022)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // Chashu, a halved egg, nori and spring onion.
  for (let i = 0; i < 2; i += 1) {
    const px = cx - r * (0.35 - i * 0.22);
    const py = cy - r * 0.32;
    parts.push(
      `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 0.17)}" fill="#c98b6b"/><circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 0.12)}" fill="#e7b8a0"/><path d="M${n(px - r * 0.1)} ${n(py)} q${n(r * 0.1)} ${n(-r * 0.06)} ${n(r * 0.2)} 0" stroke="#f7dccd" stroke-width="${n(r * 0.015)}" fill="none"/>`,
    );
  }
  for (const dx of [0.2, 0.42]) {
    const ex = cx + r * dx;
    const ey = cy - r * 0.2;
    parts.push(
      `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(r * 0.11)}" ry="${n(r * 0.15)}" fill="#fffaf0"/><circle cx="${n(ex)}" cy="${n(ey + r * 0.01)}" r="${n(r * 0.07)}" fill="#f4a300"/><circle cx="${n(ex)}" cy="${n(ey + r * 0.01)}" r="${n(r * 0.04)}" fill="#f9c74f"/>`,
    );
  }
  parts.push(
    `<rect x="${n(cx + r * 0.3)}" y="${n(cy - r * 0.7)}" width="${n(r * 0.2)}" height="${n(r * 0.34)}" fill="#1b2d1f" transform="rotate(18 ${n(cx + r * 0.4)} ${n(cy - r * 0.5)})"/>`,
  );
  parts.push(
    strew(c, 24, cx - r * 0.05, cy - r * 0.05, r * 0.25, (x, y) =>
      circle(x, y, r * 0.025, 'none', ` stroke="#6a994e" stroke-width="${n(r * 0.012)}"`),
    ),
  );
  return parts.join('');
}
