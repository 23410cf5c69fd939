/** A street's buildings: the generic European row, or any painter that draws a city's own. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';

/** A street's buildings: (ground, min height, max height) → SVG; the city's own when given. */
export type RowPainter = (ground: number, minH: number, maxH: number) => string;

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
