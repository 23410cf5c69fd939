import { paintDish, type DishKey } from './dishes.js';
import { darken, lighten, mix } from './colour.js';
import {
  circle,
  ellipse,
  linearGradient,
  n,
  plainText,
  radialGradient,
  type Canvas,
} from './canvas.js';

type Dish = 'salad' | 'pasta' | 'pizza' | 'bowl' | 'curry' | 'breakfast' | 'ramen' | 'sushi';

function table(c: Canvas): string {
  const { rng, w, h, u } = c;
  const style = rng.pick(['wood', 'wood', 'linen', 'stone'] as const);
  const parts: string[] = [];
  if (style === 'wood') {
    const base = rng.pick(['#8b5a2b', '#a0522d', '#6f4e37', '#b07d4f', '#5c4033']);
    parts.push(`<rect width="${w}" height="${h}" fill="${base}"/>`);
    const plank = rng.range(14, 22) * u;
    for (let x = 0; x < w; x += plank) {
      parts.push(
        `<rect x="${n(x)}" y="0" width="${n(plank)}" height="${h}" fill="${mix(base, rng.chance(0.5) ? '#000000' : '#ffffff', rng.range(0, 0.1))}"/>`,
      );
      // Grain: long gentle waves along each plank.
      for (let g = 0; g < 7; g += 1) {
        const gx = x + rng.range(0, plank);
        const amp = rng.range(0.3, 1.2) * u;
        parts.push(
          `<path d="M${n(gx)} 0 C${n(gx + amp)} ${n(h * 0.3)} ${n(gx - amp)} ${n(h * 0.6)} ${n(gx + amp * 0.5)} ${h}" stroke="${darken(base, 0.35)}" stroke-opacity="${n(rng.range(0.15, 0.4))}" stroke-width="${n(rng.range(0.1, 0.35) * u)}" fill="none"/>`,
        );
      }
      parts.push(
        `<rect x="${n(x)}" y="0" width="${n(u * 0.25)}" height="${h}" fill="${darken(base, 0.5)}" fill-opacity="0.6"/>`,
      );
    }
  } else if (style === 'linen') {
    const base = rng.pick(['#f1e9dc', '#e8eef1', '#f6e7e1']);
    const stripe = mix(c.palette.colors[1], base, 0.55);
    parts.push(`<rect width="${w}" height="${h}" fill="${base}"/>`);
    const step = rng.range(8, 12) * u;
    for (let x = 0; x < w; x += step)
      parts.push(
        `<rect x="${n(x)}" y="0" width="${n(step / 3)}" height="${h}" fill="${stripe}" fill-opacity="0.35"/>`,
      );
    for (let y = 0; y < h; y += step)
      parts.push(
        `<rect x="0" y="${n(y)}" width="${w}" height="${n(step / 3)}" fill="${stripe}" fill-opacity="0.35"/>`,
      );
  } else {
    const base = rng.pick(['#e9e6e1', '#d8d4cf', '#3a3d42']);
    const vein = base === '#3a3d42' ? '#6b7078' : '#b9b3ab';
    parts.push(`<rect width="${w}" height="${h}" fill="${base}"/>`);
    for (let i = 0; i < 5; i += 1) {
      const y0 = rng.range(-h * 0.2, h);
      parts.push(
        `<path d="M0 ${n(y0)} Q${n(w * rng.range(0.2, 0.5))} ${n(y0 + rng.range(-30, 30) * u)} ${n(w * rng.range(0.5, 0.7))} ${n(y0 + rng.range(-15, 25) * u)} T${w} ${n(y0 + rng.range(-20, 40) * u)}" stroke="${vein}" stroke-opacity="${n(rng.range(0.15, 0.35))}" stroke-width="${n(rng.range(0.1, 0.5) * u)}" fill="none"/>`,
      );
    }
  }
  return parts.join('');
}

function leaf(c: Canvas, x: number, y: number, size: number, colour: string): string {
  const angle = c.rng.range(0, 360);
  return `<path d="M${n(-size)} 0 Q0 ${n(-size * 0.7)} ${n(size)} 0 Q0 ${n(size * 0.7)} ${n(-size)} 0 Z" fill="${colour}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/><path d="M${n(-size * 0.8)} 0 L${n(size * 0.8)} 0" stroke="${lighten(colour, 0.35)}" stroke-width="${n(size * 0.08)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;
}

/** A point inside the circle (cx, cy, r), spread evenly. */
function inside(c: Canvas, cx: number, cy: number, r: number): [number, number] {
  const a = c.rng.range(0, Math.PI * 2);
  const d = Math.sqrt(c.rng()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

/** `count` pieces, each drawn at its own point spread inside the circle (cx, cy, r). */
function strew(
  c: Canvas,
  count: number,
  cx: number,
  cy: number,
  r: number,
  draw: (x: number, y: number) => string,
): string {
  return Array.from({ length: count }, () => {
    const [x, y] = inside(c, cx, cy, r);
    return draw(x, y);
  }).join('');
}

function dish(c: Canvas, kind: Dish, cx: number, cy: number, r: number): string {
  const { rng, u } = c;
  const parts: string[] = [];
  const greens = ['#2d6a4f', '#40916c', '#52b788', '#74c69d', '#1b4332'];
  switch (kind) {
    case 'salad': {
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
      parts.push(
        strew(c, 5, cx, cy, r * 0.7, (x, y) => ellipse(x, y, r * 0.05, r * 0.038, '#2b2118')),
      );
      break;
    }
    case 'pasta': {
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
      break;
    }
    case 'pizza': {
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
      break;
    }
    case 'bowl': {
      // A poke bowl: rice with five toppings in sectors, sesame over all.
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
      break;
    }
    case 'curry': {
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
      break;
    }
    case 'ramen': {
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
      break;
    }
    case 'sushi': {
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
      break;
    }
    case 'breakfast': {
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
      break;
    }
  }
  return parts.join('');
}

function cutlery(c: Canvas, x: number, y: number, length: number, kind: 'fork' | 'knife'): string {
  const width = length * 0.07;
  const metal = '#c9ccd1';
  const edge = '#8d9299';
  if (kind === 'knife') {
    return `<rect x="${n(x - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(length * 0.45)}" rx="${n(width / 2)}" fill="${metal}" stroke="${edge}" stroke-width="1"/><path d="M${n(x - width / 2)} ${n(y + length * 0.45)} L${n(x + width / 2)} ${n(y + length * 0.45)} L${n(x + width * 0.4)} ${n(y + length)} Q${n(x - width * 0.6)} ${n(y + length * 0.9)} ${n(x - width / 2)} ${n(y + length * 0.45)} Z" fill="${lighten(metal, 0.3)}" stroke="${edge}" stroke-width="1"/>`;
  }
  const tines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${n(x - width * 0.9 + i * width * 0.55)}" y="${n(y + length * 0.62)}" width="${n(width * 0.25)}" height="${n(length * 0.38)}" rx="${n(width * 0.1)}" fill="${metal}"/>`,
    )
    .join('');
  return `<rect x="${n(x - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(length * 0.55)}" rx="${n(width / 2)}" fill="${metal}" stroke="${edge}" stroke-width="1"/><rect x="${n(x - width * 0.9)}" y="${n(y + length * 0.54)}" width="${n(width * 1.9)}" height="${n(length * 0.1)}" rx="${n(width * 0.3)}" fill="${metal}"/>${tines}`;
}

// First match wins: ramen before the generic soups, sushi before the rice bowls.
const dishKeywords: Array<[Dish, RegExp]> = [
  ['pizza', /pizza|flatbread|focaccia/],
  ['ramen', /ramen|pho\b|laksa|udon|soba|noodle soup/],
  ['sushi', /sushi|maki|nigiri|sashimi/],
  ['curry', /soup|curry|stew|chowder|goulash|dal\b|tagine|bouillabaisse|gumbo|broth|chili/],
  ['bowl', /poke|bowl|bibimbap|rice|donburi|bento|paella|risotto/],
  ['pasta', /pasta|spaghetti|noodle|carbonara|cacio|linguine|lasagn|tagliatelle|pad thai/],
  ['salad', /salad|ceviche|greens|slaw|mezze|meze/],
  ['breakfast', /egg|breakfast|toast|omelette|tamagoyaki|brunch|pancake|croissant|waffle/],
];

/** The dish a title names ("Shoyu ramen" → a bowl of broth), else none. */
function dishFor(title: string | undefined): Dish | undefined {
  const text = plainText(title);
  return dishKeywords.find(([, pattern]) => pattern.test(text))?.[0];
}

/** A plated dish seen from above on a wooden, linen or stone table, with cutlery and garnish. */
export function paintFood(c: Canvas, title?: string, named?: DishKey): string {
  const { rng, w, h, u, palette } = c;
  const cx = w / 2 + rng.range(-0.06, 0.06) * w;
  const cy = h / 2 + rng.range(-0.04, 0.04) * h;
  const r = Math.min(w, h) * rng.range(0.33, 0.38);
  const kind = named
    ? undefined
    : (dishFor(title) ??
      rng.pick(['salad', 'pasta', 'pizza', 'bowl', 'curry', 'breakfast'] as const));
  const shadowId = c.id('shadow');
  const plateId = c.id('plate');
  const rimColour = rng.chance(0.35)
    ? lighten(palette.colors[1], 0.2)
    : rng.pick(['#ffffff', '#f7f3ea', '#eef2f5']);
  const parts: string[] = [table(c)];
  parts.push(
    `<defs>${radialGradient(shadowId, [
      [0.78, '#000000', 0.35],
      [1, '#000000', 0],
    ])}${linearGradient(plateId, [
      [0, lighten(rimColour, 0.5)],
      [1, darken(rimColour, 0.08)],
    ])}</defs>`,
  );

  // Napkin and cutlery to one side, a small sauce dish or glass to the other.
  const napkinX = cx - r * 1.55;
  if (napkinX > -r * 0.3) {
    parts.push(
      `<rect x="${n(napkinX - r * 0.2)}" y="${n(cy - r * 0.8)}" width="${n(r * 0.45)}" height="${n(r * 1.6)}" rx="${n(u)}" fill="${palette.colors[rng.int(1, 2)]}" fill-opacity="0.9" transform="rotate(${n(rng.range(-6, 6))} ${n(napkinX)} ${n(cy)})"/>`,
    );
    parts.push(cutlery(c, napkinX, cy - r * 0.65, r * 1.3, 'fork'));
  }
  parts.push(cutlery(c, cx + r * 1.22, cy - r * 0.65, r * 1.3, 'knife'));
  const sideX = cx + r * 1.05 * (rng.chance(0.5) ? 1 : -1);
  const sideY = cy - r * 1.0;
  if (sideY > -r * 0.1) {
    const sr = r * 0.22;
    parts.push(
      `<circle cx="${n(sideX + u)}" cy="${n(sideY + u)}" r="${n(sr * 1.15)}" fill="url(#${shadowId})"/><circle cx="${n(sideX)}" cy="${n(sideY)}" r="${n(sr)}" fill="#f5f1e8"/><circle cx="${n(sideX)}" cy="${n(sideY)}" r="${n(sr * 0.72)}" fill="${rng.pick(['#7f4f24', '#2b9348', '#d00000', '#f9c74f'])}"/>`,
    );
  }

  // The plate: soft shadow, rim, well.
  parts.push(
    `<circle cx="${n(cx + r * 0.05)}" cy="${n(cy + r * 0.07)}" r="${n(r * 1.12)}" fill="url(#${shadowId})"/>`,
  );
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${plateId})"/>`);
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="${darken(rimColour, 0.04)}" stroke="${darken(rimColour, 0.12)}" stroke-width="${n(u * 0.3)}"/>`,
  );
  parts.push(named ? paintDish(c, named, cx, cy, r * 1.05) : dish(c, kind!, cx, cy, r));
  // A highlight across the rim sells the glaze.
  parts.push(
    `<path d="M${n(cx - r * 0.7)} ${n(cy - r * 0.7)} A${n(r * 0.95)} ${n(r * 0.95)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.93)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${n(u * 0.8)}" fill="none" stroke-linecap="round"/>`,
  );

  // Scattered herbs and crumbs on the table.
  for (let i = 0; i < 10; i += 1) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    if (Math.hypot(x - cx, y - cy) < r * 1.1) continue;
    parts.push(leaf(c, x, y, u * rng.range(0.8, 1.6), rng.pick(['#2d6a4f', '#40916c'])));
  }
  return parts.join('');
}

/**
 * Several named dishes on one table, seen from above, each on its own plate: "a city in four
 * dishes" shows all four, never one of them.
 */
export function paintSpread(c: Canvas, dishes: readonly DishKey[]): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [table(c)];
  const shadowId = c.id('shadow');
  parts.push(
    `<defs>${radialGradient(shadowId, [
      [0.78, '#000000', 0.35],
      [1, '#000000', 0],
    ])}</defs>`,
  );
  // A grid as square as the count allows (2 × 2 for four), plates staggered a little.
  const cols = Math.ceil(Math.sqrt(dishes.length));
  const rows = Math.ceil(dishes.length / cols);
  // The plates close together in the middle of a wide picture, as on a table for a meal.
  const region = Math.min(w, (h * cols * 1.25) / rows);
  const left = (w - region) / 2;
  const cellW = region / cols;
  const cellH = h / rows;
  const r = Math.min(cellW, cellH) * 0.45;
  dishes.forEach((key, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const cx = left + cellW * (col + 0.5) + rng.range(-0.03, 0.03) * cellW;
    const cy = cellH * (row + 0.5) + rng.range(-0.03, 0.03) * cellH;
    const rim = rng.pick(['#ffffff', '#f7f3ea', '#eef2f5']);
    const plateId = c.id('plate');
    parts.push(
      `<defs>${linearGradient(plateId, [
        [0, lighten(rim, 0.5)],
        [1, darken(rim, 0.08)],
      ])}</defs>`,
      `<circle cx="${n(cx + r * 0.05)}" cy="${n(cy + r * 0.07)}" r="${n(r * 1.12)}" fill="url(#${shadowId})"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${plateId})"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="${darken(rim, 0.04)}" stroke="${darken(rim, 0.12)}" stroke-width="${n(u * 0.3)}"/>`,
      paintDish(c, key, cx, cy, r * 1.05),
    );
  });
  // Glasses of water between the plates: a shared meal.
  for (let k = 0; k < cols - 1; k += 1) {
    const x = left + cellW * (k + 1);
    const y = h / 2;
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 4.2)}" fill="#dbeafe" fill-opacity="0.7" stroke="#adb5bd" stroke-width="${n(u * 0.3)}"/><circle cx="${n(x - u)}" cy="${n(y - u)}" r="${n(u * 1.2)}" fill="#ffffff" fill-opacity="0.7"/>`,
    );
  }
  return parts.join('');
}
