/** The generic buildings of a skyline: rows of towers with roofs and window grids. */
import { lighten, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import type { TimeOfDay } from './times-of-day.js';

type Roof = 'flat' | 'antenna' | 'spire' | 'stepped' | 'dome' | 'slant';

function building(
  c: Canvas,
  x: number,
  width: number,
  height: number,
  base: number,
  fill: string,
  roof: Roof,
): string {
  const top = base - height;
  let shape = `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height + 2)}" fill="${fill}"/>`;
  switch (roof) {
    case 'antenna':
      shape += `<rect x="${n(x + width / 2 - c.u * 0.15)}" y="${n(top - height * 0.18)}" width="${n(c.u * 0.3)}" height="${n(height * 0.18)}" fill="${fill}"/>`;
      break;
    case 'spire':
      shape += `<path d="M${n(x + width * 0.2)} ${n(top)} L${n(x + width / 2)} ${n(top - width * 1.1)} L${n(x + width * 0.8)} ${n(top)} Z" fill="${fill}"/>`;
      break;
    case 'stepped':
      shape += `<rect x="${n(x + width * 0.15)}" y="${n(top - height * 0.1)}" width="${n(width * 0.7)}" height="${n(height * 0.1 + 1)}" fill="${fill}"/><rect x="${n(x + width * 0.3)}" y="${n(top - height * 0.18)}" width="${n(width * 0.4)}" height="${n(height * 0.08 + 1)}" fill="${fill}"/>`;
      break;
    case 'dome':
      shape += `<path d="M${n(x + width * 0.1)} ${n(top + 1)} A${n(width * 0.4)} ${n(width * 0.4)} 0 0 1 ${n(x + width * 0.9)} ${n(top + 1)} Z" fill="${fill}"/>`;
      break;
    case 'slant':
      shape += `<path d="M${n(x)} ${n(top + 1)} L${n(x + width)} ${n(top - width * 0.45)} L${n(x + width)} ${n(top + 1)} Z" fill="${fill}"/>`;
      break;
    default:
      break;
  }
  return shape;
}

/** Window grid: lit windows glow at random; unlit ones (near layer only) are a shade lighter than the wall. */
function windows(
  c: Canvas,
  x: number,
  width: number,
  top: number,
  base: number,
  colour: string,
  lit: number,
  cell: number,
  unlit: string | null,
): string {
  const parts: string[] = [];
  const cols = Math.floor((width - cell * 0.6) / cell);
  const rows = Math.floor((base - top - cell) / (cell * 1.3));
  const offset = x + (width - cols * cell) / 2;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const on = c.rng.chance(lit);
      if (!on && !unlit) continue;
      const wx = offset + col * cell + cell * 0.22;
      const wy = top + cell * 0.8 + row * cell * 1.3;
      parts.push(
        `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell * 0.56)}" height="${n(cell * 0.75)}" fill="${on ? colour : unlit}"${on ? ` fill-opacity="${n(c.rng.range(0.65, 1))}"` : ''}/>`,
      );
    }
  }
  return parts.join('');
}

function layer(
  c: Canvas,
  base: number,
  minH: number,
  maxH: number,
  minW: number,
  maxW: number,
  fill: string,
  windowColour: string | null,
  lit: number,
  unlit: string | null,
): string {
  const parts: string[] = [];
  let x = -c.rng.range(0, maxW);
  const roofs: Roof[] = ['flat', 'flat', 'antenna', 'spire', 'stepped', 'dome', 'slant', 'flat'];
  while (x < c.w) {
    const width = c.rng.range(minW, maxW);
    // A few towers rise well above the rest, like a real downtown.
    const tall = c.rng.chance(0.12) ? 1.45 : 1;
    const height = Math.min(c.rng.range(minH, maxH) * tall, base * 0.9);
    const roof = c.rng.pick(roofs);
    parts.push(building(c, x, width, height, base, fill, roof));
    if (windowColour) {
      parts.push(windows(c, x, width, base - height, base, windowColour, lit, c.u * 1.7, unlit));
    }
    x += width + c.rng.range(-c.u * 0.4, c.u * 0.8);
  }
  return parts.join('');
}

/** How a skyline's buildings stand: the light, where they stand, and what leads among them. */
export interface CityBuildings {
  time: TimeOfDay;
  horizon: number;
  /** The city palette's colour the far buildings take on. */
  tint: string;
  hazeId: string;
  /** Fewer, lower generic buildings so the landmarks lead. */
  low?: boolean;
  /** The city's own landmarks, drawn behind the nearer buildings: (horizon, colour) → SVG. */
  feature?: (horizon: number, colour: string) => string;
}

/** Three depths of buildings: hazy far, middle, detailed near; the landmarks behind the middle. */
export function cityBuildings(c: Canvas, options: CityBuildings): string {
  const { w, h, u } = c;
  const { time, horizon, tint, hazeId } = options;
  const city: string[] = [];
  const low = options.low ? 0.55 : 1;
  city.push(
    layer(
      c,
      horizon,
      h * 0.18 * low,
      h * 0.42 * low,
      u * 5,
      u * 11,
      mix(time.far, tint, 0.15),
      null,
      0,
      null,
    ),
  );
  city.push(`<rect x="0" y="0" width="${w}" height="${n(horizon)}" fill="url(#${hazeId})"/>`);
  if (options.feature) city.push(options.feature(horizon, mix(time.far, time.near, 0.4)));
  city.push(
    layer(
      c,
      horizon,
      h * 0.12 * low,
      h * 0.32 * low,
      u * 6,
      u * 12,
      mix(time.far, time.near, 0.55),
      time.window,
      time.lit * 0.5,
      null,
    ),
  );
  city.push(
    layer(
      c,
      horizon,
      h * 0.06 * low,
      h * 0.22 * low,
      u * 7,
      u * 14,
      time.near,
      time.window,
      time.lit,
      lighten(time.near, 0.1),
    ),
  );
  return city.join('');
}
