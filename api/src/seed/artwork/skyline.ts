import { darken, lighten, mix } from './colour.js';
import { linearGradient, n, radialGradient, type Canvas } from './canvas.js';

interface TimeOfDay {
  name: 'dawn' | 'day' | 'sunset' | 'dusk' | 'night';
  sky: [string, string, string];
  light: string;
  far: string;
  near: string;
  window: string;
  lit: number;
  water: [string, string];
}

export const timesOfDay: readonly TimeOfDay[] = [
  {
    name: 'dawn',
    sky: ['#2e3a6e', '#e9967a', '#ffd9a0'],
    light: '#fff1c9',
    far: '#8a7898',
    near: '#3a3150',
    window: '#ffd98a',
    lit: 0.22,
    water: ['#6a6a8e', '#2a2c4a'],
  },
  {
    name: 'day',
    sky: ['#2f7fd1', '#7fbff0', '#dff1fb'],
    light: '#fffbe6',
    far: '#a9bfd3',
    near: '#4a6378',
    window: '#d9ecf8',
    lit: 0.18,
    water: ['#5d9ccc', '#1f4f78'],
  },
  {
    name: 'sunset',
    sky: ['#3a1d4d', '#d9534f', '#ffc36b'],
    light: '#ffe08a',
    far: '#9a5a73',
    near: '#3b1e35',
    window: '#ffcf70',
    lit: 0.3,
    water: ['#b5566a', '#2c1530'],
  },
  {
    name: 'dusk',
    sky: ['#0d1a40', '#3e3a8c', '#c27bb5'],
    light: '#f6f1d5',
    far: '#51507e',
    near: '#1f1d3d',
    window: '#ffd67a',
    lit: 0.45,
    water: ['#4a4883', '#0e0f2a'],
  },
  {
    name: 'night',
    sky: ['#040817', '#0c1a3d', '#25407a'],
    light: '#f4f1e0',
    far: '#27345c',
    near: '#0d1328',
    window: '#ffd56e',
    lit: 0.55,
    water: ['#1c2b55', '#03060f'],
  },
];

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

export interface SkylineOptions {
  time?: TimeOfDay['name'];
  water?: boolean;
  /** 0..1 from the top: where buildings stand. */
  horizon?: number;
  /** The city's own landmarks, drawn behind the nearer buildings: (horizon, colour) → SVG. */
  feature?: (horizon: number, colour: string) => string;
  /** Fewer, lower generic buildings so the landmarks lead. */
  low?: boolean;
}

export function paintSkyline(c: Canvas, options: SkylineOptions = {}): string {
  const { rng, w, h, u, palette } = c;
  const time = options.time
    ? timesOfDay.find((t) => t.name === options.time)!
    : rng.pick(timesOfDay);
  const water = options.water ?? rng.chance(0.7);
  const horizon = h * (options.horizon ?? (water ? rng.range(0.66, 0.74) : rng.range(0.86, 0.92)));
  const tint = palette.colors[1];
  const skyId = c.id('sky');
  const glowId = c.id('glow');
  const waterId = c.id('water');
  const cityId = c.id('city');
  const clipId = c.id('clip');
  const hazeId = c.id('haze');
  const [top, middle, bottom] = time.sky;

  const defs = [
    linearGradient(skyId, [
      [0, top],
      [0.55, mix(middle, tint, 0.12)],
      [1, bottom],
    ]),
    radialGradient(glowId, [
      [0, time.light, 0.9],
      [0.25, time.light, 0.35],
      [1, time.light, 0],
    ]),
    linearGradient(waterId, [
      [0, time.water[0]],
      [1, time.water[1]],
    ]),
    linearGradient(hazeId, [
      [0, bottom, 0],
      [1, bottom, 0.45],
    ]),
    `<clipPath id="${clipId}"><rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}"/></clipPath>`,
  ];

  const parts: string[] = [`<defs>${defs.join('')}</defs>`];
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${skyId})"/>`);

  // Sun or moon, with stars after dark.
  const lightX = rng.range(w * 0.15, w * 0.85);
  const lightY =
    time.name === 'day'
      ? rng.range(h * 0.1, h * 0.3)
      : time.name === 'night' || time.name === 'dusk'
        ? rng.range(h * 0.12, h * 0.35)
        : horizon - rng.range(h * 0.05, h * 0.2);
  if (time.name === 'night' || time.name === 'dusk') {
    const stars: string[] = [];
    const count = time.name === 'night' ? 140 : 60;
    for (let i = 0; i < count; i += 1) {
      stars.push(
        `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, horizon * 0.75))}" r="${n(rng.range(0.08, 0.28) * u)}" fill="#ffffff" fill-opacity="${n(rng.range(0.3, 0.95))}"/>`,
      );
    }
    parts.push(stars.join(''));
    const r = u * rng.range(3.5, 5.5);
    parts.push(
      `<circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(r * 5)}" fill="url(#${glowId})" fill-opacity="0.5"/>`,
    );
    if (rng.chance(0.6)) {
      const maskId = c.id('moon');
      parts.push(
        `<mask id="${maskId}"><circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(r)}" fill="#fff"/><circle cx="${n(lightX + r * 0.45)}" cy="${n(lightY - r * 0.2)}" r="${n(r * 0.88)}" fill="#000"/></mask>`,
      );
      parts.push(
        `<circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(r)}" fill="${time.light}" mask="url(#${maskId})"/>`,
      );
    } else {
      parts.push(`<circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(r)}" fill="${time.light}"/>`);
    }
  } else {
    const r = u * rng.range(5, 8);
    parts.push(
      `<circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(r * 6)}" fill="url(#${glowId})"/>`,
    );
    parts.push(`<circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(r)}" fill="${time.light}"/>`);
  }

  // Soft cloud banks by day and at the edges of the day.
  if (time.name !== 'night') {
    const clouds = rng.int(2, 5);
    const colour = time.name === 'day' ? '#ffffff' : lighten(time.sky[1], 0.35);
    for (let i = 0; i < clouds; i += 1) {
      const cx = rng.range(0, w);
      const cy = rng.range(h * 0.08, horizon * 0.6);
      const cw = rng.range(10, 24) * u;
      const puffs: string[] = [];
      for (let p = 0; p < 5; p += 1) {
        puffs.push(
          `<ellipse cx="${n(cx + (p - 2) * cw * 0.22)}" cy="${n(cy - Math.sin((p / 4) * Math.PI) * cw * 0.12)}" rx="${n(cw * 0.22)}" ry="${n(cw * 0.11)}"/>`,
        );
      }
      parts.push(`<g fill="${colour}" opacity="${n(rng.range(0.35, 0.7))}">${puffs.join('')}</g>`);
    }
  }

  // Three depths of buildings: hazy far, middle, detailed near.
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
  parts.push(`<g id="${cityId}">${city.join('')}</g>`);

  if (water) {
    parts.push(
      `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${waterId})"/>`,
    );
    // The mirrored city, faded, then ripples breaking it up.
    parts.push(
      `<g clip-path="url(#${clipId})" opacity="0.38"><use href="#${cityId}" transform="matrix(1 0 0 -1 0 ${n(horizon * 2)})"/></g>`,
    );
    const ripples: string[] = [];
    for (let y = horizon + u * 0.6; y < h; y += u * rng.range(0.7, 1.6)) {
      const x = rng.range(-w * 0.1, w);
      ripples.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.range(0.1, 0.5) * w)}" height="${n(u * 0.18)}" fill="${lighten(time.water[0], 0.4)}" fill-opacity="${n(rng.range(0.1, 0.3))}"/>`,
      );
    }
    parts.push(ripples.join(''));
    // The light's path across the water.
    const path: string[] = [];
    for (let y = horizon + u; y < h; y += u * 1.3) {
      const spread = ((y - horizon) / (h - horizon)) * u * 10 + u * 2;
      path.push(
        `<rect x="${n(lightX - spread / 2 + rng.range(-u, u))}" y="${n(y)}" width="${n(spread * rng.range(0.4, 1))}" height="${n(u * 0.35)}" fill="${time.light}" fill-opacity="${n(rng.range(0.15, 0.45))}"/>`,
      );
    }
    parts.push(path.join(''));
  } else {
    parts.push(
      `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${darken(time.near, 0.3)}"/>`,
    );
  }
  return parts.join('');
}
