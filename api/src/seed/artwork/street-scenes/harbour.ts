/** The harbour: fishing boats, trajineras or houseboats on the water, or a ferry crossing. */
import { mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { cityLandmarks } from '../landmarks.js';
import { ferry } from '../scenes/ferry.js';
import { backdrop } from './backdrop.js';
import { cityRow } from './city-row.js';
import { waterGlints } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

/** Where a boat floats: its middle `bx`, its waterline `by`, its length. */
interface Mooring {
  bx: number;
  by: number;
  len: number;
}

export function harbour(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u } = c;
  if (variant === 'ferry') return ferryCrossing(c, city);
  const time = timeNamed(variant === 'trajineras' ? 'day' : rng.pick(['dawn', 'day'] as const));
  const horizon = h * 0.5;
  const back = backdrop(c, city, horizon, time);
  const parts = [back.svg, cityRow(c, city, horizon, h * 0.06, h * 0.14)];
  parts.push(
    rect(
      0,
      horizon,
      w,
      h - horizon,
      mix(time.water[0], variant === 'trajineras' ? '#4f772d' : '#1b4965', 0.4),
    ),
  );
  parts.push(waterGlints(c, 30, horizon));
  const boats = variant === 'houseboats' ? 3 : 5;
  for (let i = 0; i < boats; i += 1) {
    const bx = (i + 0.5) * (w / boats) + rng.range(-u * 3, u * 3);
    const by = horizon + (h - horizon) * rng.range(0.35, 0.8);
    const len = u * (variant === 'houseboats' ? 34 : 20);
    // Every boat draws a hull colour, even those that paint their own: the seed's pictures stay put.
    const hull = rng.pick(['#e63946', '#1d3557', '#2a9d8f', '#f4a261', '#ffffff']);
    const mooring = { bx, by, len };
    if (variant === 'trajineras') parts.push(trajinera(c, mooring));
    else if (variant === 'houseboats') parts.push(houseboat(c, mooring));
    else parts.push(fishingBoat(c, mooring, hull));
  }
  parts.push(harbourWall(c));
  return { svg: parts.join(''), landmarks: back.landmarks };
}

/** A ferry crossing in front of the city's landmarks. */
function ferryCrossing(c: Canvas, city: string): Drawn {
  const { h } = c;
  const drawn = cityLandmarks(c, city, h * 0.55, h * 0.4, '#4a5a6a', 0, 2);
  return {
    svg: ferry(c, (horizon, colour) => cityLandmarks(c, city, horizon, h * 0.42, colour, 0, 2).svg),
    landmarks: drawn.names,
  };
}

/** Flat boats with painted arches naming them, under canopies of flowers. */
function trajinera(c: Canvas, { bx, by, len }: Mooring): string {
  const { rng, u } = c;
  const parts: string[] = [];
  parts.push(
    rect(bx - len / 2, by - u * 3, len, u * 3, '#2d6a4f'),
    rect(
      bx - len * 0.45,
      by - u * 12,
      len * 0.9,
      u * 4,
      rng.pick(['#e63946', '#ffb703', '#9d4edd', '#f77f00']),
    ),
    rect(bx - len * 0.45, by - u * 8, u, u * 5, '#6d4c41'),
    rect(bx + len * 0.45 - u, by - u * 8, u, u * 5, '#6d4c41'),
  );
  for (let k = 0; k < 5; k += 1)
    parts.push(
      `<circle cx="${n(bx - len * 0.4 + k * len * 0.2)}" cy="${n(by - u * 12)}" r="${n(u)}" fill="${rng.pick(['#ffffff', '#ffb703', '#e63946'])}"/>`,
    );
  return parts.join('');
}

/** A long houseboat: a painted cabin with windows, a pot plant on the roof. */
function houseboat(c: Canvas, { bx, by, len }: Mooring): string {
  const { rng, u } = c;
  const parts: string[] = [];
  parts.push(
    rect(bx - len / 2, by - u * 4, len, u * 4, '#264653'),
    rect(
      bx - len * 0.45,
      by - u * 11,
      len * 0.9,
      u * 7,
      rng.pick(['#e9c46a', '#a8dadc', '#f4a261', '#2a9d8f']),
    ),
  );
  for (let k = 0; k < 4; k += 1)
    parts.push(rect(bx - len * 0.4 + k * len * 0.22, by - u * 9, u * 4, u * 3, '#f1faee'));
  parts.push(
    `<circle cx="${n(bx - len * 0.3)}" cy="${n(by - u * 12)}" r="${n(u * 2)}" fill="#52b788"/>`,
  );
  return parts.join('');
}

/** Fishing boats: wooden hulls, a wheelhouse, a mast with rigging. */
function fishingBoat(c: Canvas, { bx, by, len }: Mooring, hull: string): string {
  const { u } = c;
  return [
    `<path d="M${n(bx - len / 2)} ${n(by - u * 4)} L${n(bx + len / 2)} ${n(by - u * 4)} L${n(bx + len * 0.4)} ${n(by)} L${n(bx - len * 0.42)} ${n(by)} Z" fill="${hull}"/>`,
    rect(bx - len / 2, by - u * 4.6, len, u * 0.8, '#f1faee'),
    rect(bx - len * 0.1, by - u * 9, len * 0.25, u * 5, '#f8f9fa'),
    rect(bx - len * 0.05, by - u * 8, len * 0.07, u * 2, '#1d3557'),
    rect(bx + len * 0.22, by - u * 20, u * 0.5, u * 16, '#333'),
    `<path d="M${n(bx + len * 0.22)} ${n(by - u * 20)} L${n(bx - len * 0.45)} ${n(by - u * 4.6)} M${n(bx + len * 0.22)} ${n(by - u * 20)} L${n(bx + len * 0.48)} ${n(by - u * 4.6)}" stroke="#333" stroke-width="${n(u * 0.15)}"/>`,
  ].join('');
}

/** The harbour wall and a few gulls. */
function harbourWall(c: Canvas): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  parts.push(rect(0, h * 0.92, w, h * 0.08, '#8d8f8a'));
  for (let i = 0; i < 5; i += 1) {
    const gx = rng.range(0, w);
    const gy = rng.range(h * 0.1, h * 0.35);
    parts.push(
      `<path d="M${n(gx - u * 1.5)} ${n(gy)} q${n(u * 0.75)} ${n(-u)} ${n(u * 1.5)} 0 q${n(u * 0.75)} ${n(-u)} ${n(u * 1.5)} 0" stroke="#f1faee" stroke-width="${n(u * 0.3)}" fill="none"/>`,
    );
  }
  return parts.join('');
}
