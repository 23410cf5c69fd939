import type { Palette } from './palettes.js';
import type { Rng } from './random.js';

/** What every painter receives: the drawing size, its randomness and colours. */
export interface Canvas {
  w: number;
  h: number;
  /** One percent of the shorter side: keeps strokes and details proportional. */
  u: number;
  rng: Rng;
  palette: Palette;
  /** Unique ids for gradients and clips, so nested scenes never collide. */
  id(prefix: string): string;
}

export function createCanvas(w: number, h: number, rng: Rng, palette: Palette): Canvas {
  let counter = 0;
  return {
    w,
    h,
    u: Math.min(w, h) / 100,
    rng,
    palette,
    id: (prefix) => `${prefix}${(counter += 1)}`,
  };
}

/** A smaller canvas sharing randomness, colours and ids (a print inside a frame, a scene behind a play glyph). */
export function subCanvas(parent: Canvas, w: number, h: number): Canvas {
  return { w, h, u: Math.min(w, h) / 100, rng: parent.rng, palette: parent.palette, id: parent.id };
}

export const FONT_SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
export const FONT_SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
export const FONT_CONDENSED = "'DejaVu Sans Condensed', 'Liberation Sans Narrow', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

/** One circle (`extra` adds attributes). */
export const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
/** One ellipse, turned `rot` degrees about its centre (`extra` adds attributes). */
export const ellipse = (
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string,
  rot = 0,
  extra = '',
) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${rot ? ` transform="rotate(${n(rot)} ${n(x)} ${n(y)})"` : ''}${extra}/>`;
export function linearGradient(
  id: string,
  stops: Array<[number, string, number?]>,
  vertical = true,
): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
}

export function radialGradient(id: string, stops: Array<[number, string, number?]>): string {
  return `<radialGradient id="${id}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</radialGradient>`;
}

/**
 * Greedy word wrap by an estimated glyph width (bold DejaVu Sans averages ~0.62 em), shrinking
 * the font until the text fits `maxLines` lines within `maxWidth`.
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxSize: number,
  maxLines: number,
  emWidth = 0.62,
): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = maxSize; size > 8; size *= 0.92) {
    const perLine = Math.max(1, Math.floor(maxWidth / (size * emWidth)));
    const lines: string[] = [];
    let current = '';
    let fits = true;
    for (const word of words) {
      if (word.length > perLine) fits = false;
      const candidate = current ? `${current} ${word}` : word;
      if (candidate.length <= perLine) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    if (fits && lines.length <= maxLines) return { lines, size };
  }
  return { lines: [text.slice(0, 24)], size: 9 };
}

/**
 * A soft drop shadow for a rectangle without an SVG blur filter (which costs ~0.5 s per image
 * in librsvg): a solid core, four gradient edges and four radial corners.
 */
export function softShadow(
  c: Canvas,
  box: { x: number; y: number; w: number; h: number },
  blur: number,
  opacity: number,
): string {
  const b = Math.min(blur, box.w / 2, box.h / 2);
  const { x, y, w, h } = box;
  const id = c.id('shade');
  const stop = (o: number, a: number) =>
    `<stop offset="${o}" stop-color="#000" stop-opacity="${Math.round(a * 1000) / 1000}"/>`;
  const lin = (name: string, dir: string) =>
    `<linearGradient id="${id}${name}" ${dir}>${stop(0, 0)}${stop(1, opacity)}</linearGradient>`;
  const rad = (name: string, cx: number, cy: number) =>
    `<radialGradient id="${id}${name}" cx="${cx}" cy="${cy}" r="1">${stop(0, opacity)}${stop(1, 0)}</radialGradient>`;
  const defs = [
    lin('t', 'x1="0" y1="0" x2="0" y2="1"'),
    lin('b', 'x1="0" y1="1" x2="0" y2="0"'),
    lin('l', 'x1="0" y1="0" x2="1" y2="0"'),
    lin('r', 'x1="1" y1="0" x2="0" y2="0"'),
    rad('tl', 1, 1),
    rad('tr', 0, 1),
    rad('bl', 1, 0),
    rad('br', 0, 0),
  ].join('');
  const rect = (rx: number, ry: number, rw: number, rh: number, fill: string) =>
    `<rect x="${n(rx)}" y="${n(ry)}" width="${n(rw)}" height="${n(rh)}" fill="${fill}"/>`;
  return [
    `<defs>${defs}</defs>`,
    rect(x + b, y + b, w - 2 * b, h - 2 * b, `#000" fill-opacity="${opacity}`),
    rect(x + b, y - b, w - 2 * b, 2 * b, `url(#${id}t)`),
    rect(x + b, y + h - b, w - 2 * b, 2 * b, `url(#${id}b)`),
    rect(x - b, y + b, 2 * b, h - 2 * b, `url(#${id}l)`),
    rect(x + w - b, y + b, 2 * b, h - 2 * b, `url(#${id}r)`),
    rect(x - b, y - b, 2 * b, 2 * b, `url(#${id}tl)`),
    rect(x + w - b, y - b, 2 * b, 2 * b, `url(#${id}tr)`),
    rect(x - b, y + h - b, 2 * b, 2 * b, `url(#${id}bl)`),
    rect(x + w - b, y + h - b, 2 * b, 2 * b, `url(#${id}br)`),
  ].join('');
}

/** Lower-case text without accents, for matching keywords in titles ("Métro" → "metro"). */
export function plainText(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
