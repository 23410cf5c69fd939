import { darken, lighten, mix } from './colour.js';
import {
  escapeXml,
  fitText,
  FONT_SANS,
  plainText,
  linearGradient,
  n,
  radialGradient,
  subCanvas,
  type Canvas,
} from './canvas.js';
import { paintFood } from './food.js';
import type { LandmarkPainter } from './landmarks.js';
import { paintSkyline, timesOfDay, type SkylineOptions } from './skyline.js';

/* ---------- shared pieces ---------- */

export function sky(c: Canvas, top: string, bottom: string, height = c.h): string {
  const id = c.id('sky');
  return `<defs>${linearGradient(id, [
    [0, top],
    [1, bottom],
  ])}</defs><rect width="${c.w}" height="${n(height)}" fill="url(#${id})"/>`;
}

export function sun(c: Canvas, x: number, y: number, r: number, colour: string): string {
  const id = c.id('sun');
  return `<defs>${radialGradient(id, [
    [0, colour, 0.8],
    [0.3, colour, 0.25],
    [1, colour, 0],
  ])}</defs><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="url(#${id})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/>`;
}

/** A smooth ridge line across the canvas, filled down to the bottom. */
export function ridge(
  c: Canvas,
  base: number,
  amplitude: number,
  colour: string,
  waves = 3,
): string {
  const { rng, w, h } = c;
  const phases = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  const freq = [waves, waves * 2.3, waves * 5.1];
  const weights = [1, 0.35, 0.12];
  const points: string[] = [];
  const steps = 48;
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * w;
    let y = 0;
    for (let k = 0; k < 3; k += 1) y += Math.sin((x / w) * freq[k]! + phases[k]!) * weights[k]!;
    points.push(`${n(x)} ${n(base - y * amplitude)}`);
  }
  return `<path d="M0 ${h} L${points.join(' L')} L${w} ${h} Z" fill="${colour}"/>`;
}

export function person(
  c: Canvas,
  x: number,
  ground: number,
  height: number,
  colour: string,
): string {
  const head = height * 0.13;
  const body = `<rect x="${n(x - height * 0.11)}" y="${n(ground - height * 0.82)}" width="${n(height * 0.22)}" height="${n(height * 0.5)}" rx="${n(height * 0.09)}" fill="${colour}"/>`;
  const legs = `<rect x="${n(x - height * 0.08)}" y="${n(ground - height * 0.4)}" width="${n(height * 0.07)}" height="${n(height * 0.4)}" fill="${darken(colour, 0.4)}"/><rect x="${n(x + height * 0.01)}" y="${n(ground - height * 0.4)}" width="${n(height * 0.07)}" height="${n(height * 0.4)}" fill="${darken(colour, 0.4)}"/>`;
  const skin = c.rng.pick(['#f1c27d', '#c68642', '#8d5524', '#e0ac69', '#ffdbac']);
  return `${legs}${body}<circle cx="${n(x)}" cy="${n(ground - height * 0.82 - head)}" r="${n(head)}" fill="${skin}"/>`;
}

/** A row of European-style facades with windows, shutters and cornices. */
export function facades(c: Canvas, ground: number, minH: number, maxH: number, fade = 0): string {
  const { rng, w, u, palette } = c;
  const parts: string[] = [];
  const wallColours = [
    '#f2d0a4',
    '#e9c46a',
    '#f4a261',
    '#e5989b',
    '#b5838d',
    '#a8dadc',
    '#fefae0',
    palette.colors[2],
    palette.colors[3],
  ];
  let x = -rng.range(0, 10) * u;
  while (x < w) {
    const fw = rng.range(16, 26) * u;
    const fh = rng.range(minH, maxH);
    const wall = mix(rng.pick(wallColours), '#c9d6df', fade);
    const top = ground - fh;
    parts.push(
      `<rect x="${n(x)}" y="${n(top)}" width="${n(fw)}" height="${n(fh)}" fill="${wall}"/>`,
    );
    parts.push(
      `<rect x="${n(x - u * 0.5)}" y="${n(top - u)}" width="${n(fw + u)}" height="${n(u * 1.6)}" fill="${darken(wall, 0.25)}"/>`,
    );
    if (rng.chance(0.4)) {
      parts.push(
        `<path d="M${n(x)} ${n(top - u)} L${n(x + fw / 2)} ${n(top - u * 6)} L${n(x + fw)} ${n(top - u)} Z" fill="${darken(wall, 0.35)}"/>`,
      );
    }
    const cols = Math.max(2, Math.floor(fw / (u * 6)));
    const cell = fw / cols;
    const shutter = mix(
      rng.pick(['#2a9d8f', '#264653', '#6d597a', '#bc4749', '#386641']),
      '#c9d6df',
      fade,
    );
    for (let y = top + u * 3; y < ground - u * 16; y += u * 8) {
      for (let col = 0; col < cols; col += 1) {
        const wx = x + col * cell + cell * 0.3;
        const ww = cell * 0.4;
        parts.push(
          `<rect x="${n(wx)}" y="${n(y)}" width="${n(ww)}" height="${n(u * 5)}" fill="${mix('#334e68', '#c9d6df', fade)}"/>`,
        );
        parts.push(
          `<rect x="${n(wx - ww * 0.32)}" y="${n(y)}" width="${n(ww * 0.3)}" height="${n(u * 5)}" fill="${shutter}"/><rect x="${n(wx + ww * 1.02)}" y="${n(y)}" width="${n(ww * 0.3)}" height="${n(u * 5)}" fill="${shutter}"/>`,
        );
        parts.push(
          `<rect x="${n(wx - ww * 0.1)}" y="${n(y + u * 5)}" width="${n(ww * 1.2)}" height="${n(u * 0.6)}" fill="${darken(wall, 0.2)}"/>`,
        );
      }
    }
    x += fw;
  }
  return parts.join('');
}

export function awning(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  depth: number,
  a: string,
  b: string,
): string {
  const stripes = Math.max(4, Math.round(width / (c.u * 3)));
  const sw = width / stripes;
  const parts: string[] = [];
  for (let i = 0; i < stripes; i += 1) {
    const fill = i % 2 ? a : b;
    parts.push(
      `<path d="M${n(x + i * sw)} ${n(y)} L${n(x + (i + 1) * sw)} ${n(y)} L${n(x + (i + 1) * sw + sw * 0.1)} ${n(y + depth)} Q${n(x + (i + 0.5) * sw)} ${n(y + depth + sw * 0.6)} ${n(x + i * sw - sw * 0.1)} ${n(y + depth)} Z" fill="${fill}"/>`,
    );
  }
  return parts.join('');
}

/** A market stall's frame: two posts from `top` down to `ground`, a striped awning on top. */
export function stall(
  c: Canvas,
  x: number,
  width: number,
  top: number,
  ground: number,
  awningDepth: number,
  posts: string,
): string {
  const { rng, u, palette } = c;
  const post = (px: number) =>
    `<rect x="${n(px)}" y="${n(top)}" width="${n(u * 0.8)}" height="${n(ground - top)}" fill="${posts}"/>`;
  return (
    post(x + u) +
    post(x + width - u * 1.8) +
    awning(c, x, top, width, awningDepth, rng.pick(palette.colors.slice(0, 3)), '#fffaf0')
  );
}

/** Where a row of market stalls stands and how it is spaced (widths and gaps in units). */
export interface StallRow {
  ground: number;
  top: number;
  /** How far (up to, in units) the first stall starts left of the picture. */
  lead: number;
  width: [number, number];
  gap: [number, number];
  awningDepth: number;
  posts: string;
}

/** Stalls left to right across the picture: each frame, then its goods drawn by `goods`. */
export function stallRow(
  c: Canvas,
  row: StallRow,
  goods: (x: number, width: number) => string,
): string {
  const { rng, w, u } = c;
  const parts: string[] = [];
  let x = -rng.range(0, row.lead) * u;
  while (x < w) {
    const sw = rng.range(...row.width) * u;
    parts.push(stall(c, x, sw, row.top, row.ground, row.awningDepth, row.posts), goods(x, sw));
    x += sw + rng.range(...row.gap) * u;
  }
  return parts.join('');
}

/* ---------- lifestyle ---------- */

/** A street's buildings: (ground, min height, max height) → SVG; the city's own when given. */
export type RowPainter = (ground: number, minH: number, maxH: number) => string;

export function cafeStreet(c: Canvas, row?: RowPainter): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.78;
  const parts: string[] = [sky(c, lighten(palette.colors[4], 0.35), '#fdf6e3', ground)];
  parts.push(row ? row(ground, h * 0.42, h * 0.66) : facades(c, ground, h * 0.42, h * 0.66));
  // Shopfronts with awnings.
  for (let x = rng.range(0, 8) * u; x < w; x += rng.range(28, 40) * u) {
    const sw = rng.range(18, 26) * u;
    parts.push(
      `<rect x="${n(x)}" y="${n(ground - u * 14)}" width="${n(sw)}" height="${n(u * 14)}" fill="#2b2d42"/><rect x="${n(x + u)}" y="${n(ground - u * 12)}" width="${n(sw - u * 2)}" height="${n(u * 11)}" fill="#ffd58a" fill-opacity="0.85"/>`,
    );
    parts.push(awning(c, x - u, ground - u * 17, sw + u * 2, u * 4, palette.colors[1], '#ffffff'));
  }
  // String lights.
  const sag = h * 0.05;
  const y0 = ground - h * 0.33;
  parts.push(
    `<path d="M0 ${n(y0)} Q${n(w / 2)} ${n(y0 + sag * 2)} ${w} ${n(y0)}" stroke="#333" stroke-width="${n(u * 0.2)}" fill="none"/>`,
  );
  for (let i = 1; i < 24; i += 1) {
    const t = i / 24;
    const x = t * w;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
    parts.push(`<circle cx="${n(x)}" cy="${n(y + u * 0.8)}" r="${n(u * 0.7)}" fill="#ffe8a3"/>`);
  }
  // Pavement.
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#cbb89d"/>`,
  );
  for (let y = ground + u * 2; y < h; y += u * 3) {
    parts.push(`<rect x="0" y="${n(y)}" width="${w}" height="${n(u * 0.2)}" fill="#a8977f"/>`);
  }
  // Café tables, chairs and people.
  for (let x = rng.range(6, 12) * u; x < w; x += rng.range(22, 30) * u) {
    const ty = ground + (h - ground) * 0.45;
    parts.push(
      `<rect x="${n(x - u * 0.4)}" y="${n(ty - u * 5)}" width="${n(u * 0.8)}" height="${n(u * 5)}" fill="#333"/><ellipse cx="${n(x)}" cy="${n(ty - u * 5)}" rx="${n(u * 5)}" ry="${n(u * 1.2)}" fill="#f8f9fa" stroke="#999" stroke-width="${n(u * 0.2)}"/>`,
    );
    parts.push(
      `<circle cx="${n(x - u * 1.5)}" cy="${n(ty - u * 6.3)}" r="${n(u * 0.9)}" fill="${palette.colors[0]}"/>`,
    );
    parts.push(
      `<path d="M${n(x + u * 6)} ${n(ty)} v${n(-u * 7)} h${n(u * 3)} M${n(x + u * 6)} ${n(ty - u * 3.5)} h${n(u * 3)} v${n(u * 3.5)}" stroke="${palette.colors[0]}" stroke-width="${n(u * 0.5)}" fill="none"/>`,
    );
    if (rng.chance(0.7)) parts.push(person(c, x - u * 7, ty, u * 18, rng.pick(palette.colors)));
  }
  // Planters.
  for (let i = 0; i < 4; i += 1) {
    const x = rng.range(0, w);
    parts.push(
      `<rect x="${n(x - u * 2)}" y="${n(ground - u * 3)}" width="${n(u * 4)}" height="${n(u * 4)}" fill="#8d6e63"/><circle cx="${n(x)}" cy="${n(ground - u * 5)}" r="${n(u * 3.2)}" fill="#40916c"/><circle cx="${n(x + u)}" cy="${n(ground - u * 6)}" r="${n(u * 1.8)}" fill="#52b788"/>`,
    );
  }
  return parts.join('');
}

export function market(c: Canvas, row?: RowPainter): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.8;
  const parts: string[] = [sky(c, lighten(palette.colors[4], 0.2), '#fff3d6', ground)];
  parts.push(
    row
      ? row(ground - h * 0.1, h * 0.35, h * 0.55)
      : facades(c, ground - h * 0.1, h * 0.35, h * 0.55, 0.45),
  );
  parts.push(
    `<rect x="0" y="${n(ground - h * 0.1)}" width="${w}" height="${n(h * 0.1 + 2)}" fill="#d8c3a5"/>`,
  );
  const produce = ['#f77f00', '#d62828', '#fcbf49', '#6a994e', '#9d4edd', '#e9c46a', '#bc4749'];
  const top = ground - h * 0.42;
  const tableY = ground - h * 0.14;
  parts.push(
    stallRow(
      c,
      { ground, top, lead: 10, width: [26, 34], gap: [1, 4], awningDepth: u * 6, posts: '#5d4037' },
      (x, sw) => {
        const stock: string[] = [];
        stock.push(
          `<rect x="${n(x + u * 1.5)}" y="${n(tableY)}" width="${n(sw - u * 3)}" height="${n(u * 1.5)}" fill="#8d6e63"/><rect x="${n(x + u * 2)}" y="${n(tableY + u * 1.5)}" width="${n(sw - u * 4)}" height="${n(ground - tableY - u * 1.5)}" fill="#a1887f"/>`,
        );
        // Crates piled with fruit and vegetables.
        const crates = 3;
        const cw = (sw - u * 4) / crates;
        for (let k = 0; k < crates; k += 1) {
          const cx = x + u * 2 + k * cw;
          const fruit = rng.pick(produce);
          for (let f = 0; f < 14; f += 1) {
            const fx = cx + u + rng.range(0, cw - u * 2);
            const fy = tableY - rng.range(0.5, 3.5) * u;
            stock.push(
              `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(u * rng.range(1, 1.4))}" fill="${fruit}"/><circle cx="${n(fx - u * 0.3)}" cy="${n(fy - u * 0.3)}" r="${n(u * 0.35)}" fill="#ffffff" fill-opacity="0.35"/>`,
            );
          }
          stock.push(
            `<rect x="${n(cx + u * 0.3)}" y="${n(tableY - u * 1.5)}" width="${n(cw - u * 0.6)}" height="${n(u * 2)}" fill="#c8a27a" stroke="#8d6e63" stroke-width="${n(u * 0.2)}"/>`,
          );
        }
        // A hanging lamp.
        stock.push(
          `<path d="M${n(x + sw / 2)} ${n(top + u * 6)} v${n(u * 5)}" stroke="#333" stroke-width="${n(u * 0.2)}"/><path d="M${n(x + sw / 2 - u * 2)} ${n(top + u * 12)} L${n(x + sw / 2)} ${n(top + u * 10.5)} L${n(x + sw / 2 + u * 2)} ${n(top + u * 12)} Z" fill="#333"/><circle cx="${n(x + sw / 2)}" cy="${n(top + u * 12.5)}" r="${n(u * 0.9)}" fill="#ffe08a"/>`,
        );
        return stock.join('');
      },
    ),
  );
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#b7a58c"/>`,
  );
  for (let i = 0; i < 6; i += 1)
    parts.push(
      person(
        c,
        rng.range(0, w),
        h - rng.range(1, 5) * u,
        u * rng.range(20, 26),
        rng.pick(palette.colors),
      ),
    );
  return parts.join('');
}

/** Street life as a flat illustration: café terraces or a produce market. */
export function paintLifestyle(c: Canvas, title?: string): string {
  const hint = plainText(title);
  if (/market|bazaar|stall|flea|souk|mercado|marche|fair/.test(hint)) return market(c);
  if (/coffee|cafe|terrace|bistro|brunch|bar\b|counter|aperitivo|tea/.test(hint))
    return cafeStreet(c);
  return c.rng.chance(0.5) ? cafeStreet(c) : market(c);
}

/* ---------- article: layered landscape ---------- */

export function paintLandscape(c: Canvas): string {
  const { rng, w, h, u, palette } = c;
  const time = rng.pick(timesOfDay.filter((t) => t.name !== 'night'));
  const parts: string[] = [sky(c, time.sky[0], time.sky[2])];
  parts.push(
    sun(c, rng.range(0.2, 0.8) * w, h * rng.range(0.18, 0.38), u * rng.range(5, 8), time.light),
  );
  const layers = 5;
  const far = mix(time.sky[2], palette.colors[2], 0.3);
  const near = darken(mix(palette.colors[0], '#2d6a4f', 0.5), 0.2);
  for (let i = 0; i < layers; i += 1) {
    const t = i / (layers - 1);
    const base = h * (0.45 + t * 0.35);
    parts.push(ridge(c, base, h * (0.07 - t * 0.03), mix(far, near, t), rng.range(2, 4)));
    if (i >= 3) {
      // Pines along the nearer ridges.
      for (let k = 0; k < 14; k += 1) {
        const tx = rng.range(0, w);
        const th = rng.range(5, 10) * u * (i - 1.5);
        const ty = base + rng.range(-1, 2) * u * 2;
        parts.push(
          `<path d="M${n(tx)} ${n(ty - th)} L${n(tx + th * 0.3)} ${n(ty)} L${n(tx - th * 0.3)} ${n(ty)} Z" fill="${darken(mix(far, near, t), 0.25)}"/>`,
        );
      }
    }
  }
  // A river winding to the front.
  const rx = rng.range(0.3, 0.7) * w;
  parts.push(
    `<path d="M${n(rx - u)} ${n(h * 0.62)} C${n(rx + u * 10)} ${n(h * 0.7)} ${n(rx - u * 20)} ${n(h * 0.8)} ${n(rx + u * 5)} ${h} L${n(rx + u * 25)} ${h} C${n(rx)} ${n(h * 0.8)} ${n(rx + u * 12)} ${n(h * 0.7)} ${n(rx + u)} ${n(h * 0.62)} Z" fill="${mix(time.water[0], '#8ecae6', 0.5)}" fill-opacity="0.9"/>`,
  );
  // Birds.
  for (let i = 0; i < rng.int(3, 7); i += 1) {
    const bx = rng.range(0.1, 0.9) * w;
    const by = rng.range(0.1, 0.35) * h;
    const s = u * rng.range(0.8, 1.6);
    parts.push(
      `<path d="M${n(bx - s)} ${n(by)} q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0 q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0" stroke="${darken(time.near, 0.2)}" stroke-width="${n(u * 0.25)}" fill="none"/>`,
    );
  }
  return parts.join('');
}

/** Article covers: mostly landscapes, sometimes the city. */
export function paintArticle(c: Canvas): string {
  return c.rng.chance(0.65) ? paintLandscape(c) : paintSkyline(c);
}

/* ---------- transport ---------- */

/** A tram under its wire, or (bus = true) a city bus on wheels with no wire. */
export function tram(c: Canvas, bus = false): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.72;
  const parts: string[] = [
    sky(c, '#8ecae6', '#e0f2fe', ground),
    facades(c, ground, h * 0.45, h * 0.65, 0.25),
  ];
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#6c757d"/>`,
  );
  for (const ry of bus ? [] : [ground + (h - ground) * 0.55, ground + (h - ground) * 0.75]) {
    parts.push(`<rect x="0" y="${n(ry)}" width="${w}" height="${n(u * 0.6)}" fill="#adb5bd"/>`);
  }
  const wireY = h * 0.16;
  if (!bus) {
    parts.push(
      `<path d="M0 ${n(wireY)} L${w} ${n(wireY + u)}" stroke="#222" stroke-width="${n(u * 0.25)}"/>`,
    );
  } else {
    // Lane markings instead of rails.
    for (let x = 0; x < w; x += u * 14) {
      parts.push(
        `<rect x="${n(x)}" y="${n(ground + (h - ground) * 0.78)}" width="${n(u * 8)}" height="${n(u * 0.8)}" fill="#f8f9fa"/>`,
      );
    }
  }
  const body = rng.chance(0.5) ? palette.colors[1] : palette.colors[2];
  const tw = w * (bus ? 0.62 : 0.78);
  const tx = rng.range(0.02, bus ? 0.3 : 0.2) * w;
  const top = ground - h * (bus ? 0.27 : 0.3);
  const bottom = ground + (h - ground) * 0.45;
  const bodyH = bottom - top;
  if (!bus) {
    parts.push(
      `<path d="M${n(tx + tw * 0.45)} ${n(top)} L${n(tx + tw * 0.5)} ${n(wireY + u)} L${n(tx + tw * 0.55)} ${n(top)}" stroke="#333" stroke-width="${n(u * 0.5)}" fill="none"/>`,
    );
  }
  parts.push(
    `<rect x="${n(tx)}" y="${n(top)}" width="${n(tw)}" height="${n(bodyH)}" rx="${n(u * 5)}" fill="${body}"/>`,
  );
  parts.push(
    `<rect x="${n(tx)}" y="${n(top + bodyH * 0.62)}" width="${n(tw)}" height="${n(bodyH * 0.1)}" fill="${lighten(body, 0.6)}"/>`,
  );
  parts.push(
    `<rect x="${n(tx)}" y="${n(bottom - bodyH * 0.16)}" width="${n(tw)}" height="${n(bodyH * 0.16)}" rx="${n(u * 2)}" fill="${darken(body, 0.35)}"/>`,
  );
  const windowsY = top + bodyH * 0.12;
  const winH = bodyH * 0.42;
  const doorEvery = 3;
  let slot = 0;
  for (let x = tx + u * 5; x < tx + tw - u * 12; x += u * 10, slot += 1) {
    if (slot % doorEvery === 1) {
      parts.push(
        `<rect x="${n(x)}" y="${n(windowsY)}" width="${n(u * 8)}" height="${n(bottom - windowsY - bodyH * 0.16)}" rx="${n(u)}" fill="${darken(body, 0.25)}"/><rect x="${n(x + u)}" y="${n(windowsY + u)}" width="${n(u * 2.6)}" height="${n(winH * 0.8)}" fill="#bde0fe"/><rect x="${n(x + u * 4.4)}" y="${n(windowsY + u)}" width="${n(u * 2.6)}" height="${n(winH * 0.8)}" fill="#bde0fe"/>`,
      );
      continue;
    }
    parts.push(
      `<rect x="${n(x)}" y="${n(windowsY)}" width="${n(u * 8)}" height="${n(winH)}" rx="${n(u)}" fill="#bde0fe"/>`,
    );
    if (rng.chance(0.6))
      parts.push(
        `<circle cx="${n(x + u * 4)}" cy="${n(windowsY + winH * 0.62)}" r="${n(u * 1.7)}" fill="#334e68" fill-opacity="0.75"/><rect x="${n(x + u * 1.8)}" y="${n(windowsY + winH * 0.8)}" width="${n(u * 4.4)}" height="${n(winH * 0.2)}" rx="${n(u)}" fill="#334e68" fill-opacity="0.75"/>`,
      );
    parts.push(
      `<path d="M${n(x + u)} ${n(windowsY + winH * 0.7)} L${n(x + u * 5)} ${n(windowsY + winH * 0.1)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(u * 1.1)}"/>`,
    );
  }
  if (bus) {
    for (const t of [0.16, 0.84]) {
      const x = tx + tw * t;
      parts.push(
        `<circle cx="${n(x)}" cy="${n(bottom)}" r="${n(bodyH * 0.13)}" fill="#1b1b1b"/><circle cx="${n(x)}" cy="${n(bottom)}" r="${n(bodyH * 0.06)}" fill="#adb5bd"/>`,
      );
    }
  }
  // Route number on the front.
  parts.push(
    `<rect x="${n(tx + tw - u * 10)}" y="${n(top + u * 2)}" width="${n(u * 7)}" height="${n(u * 4)}" rx="${n(u * 0.6)}" fill="#1b1b1b"/><text x="${n(tx + tw - u * 6.5)}" y="${n(top + u * 5.1)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(u * 3)}" fill="#ffd166">${rng.int(1, 28)}</text>`,
  );
  parts.push(
    `<circle cx="${n(tx + tw - u * 3)}" cy="${n(bottom - bodyH * 0.25)}" r="${n(u * 1.2)}" fill="#fff3b0"/>`,
  );
  return parts.join('');
}

export function metro(c: Canvas, line?: string): string {
  const { rng, w, h, u, palette } = c;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#e9ecef"/>`];
  for (let y = 0; y < h * 0.6; y += u * 3)
    parts.push(`<rect x="0" y="${n(y)}" width="${w}" height="${n(u * 0.15)}" fill="#ced4da"/>`);
  for (let x = 0; x < w; x += u * 6)
    parts.push(
      `<rect x="${n(x)}" y="0" width="${n(u * 0.15)}" height="${n(h * 0.6)}" fill="#ced4da"/>`,
    );
  parts.push(`<rect x="0" y="0" width="${w}" height="${n(h * 0.08)}" fill="#343a40"/>`);
  for (let x = u * 5; x < w; x += u * 25)
    parts.push(
      `<rect x="${n(x)}" y="${n(h * 0.08)}" width="${n(u * 14)}" height="${n(u * 1.2)}" rx="${n(u * 0.6)}" fill="#fffbe6"/>`,
    );
  const lineColour = line ?? rng.pick([palette.colors[1], palette.colors[2], palette.colors[4]]);
  parts.push(
    `<rect x="${n(w * 0.08)}" y="${n(h * 0.14)}" width="${n(w * 0.3)}" height="${n(u * 8)}" rx="${n(u)}" fill="#1d3557"/><circle cx="${n(w * 0.08 + u * 4)}" cy="${n(h * 0.14 + u * 4)}" r="${n(u * 3)}" fill="${lineColour}"/><text x="${n(w * 0.08 + u * 4)}" y="${n(h * 0.14 + u * 5.3)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(u * 3.6)}" fill="#ffffff">M</text><rect x="${n(w * 0.08 + u * 9)}" y="${n(h * 0.14 + u * 3.2)}" width="${n(w * 0.3 - u * 12)}" height="${n(u * 1.6)}" fill="#ffffff" fill-opacity="0.7"/>`,
  );
  // The train.
  const top = h * 0.3;
  const bottom = h * 0.78;
  parts.push(
    `<rect x="${n(-u * 5)}" y="${n(top)}" width="${n(w + u * 10)}" height="${n(bottom - top)}" rx="${n(u * 3)}" fill="#dee2e6"/>`,
  );
  parts.push(
    `<rect x="${n(-u * 5)}" y="${n(bottom - u * 12)}" width="${n(w + u * 10)}" height="${n(u * 3)}" fill="${lineColour}"/>`,
  );
  for (let x = rng.range(0, 6) * u; x < w; x += u * 30) {
    parts.push(
      `<rect x="${n(x)}" y="${n(top + u * 4)}" width="${n(u * 12)}" height="${n(bottom - top - u * 4)}" fill="#adb5bd"/><rect x="${n(x + u * 0.8)}" y="${n(top + u * 6)}" width="${n(u * 4.8)}" height="${n(u * 14)}" fill="#343a40"/><rect x="${n(x + u * 6.4)}" y="${n(top + u * 6)}" width="${n(u * 4.8)}" height="${n(u * 14)}" fill="#343a40"/>`,
    );
    parts.push(
      `<rect x="${n(x + u * 15)}" y="${n(top + u * 6)}" width="${n(u * 12)}" height="${n(u * 10)}" rx="${n(u)}" fill="#343a40"/>`,
    );
    for (let p = 0; p < 2; p += 1) {
      if (rng.chance(0.6))
        parts.push(
          `<circle cx="${n(x + u * (18 + p * 6))}" cy="${n(top + u * 11)}" r="${n(u * 2)}" fill="${rng.pick(['#6c757d', '#495057', '#868e96'])}"/>`,
        );
    }
  }
  parts.push(
    `<rect x="0" y="${n(bottom)}" width="${w}" height="${n(h - bottom)}" fill="#495057"/><rect x="0" y="${n(bottom)}" width="${w}" height="${n(u * 2)}" fill="#ffd60a"/>`,
  );
  for (let i = 0; i < 4; i += 1)
    parts.push(person(c, rng.range(0, w), h - u, u * rng.range(26, 32), rng.pick(palette.colors)));
  return parts.join('');
}

export function ferry(c: Canvas, feature?: SkylineOptions['feature']): string {
  const { rng, w, h, u, palette } = c;
  const parts: string[] = [
    paintSkyline(c, {
      water: true,
      horizon: 0.55,
      time: rng.pick(['day', 'sunset', 'dawn'] as const),
      feature,
      low: feature !== undefined,
    }),
  ];
  const hullTop = h * 0.68;
  const x0 = w * rng.range(0.12, 0.22);
  const length = w * 0.6;
  parts.push(
    `<path d="M${n(x0 - length * 0.1)} ${n(hullTop + u * 12)} Q${n(x0 + length * 0.5)} ${n(hullTop + u * 20)} ${n(x0 + length * 1.05)} ${n(hullTop + u * 10)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(u * 1.2)}" fill="none"/>`,
  );
  parts.push(
    `<path d="M${n(x0)} ${n(hullTop)} L${n(x0 + length)} ${n(hullTop)} L${n(x0 + length * 0.93)} ${n(hullTop + u * 9)} L${n(x0 + length * 0.05)} ${n(hullTop + u * 9)} Z" fill="${palette.colors[0]}"/>`,
  );
  parts.push(
    `<rect x="${n(x0)}" y="${n(hullTop)}" width="${n(length)}" height="${n(u * 1.5)}" fill="#ffffff"/>`,
  );
  parts.push(
    `<rect x="${n(x0 + length * 0.1)}" y="${n(hullTop - u * 9)}" width="${n(length * 0.78)}" height="${n(u * 9)}" fill="#f8f9fa"/><rect x="${n(x0 + length * 0.25)}" y="${n(hullTop - u * 15)}" width="${n(length * 0.45)}" height="${n(u * 6)}" fill="#f1f3f5"/>`,
  );
  for (let x = x0 + length * 0.12; x < x0 + length * 0.86; x += u * 4) {
    parts.push(
      `<rect x="${n(x)}" y="${n(hullTop - u * 7)}" width="${n(u * 2.6)}" height="${n(u * 3)}" fill="#1d3557"/>`,
    );
  }
  parts.push(
    `<rect x="${n(x0 + length * 0.52)}" y="${n(hullTop - u * 21)}" width="${n(u * 5)}" height="${n(u * 6)}" fill="${palette.colors[1]}"/><rect x="${n(x0 + length * 0.52)}" y="${n(hullTop - u * 21)}" width="${n(u * 5)}" height="${n(u * 1.2)}" fill="#212529"/>`,
  );
  return parts.join('');
}

export function bicycle(
  c: Canvas,
  x: number,
  ground: number,
  size: number,
  colour: string,
): string {
  const r = size * 0.28;
  const back = x - size * 0.38;
  const front = x + size * 0.38;
  const wy = ground - r;
  const seat: [number, number] = [x - size * 0.12, wy - size * 0.42];
  const bar: [number, number] = [x + size * 0.28, wy - size * 0.48];
  const crank: [number, number] = [x - size * 0.02, wy];
  const sw = size * 0.035;
  return `<circle cx="${n(back)}" cy="${n(wy)}" r="${n(r)}" fill="none" stroke="#222" stroke-width="${n(sw)}"/><circle cx="${n(front)}" cy="${n(wy)}" r="${n(r)}" fill="none" stroke="#222" stroke-width="${n(sw)}"/><path d="M${n(back)} ${n(wy)} L${n(crank[0])} ${n(crank[1])} L${n(seat[0])} ${n(seat[1])} Z M${n(crank[0])} ${n(crank[1])} L${n(bar[0] - size * 0.03)} ${n(seat[1] + size * 0.05)} L${n(seat[0])} ${n(seat[1])} M${n(bar[0] - size * 0.03)} ${n(seat[1] + size * 0.05)} L${n(front)} ${n(wy)} M${n(bar[0] - size * 0.03)} ${n(seat[1] + size * 0.05)} L${n(bar[0])} ${n(bar[1])}" stroke="${colour}" stroke-width="${n(sw * 1.3)}" fill="none" stroke-linejoin="round"/><path d="M${n(seat[0] - size * 0.06)} ${n(seat[1] - sw)} h${n(size * 0.12)}" stroke="#222" stroke-width="${n(sw * 1.5)}" stroke-linecap="round"/><path d="M${n(bar[0] - size * 0.05)} ${n(bar[1])} h${n(size * 0.1)}" stroke="#222" stroke-width="${n(sw * 1.2)}" stroke-linecap="round"/>`;
}

export function bikes(c: Canvas): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.82;
  const parts: string[] = [
    sky(c, '#a2d2ff', '#f1faee', ground),
    facades(c, h * 0.62, h * 0.35, h * 0.5, 0.2),
  ];
  // A canal between the houses and the quay.
  parts.push(`<rect x="0" y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.1)}" fill="#457b9d"/>`);
  for (let i = 0; i < 20; i += 1)
    parts.push(
      `<rect x="${n(rng.range(0, w))}" y="${n(h * rng.range(0.63, 0.71))}" width="${n(u * rng.range(4, 12))}" height="${n(u * 0.3)}" fill="#ffffff" fill-opacity="0.35"/>`,
    );
  parts.push(
    `<rect x="0" y="${n(h * 0.72)}" width="${w}" height="${n(h * 0.28)}" fill="#d6ccc2"/>`,
  );
  parts.push(`<rect x="0" y="${n(h * 0.72)}" width="${w}" height="${n(u * 1.5)}" fill="#8d99ae"/>`);
  for (let x = rng.range(8, 12) * u; x < w - u * 6; x += rng.range(21, 26) * u) {
    parts.push(bicycle(c, x, ground + rng.range(0, 3) * u, u * 17, rng.pick(palette.colors)));
  }
  // Trees along the quay.
  for (let i = 0; i < 3; i += 1) {
    const tx = rng.range(0.1, 0.9) * w;
    parts.push(
      `<rect x="${n(tx - u)}" y="${n(h * 0.45)}" width="${n(u * 2)}" height="${n(h * 0.28)}" fill="#5d4037"/><circle cx="${n(tx)}" cy="${n(h * 0.42)}" r="${n(u * 10)}" fill="#52b788"/><circle cx="${n(tx + u * 5)}" cy="${n(h * 0.46)}" r="${n(u * 7)}" fill="#40916c"/>`,
    );
  }
  return parts.join('');
}

/** Trams, metro, ferries and bikes; a keyword in the title picks the mode, else the seed. */
export function paintTransport(c: Canvas, title?: string): string {
  const hint = plainText(title);
  // Order matters: a "water bus" is a boat, a "bike share" is not a bus.
  if (
    /ferry|boat|water|vaporetto|river|batobus|bateau|harbou?r|canal|seine|star ferry/.test(hint)
  ) {
    return ferry(c);
  }
  if (/tram|streetcar|cable car|trolley/.test(hint)) return tram(c);
  if (/bike|cycl|velo/.test(hint)) return bikes(c);
  if (
    /metro|subway|underground|tube|train|rail|line|rer\b|station|card|pass|tap|omny|suica|oyster/.test(
      hint,
    )
  ) {
    return metro(c);
  }
  if (/bus|coach|shuttle/.test(hint)) return bus(c);
  return c.rng.pick([tram, metro, ferry, bikes, bus])(c);
}

function bus(c: Canvas): string {
  return tram(c, true);
}

/* ---------- landmarks ---------- */

export const latticeTower: LandmarkPainter = (c, x, ground, height, colour) => {
  const base = height * 0.42;
  const parts: string[] = [];
  const outline = `M${n(x - base / 2)} ${n(ground)} Q${n(x - base * 0.12)} ${n(ground - height * 0.45)} ${n(x - base * 0.04)} ${n(ground - height * 0.92)} L${n(x)} ${n(ground - height)} L${n(x + base * 0.04)} ${n(ground - height * 0.92)} Q${n(x + base * 0.12)} ${n(ground - height * 0.45)} ${n(x + base / 2)} ${n(ground)} L${n(x + base * 0.3)} ${n(ground)} Q${n(x)} ${n(ground - height * 0.22)} ${n(x - base * 0.3)} ${n(ground)} Z`;
  parts.push(`<path d="${outline}" fill="${colour}"/>`);
  for (const level of [0.22, 0.48]) {
    const half = base * (0.5 - level * 0.62);
    parts.push(
      `<rect x="${n(x - half - base * 0.03)}" y="${n(ground - height * level)}" width="${n(half * 2 + base * 0.06)}" height="${n(height * 0.02)}" fill="${darken(colour, 0.3)}"/>`,
    );
  }
  // Cross-bracing hints at the iron lattice.
  for (let i = 0; i < 18; i += 1) {
    const t = 0.25 + i * 0.035;
    const half = base * 0.5 * (1 - t) * 0.55;
    parts.push(
      `<path d="M${n(x - half)} ${n(ground - height * t)} L${n(x + half)} ${n(ground - height * (t + 0.03))}" stroke="${lighten(colour, 0.25)}" stroke-width="${n(height * 0.003)}"/>`,
    );
  }
  return parts.join('');
};

export const domeBuilding: LandmarkPainter = (c, x, ground, height, colour) => {
  const width = height * 0.9;
  const bodyH = height * 0.4;
  const drumW = width * 0.42;
  const parts: string[] = [];
  parts.push(
    `<rect x="${n(x - width / 2)}" y="${n(ground - bodyH)}" width="${n(width)}" height="${n(bodyH)}" fill="${colour}"/>`,
  );
  parts.push(
    `<path d="M${n(x - width * 0.2)} ${n(ground - bodyH)} L${n(x)} ${n(ground - bodyH - height * 0.1)} L${n(x + width * 0.2)} ${n(ground - bodyH)} Z" fill="${colour}"/>`,
  );
  for (let i = 0; i < 8; i += 1) {
    const cx = x - width * 0.4 + i * width * 0.114;
    parts.push(
      `<rect x="${n(cx)}" y="${n(ground - bodyH * 0.8)}" width="${n(width * 0.04)}" height="${n(bodyH * 0.75)}" fill="${lighten(colour, 0.2)}"/>`,
    );
  }
  const drumTop = ground - bodyH - height * 0.16;
  parts.push(
    `<rect x="${n(x - drumW / 2)}" y="${n(drumTop)}" width="${n(drumW)}" height="${n(height * 0.16)}" fill="${colour}"/>`,
  );
  parts.push(
    `<path d="M${n(x - drumW * 0.55)} ${n(drumTop)} A${n(drumW * 0.55)} ${n(drumW * 0.62)} 0 0 1 ${n(x + drumW * 0.55)} ${n(drumTop)} Z" fill="${colour}"/>`,
  );
  parts.push(
    `<rect x="${n(x - drumW * 0.06)}" y="${n(drumTop - drumW * 0.62 - height * 0.08)}" width="${n(drumW * 0.12)}" height="${n(height * 0.09)}" fill="${colour}"/><circle cx="${n(x)}" cy="${n(drumTop - drumW * 0.62 - height * 0.09)}" r="${n(drumW * 0.04)}" fill="${colour}"/>`,
  );
  return parts.join('');
};

function bridge(c: Canvas, ground: number, height: number, colour: string): string {
  const { w, u } = c;
  const t1 = w * 0.28;
  const t2 = w * 0.72;
  const deck = ground - height * 0.25;
  const top = ground - height;
  const parts: string[] = [];
  parts.push(`<rect x="0" y="${n(deck)}" width="${w}" height="${n(u * 2)}" fill="${colour}"/>`);
  for (const tx of [t1, t2]) {
    parts.push(
      `<rect x="${n(tx - u * 2.5)}" y="${n(top)}" width="${n(u * 1.6)}" height="${n(ground - top)}" fill="${colour}"/><rect x="${n(tx + u * 0.9)}" y="${n(top)}" width="${n(u * 1.6)}" height="${n(ground - top)}" fill="${colour}"/>`,
    );
    for (const level of [0.05, 0.35, 0.6])
      parts.push(
        `<rect x="${n(tx - u * 2.5)}" y="${n(top + (ground - top) * level)}" width="${n(u * 5)}" height="${n(u * 1.2)}" fill="${colour}"/>`,
      );
  }
  const cable = `M${n(-w * 0.1)} ${n(deck - u * 3)} Q${n(t1 / 2)} ${n(deck - u * 2)} ${n(t1)} ${n(top)} Q${n(w / 2)} ${n(deck + u * 8)} ${n(t2)} ${n(top)} Q${n((t2 + w) / 2)} ${n(deck - u * 2)} ${n(w * 1.1)} ${n(deck - u * 3)}`;
  parts.push(`<path d="${cable}" stroke="${colour}" stroke-width="${n(u * 0.6)}" fill="none"/>`);
  for (let x = t1 + u * 3; x < t2 - u * 2; x += u * 2.5) {
    const t = (x - t1) / (t2 - t1);
    const y = (1 - t) * (1 - t) * top + 2 * (1 - t) * t * (deck + u * 8) + t * t * top;
    parts.push(
      `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(deck)}" stroke="${colour}" stroke-width="${n(u * 0.15)}"/>`,
    );
  }
  return parts.join('');
}

export function pagoda(
  c: Canvas,
  x: number,
  ground: number,
  height: number,
  colour: string,
  roof: string,
): string {
  const tiers = 5;
  const parts: string[] = [];
  const tierH = (height * 0.85) / tiers;
  for (let i = 0; i < tiers; i += 1) {
    const width = height * (0.45 - i * 0.06);
    const y = ground - i * tierH;
    parts.push(
      `<rect x="${n(x - width * 0.35)}" y="${n(y - tierH)}" width="${n(width * 0.7)}" height="${n(tierH)}" fill="${colour}"/>`,
    );
    parts.push(
      `<path d="M${n(x - width * 0.62)} ${n(y - tierH * 0.85)} Q${n(x - width * 0.3)} ${n(y - tierH * 0.95)} ${n(x)} ${n(y - tierH * 1.25)} Q${n(x + width * 0.3)} ${n(y - tierH * 0.95)} ${n(x + width * 0.62)} ${n(y - tierH * 0.85)} L${n(x + width * 0.45)} ${n(y - tierH * 0.72)} L${n(x - width * 0.45)} ${n(y - tierH * 0.72)} Z" fill="${roof}"/>`,
    );
  }
  parts.push(
    `<rect x="${n(x - height * 0.006)}" y="${n(ground - height)}" width="${n(height * 0.012)}" height="${n(height * 0.2)}" fill="${roof}"/>`,
  );
  return parts.join('');
}

const arch: LandmarkPainter = (c, x, ground, height, colour) => {
  const width = height * 0.85;
  const open = width * 0.32;
  return `<path d="M${n(x - width / 2)} ${n(ground)} L${n(x - width / 2)} ${n(ground - height)} L${n(x + width / 2)} ${n(ground - height)} L${n(x + width / 2)} ${n(ground)} L${n(x + open / 2)} ${n(ground)} L${n(x + open / 2)} ${n(ground - height * 0.45)} A${n(open / 2)} ${n(open / 2)} 0 0 0 ${n(x - open / 2)} ${n(ground - height * 0.45)} L${n(x - open / 2)} ${n(ground)} Z" fill="${colour}"/><rect x="${n(x - width / 2 - height * 0.02)}" y="${n(ground - height * 0.82)}" width="${n(width + height * 0.04)}" height="${n(height * 0.04)}" fill="${lighten(colour, 0.2)}"/><rect x="${n(x - width * 0.35)}" y="${n(ground - height * 0.75)}" width="${n(width * 0.7)}" height="${n(height * 0.08)}" fill="${lighten(colour, 0.12)}"/>`;
};

const clockTower: LandmarkPainter = (c, x, ground, height, colour) => {
  const width = height * 0.16;
  const clockY = ground - height * 0.72;
  return `<rect x="${n(x - width / 2)}" y="${n(ground - height * 0.8)}" width="${n(width)}" height="${n(height * 0.8)}" fill="${colour}"/><path d="M${n(x - width * 0.6)} ${n(ground - height * 0.8)} L${n(x)} ${n(ground - height)} L${n(x + width * 0.6)} ${n(ground - height * 0.8)} Z" fill="${colour}"/><circle cx="${n(x)}" cy="${n(clockY)}" r="${n(width * 0.36)}" fill="#fdf0d5" stroke="${lighten(colour, 0.3)}" stroke-width="${n(width * 0.05)}"/><path d="M${n(x)} ${n(clockY)} L${n(x)} ${n(clockY - width * 0.26)} M${n(x)} ${n(clockY)} L${n(x + width * 0.18)} ${n(clockY + width * 0.06)}" stroke="#222" stroke-width="${n(width * 0.04)}" stroke-linecap="round"/>${[
    0.2, 0.35, 0.5,
  ]
    .map(
      (t) =>
        `<rect x="${n(x - width * 0.25)}" y="${n(ground - height * t)}" width="${n(width * 0.5)}" height="${n(height * 0.07)}" rx="${n(width * 0.25)}" fill="${lighten(colour, 0.2)}"/>`,
    )
    .join('')}`;
};

/** A city landmark silhouette against the sky: tower, domed hall, bridge, pagoda, arch or clock tower. */
export function paintLandmark(c: Canvas): string {
  const { rng, w, h, u, palette } = c;
  const time = rng.pick(timesOfDay);
  const ground = h * 0.85;
  const parts: string[] = [sky(c, time.sky[0], time.sky[2])];
  parts.push(
    sun(c, rng.range(0.15, 0.85) * w, h * rng.range(0.15, 0.35), u * rng.range(4, 7), time.light),
  );
  const far = mix(time.far, palette.colors[1], 0.15);
  if (time.name === 'night' || time.name === 'dusk') {
    const stars: string[] = [];
    for (let i = 0; i < 70; i += 1) {
      stars.push(
        `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h * 0.55))}" r="${n(rng.range(0.08, 0.25) * u)}" fill="#ffffff" fill-opacity="${n(rng.range(0.3, 0.9))}"/>`,
      );
    }
    parts.push(stars.join(''));
  }
  parts.push(ridge(c, ground - h * 0.08, h * 0.03, mix(far, time.sky[2], 0.4), 5));
  // The rest of the city, low and hazy on the horizon.
  const town: string[] = [];
  const townColour = mix(far, time.sky[2], 0.25);
  for (let tx = -rng.range(0, 5) * u; tx < w;) {
    const bw = rng.range(3, 8) * u;
    const bh = rng.range(3, 13) * u;
    town.push(
      `<rect x="${n(tx)}" y="${n(ground - h * 0.04 - bh)}" width="${n(bw)}" height="${n(bh + h * 0.05)}" fill="${townColour}"/>`,
    );
    if (time.lit > 0.2) {
      for (let k = 0; k < 3; k += 1) {
        if (!rng.chance(time.lit)) continue;
        town.push(
          `<rect x="${n(tx + rng.range(0.2, 0.7) * bw)}" y="${n(ground - h * 0.04 - bh * rng.range(0.2, 0.9))}" width="${n(u * 0.6)}" height="${n(u * 0.8)}" fill="${time.window}" fill-opacity="0.8"/>`,
        );
      }
    }
    tx += bw + rng.range(0, 2) * u;
  }
  parts.push(town.join(''));
  const colour = mix(time.near, palette.colors[0], 0.3);
  const x = w * rng.range(0.4, 0.6);
  const kind = rng.pick(['tower', 'dome', 'bridge', 'pagoda', 'arch', 'clock'] as const);
  if (kind === 'bridge') {
    parts.push(
      `<rect x="0" y="${n(ground - h * 0.1)}" width="${w}" height="${n(h * 0.25)}" fill="${time.water[0]}"/>`,
    );
    parts.push(bridge(c, ground, h * 0.6, colour));
  } else {
    parts.push(ridge(c, ground, h * 0.015, darken(colour, 0.1), 3));
    if (kind === 'tower') parts.push(latticeTower(c, x, ground, h * 0.78, colour));
    else if (kind === 'dome') parts.push(domeBuilding(c, x, ground, h * 0.6, colour));
    else if (kind === 'pagoda')
      parts.push(pagoda(c, x, ground, h * 0.7, colour, darken(palette.colors[0], 0.2)));
    else if (kind === 'arch') parts.push(arch(c, x, ground, h * 0.5, colour));
    else parts.push(clockTower(c, x, ground, h * 0.75, colour));
    // Trees framing the monument.
    for (let i = 0; i < 8; i += 1) {
      const tx = rng.chance(0.5) ? rng.range(0, w * 0.3) : rng.range(w * 0.7, w);
      const r = u * rng.range(3, 7);
      parts.push(
        `<circle cx="${n(tx)}" cy="${n(ground - r * 0.6)}" r="${n(r)}" fill="${darken(colour, 0.2)}"/>`,
      );
    }
  }
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${darken(colour, 0.3)}"/>`,
  );
  return parts.join('');
}

/* ---------- video thumbnails ---------- */

export function paintVideo(c: Canvas, title?: string): string {
  const { rng, w, h, u, palette } = c;
  const scene = rng.pick([
    () => paintSkyline(c),
    () => paintLandscape(c),
    () => paintLandmark(c),
    () => paintLifestyle(c),
    () => paintFood(subCanvas(c, w, h)),
  ])();
  const shadeId = c.id('shade');
  const parts: string[] = [scene];
  parts.push(
    `<defs>${linearGradient(shadeId, [
      [0, '#000000', 0.05],
      [0.55, '#000000', 0.15],
      [1, '#000000', 0.7],
    ])}</defs><rect width="${w}" height="${h}" fill="url(#${shadeId})"/>`,
  );
  const r = u * 9;
  parts.push(
    `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(r * 1.08)}" fill="#000000" fill-opacity="0.25"/><circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(r)}" fill="#ffffff" fill-opacity="0.92"/><path d="M${n(w / 2 - r * 0.3)} ${n(h / 2 - r * 0.45)} L${n(w / 2 + r * 0.5)} ${n(h / 2)} L${n(w / 2 - r * 0.3)} ${n(h / 2 + r * 0.45)} Z" fill="${palette.colors[1]}"/>`,
  );
  const minutes = rng.int(2, 18);
  const seconds = String(rng.int(0, 59)).padStart(2, '0');
  const badge = `${minutes}:${seconds}`;
  const fs = u * 3.4;
  const bw = fs * 0.62 * badge.length + u * 2.4;
  parts.push(
    `<rect x="${n(w - bw - u * 3)}" y="${n(h - fs - u * 5.4)}" width="${n(bw)}" height="${n(fs + u * 1.6)}" rx="${n(u * 0.6)}" fill="#000000" fill-opacity="0.75"/><text x="${n(w - bw / 2 - u * 3)}" y="${n(h - u * 4.8)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(fs)}" fill="#ffffff">${badge}</text>`,
  );
  // A progress bar, as on a paused player.
  parts.push(
    `<rect x="0" y="${n(h - u * 1.2)}" width="${w}" height="${n(u * 1.2)}" fill="#ffffff" fill-opacity="0.3"/><rect x="0" y="${n(h - u * 1.2)}" width="${n(w * rng.range(0.1, 0.4))}" height="${n(u * 1.2)}" fill="${palette.colors[4]}"/>`,
  );
  if (title) {
    const fitted = fitText(title, w * 0.7, u * 6, 2);
    parts.push(
      `<text font-family="${FONT_SANS}" font-weight="bold" font-size="${n(fitted.size)}" fill="#ffffff">${fitted.lines
        .map(
          (line, i) =>
            `<tspan x="${n(u * 4)}" y="${n(h - u * 5 - (fitted.lines.length - 1 - i) * fitted.size * 1.15)}">${escapeXml(line)}</tspan>`,
        )
        .join('')}</text>`,
    );
  }
  return parts.join('');
}
