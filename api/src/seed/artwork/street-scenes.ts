/**
 * The named scenes of the seed's lifestyle photos (a market, a metro platform, a harbour, a mural,
 * chess players…), each set in its own city: the city's walls and palette in the street, its
 * landmarks on the horizon where the sky shows.
 */
import { darken, lighten, mix } from './colour.js';
import { circle, ellipse, FONT_SANS, linearGradient, n, type Canvas } from './canvas.js';
import { cityLandmarks, cityStyle } from './landmarks.js';
import { parkGuell } from './park-guell.js';
import { riadTea } from './riad.js';
import { timesOfDay } from './skyline.js';
import {
  awning,
  bicycle,
  cafeStreet,
  ferry,
  market,
  metro,
  person,
  sky,
  stallRow,
  sun,
  tram,
} from './scenes.js';

export type SceneKey =
  | 'cafe'
  | 'market'
  | 'lanterns'
  | 'metro-platform'
  | 'harbour'
  | 'mural'
  | 'chess'
  | 'waterfront'
  | 'beach'
  | 'viewpoint'
  | 'steps'
  | 'crossing'
  | 'bridge'
  | 'houses'
  | 'music'
  | 'cyclists'
  | 'tram'
  | 'tannery'
  | 'garden'
  | 'juice-bar'
  | 'filming'
  | 'riad-tea'
  | 'trencadis';

export interface Drawn {
  svg: string;
  /** The landmarks actually drawn (all the city's own). */
  landmarks: string[];
}

type Time = (typeof timesOfDay)[number];
const timeNamed = (name: Time['name']) => timesOfDay.find((t) => t.name === name)!;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** Sky, light and the city's landmarks hazy on the horizon. */
function backdrop(c: Canvas, city: string, horizon: number, time: Time, lead?: number): Drawn {
  const { w, h, u, rng } = c;
  const parts = [sky(c, time.sky[0], time.sky[2], horizon + h * 0.02)];
  parts.push(sun(c, rng.range(0.15, 0.85) * w, horizon * rng.range(0.25, 0.55), u * 4, time.light));
  const haze = mix(time.far, time.sky[2], 0.35);
  const drawn = cityLandmarks(
    c,
    city,
    horizon,
    (horizon - h * 0.05) * 0.85,
    haze,
    lead ?? rng.int(0, 3),
    2,
  );
  parts.push(drawn.svg);
  return { svg: parts.join(''), landmarks: drawn.names };
}

/** Two of the city's landmarks hazy on the horizon, one of the first three leading. */
export function hazyLandmarks(
  c: Canvas,
  city: string,
  horizon: number,
  size: number,
  time: Time,
  haze: number,
) {
  return cityLandmarks(
    c,
    city,
    horizon,
    size,
    mix(time.far, time.sky[2], haze),
    c.rng.int(0, 2),
    2,
  );
}

/** A row of the city's own buildings: its walls, windows and roof line. */
function cityRow(
  c: Canvas,
  city: string,
  ground: number,
  minH: number,
  maxH: number,
  colourful = false,
): string {
  const { rng, w, u } = c;
  const style = cityStyle(city);
  const parts: string[] = [];
  let x = -rng.range(0, 8) * u;
  while (x < w) {
    const fw =
      rng.range(style.roofs === 'gabled' ? 10 : 15, style.roofs === 'gabled' ? 14 : 24) * u;
    const fh = rng.range(minH, maxH);
    const top = ground - fh;
    const wall = colourful
      ? rng.pick(style.walls)
      : mix(rng.pick(style.walls), '#ffffff', rng.range(0, 0.15));
    parts.push(rect(x, top, fw + 1, fh, wall));
    switch (style.roofs) {
      case 'mansard':
        parts.push(
          `<path d="M${n(x - u * 0.5)} ${n(top)} L${n(x + u * 2)} ${n(top - u * 5)} L${n(x + fw - u * 2)} ${n(top - u * 5)} L${n(x + fw + u * 0.5)} ${n(top)} Z" fill="#5c677d"/>`,
        );
        for (let dx = x + u * 3; dx < x + fw - u * 4; dx += u * 6)
          parts.push(rect(dx, top - u * 4, u * 2.4, u * 3, '#dfe7f2'));
        break;
      case 'gabled':
        parts.push(
          `<path d="M${n(x)} ${n(top)} L${n(x + fw * 0.2)} ${n(top - u * 3)} L${n(x + fw * 0.35)} ${n(top - u * 3)} L${n(x + fw / 2)} ${n(top - u * 7)} L${n(x + fw * 0.65)} ${n(top - u * 3)} L${n(x + fw * 0.8)} ${n(top - u * 3)} L${n(x + fw)} ${n(top)} Z" fill="${wall}"/>`,
        );
        break;
      case 'tiled':
      case 'colonial':
        parts.push(
          `<path d="M${n(x - u)} ${n(top)} L${n(x + fw / 2)} ${n(top - u * (style.roofs === 'colonial' ? 2 : 4))} L${n(x + fw + u)} ${n(top)} Z" fill="${style.roofs === 'colonial' ? darken(wall, 0.2) : '#b5562f'}"/>`,
        );
        break;
      case 'hanok':
        parts.push(
          `<path d="M${n(x - u * 3)} ${n(top - u * 2)} Q${n(x)} ${n(top)} ${n(x + u * 3)} ${n(top - u * 1.5)} L${n(x + fw / 2)} ${n(top - u * 5)} L${n(x + fw - u * 3)} ${n(top - u * 1.5)} Q${n(x + fw)} ${n(top)} ${n(x + fw + u * 3)} ${n(top - u * 2)} L${n(x + fw)} ${n(top + u)} L${n(x)} ${n(top + u)} Z" fill="#3d405b"/>`,
        );
        break;
      case 'brownstone':
        parts.push(rect(x - u * 0.5, top - u * 1.5, fw + u, u * 1.8, darken(wall, 0.3)));
        break;
      default:
        parts.push(rect(x, top - u * 0.8, fw + 1, u * 1.2, darken(wall, 0.15)));
    }
    const cols = Math.max(2, Math.floor(fw / (u * 5.5)));
    const cell = fw / cols;
    const glass = style.roofs === 'flat' && city !== 'Marrakech' ? '#9fb3c8' : '#3c4f63';
    for (let y = top + u * 3; y < ground - u * 8; y += u * 7) {
      for (let col = 0; col < cols; col += 1) {
        const wx = x + col * cell + cell * 0.28;
        if (city === 'Marrakech') {
          // Few, small, arched windows in thick walls.
          if (!rng.chance(0.35)) continue;
          parts.push(
            `<path d="M${n(wx)} ${n(y + u * 4)} v${n(-u * 2.5)} a${n(cell * 0.22)} ${n(cell * 0.22)} 0 0 1 ${n(cell * 0.44)} 0 v${n(u * 2.5)} Z" fill="${darken(wall, 0.45)}"/>`,
          );
          continue;
        }
        parts.push(rect(wx, y, cell * 0.44, u * 4.4, glass));
        if (style.roofs === 'mansard')
          parts.push(rect(wx - u * 0.3, y + u * 3.6, cell * 0.44 + u * 0.6, u * 0.7, '#2b2d42'));
        if (colourful || style.roofs === 'colonial')
          parts.push(rect(wx - u * 0.3, y - u * 0.4, cell * 0.44 + u * 0.6, u * 0.5, '#ffffff'));
      }
    }
    x += fw;
  }
  return parts.join('');
}

/** Glints of light on water, from `top` to the bottom of the picture. */
export function waterGlints(c: Canvas, count: number, top: number): string {
  const { rng, w, h, u } = c;
  const glints: string[] = [];
  for (let i = 0; i < count; i += 1)
    glints.push(
      rect(
        rng.range(0, w),
        rng.range(top, h),
        u * rng.range(3, 10),
        u * 0.3,
        '#ffffff',
        ' fill-opacity="0.3"',
      ),
    );
  return glints.join('');
}

function pavement(c: Canvas, ground: number, colour = '#b9ad9a'): string {
  const { w, h, u } = c;
  const parts = [rect(0, ground, w, h - ground, colour)];
  for (let y = ground + u * 2; y < h; y += u * 3.2)
    parts.push(rect(0, y, w, u * 0.18, darken(colour, 0.12)));
  return parts.join('');
}

function people(c: Canvas, count: number, groundFrom: number, groundTo: number, size: number) {
  const { rng, w, palette } = c;
  const parts: string[] = [];
  const spots = Array.from(
    { length: count },
    () => [rng.range(0, w), rng.range(groundFrom, groundTo)] as const,
  ).sort((a, b) => a[1] - b[1]);
  for (const [x, y] of spots)
    parts.push(
      person(
        c,
        x,
        y,
        size * (0.8 + ((y - groundFrom) / Math.max(1, groundTo - groundFrom)) * 0.4),
        rng.pick(palette.colors),
      ),
    );
  return parts.join('');
}

/* ---------- the scenes ---------- */

function marketScene(c: Canvas, city: string, goods: string | undefined): Drawn {
  if (goods === 'flowers' || goods === 'fish' || goods === 'spices' || goods === 'grill')
    return goodsMarket(c, city, goods);
  return { svg: market(c, rowOf(c, city)), landmarks: [] };
}

/** The city's own buildings as a street's backdrop. */
const rowOf =
  (c: Canvas, city: string) =>
  (ground: number, minH: number, maxH: number): string =>
    cityRow(c, city, ground, minH, maxH);

function goodsMarket(
  c: Canvas,
  city: string,
  goods: 'flowers' | 'fish' | 'spices' | 'grill',
): Drawn {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.8;
  const night = goods === 'grill';
  const time = timeNamed(night ? 'dusk' : goods === 'fish' ? 'dawn' : 'day');
  const back =
    goods === 'flowers' || night
      ? backdrop(c, city, h * 0.5, time, 0)
      : { svg: sky(c, time.sky[0], time.sky[2], ground), landmarks: [] };
  const parts = [back.svg, cityRow(c, city, h * 0.55, h * 0.15, h * 0.3)];
  parts.push(rect(0, h * 0.55, w, ground - h * 0.55, mix('#d8c3a5', palette.colors[3], 0.3)));
  const top = ground - h * 0.4;
  const tableY = ground - h * 0.13;
  const tulips = ['#e63946', '#ffb703', '#ff70a6', '#ffffff', '#9d4edd', '#fb8500'];
  const spices = ['#c1440e', '#e9b949', '#7f5539', '#d00000', '#a7c957', '#f4a261'];
  parts.push(
    stallRow(
      c,
      { ground, top, lead: 6, width: [24, 32], gap: [1, 3], awningDepth: u * 5, posts: '#4e342e' },
      (x, sw) => {
        const stock: string[] = [];
        stock.push(rect(x + u * 1.5, tableY, sw - u * 3, ground - tableY, '#8d6e63'));
        if (goods === 'flowers') {
          // Buckets of tulips in rows.
          for (let k = 0; k < 5; k += 1) {
            const bx = x + u * 3 + (k * (sw - u * 6)) / 5;
            const colour = rng.pick(tulips);
            stock.push(rect(bx, tableY - u * 3, u * 4, u * 3, '#6c757d'));
            for (let f = 0; f < 6; f += 1) {
              const fx = bx + u * 0.5 + rng.range(0, u * 3);
              const fy = tableY - u * rng.range(5, 8);
              stock.push(
                `<path d="M${n(fx)} ${n(tableY - u * 3)} L${n(fx)} ${n(fy)}" stroke="#2d6a4f" stroke-width="${n(u * 0.3)}"/><path d="M${n(fx - u * 0.7)} ${n(fy)} Q${n(fx - u * 0.7)} ${n(fy - u * 1.8)} ${n(fx)} ${n(fy - u * 1.4)} Q${n(fx + u * 0.7)} ${n(fy - u * 1.8)} ${n(fx + u * 0.7)} ${n(fy)} Z" fill="${colour}"/>`,
              );
            }
          }
        } else if (goods === 'fish') {
          stock.push(rect(x + u * 2, tableY - u * 1.2, sw - u * 4, u * 1.2, '#e9f5fb'));
          for (let f = 0; f < 7; f += 1) {
            const fx = x + u * 4 + (f * (sw - u * 8)) / 7;
            const fy = tableY - u * 1.6;
            const body = rng.pick(['#8d99ae', '#adb5bd', '#e5989b', '#6c757d']);
            stock.push(
              `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(u * 1.6)}" ry="${n(u * 0.7)}" fill="${body}" transform="rotate(${n(rng.range(-30, 30))} ${n(fx)} ${n(fy)})"/><path d="M${n(fx + u * 1.4)} ${n(fy)} l${n(u)} ${n(-u * 0.6)} v${n(u * 1.2)} Z" fill="${darken(body, 0.2)}"/>`,
            );
          }
        } else if (goods === 'spices') {
          // Open sacks heaped with ground spice.
          for (let k = 0; k < 4; k += 1) {
            const sx = x + u * 4 + (k * (sw - u * 6)) / 4;
            const spice = rng.pick(spices);
            stock.push(
              `<path d="M${n(sx - u * 2.4)} ${n(tableY)} L${n(sx - u * 2.8)} ${n(tableY - u * 4)} L${n(sx + u * 2.8)} ${n(tableY - u * 4)} L${n(sx + u * 2.4)} ${n(tableY)} Z" fill="#d4b483"/><path d="M${n(sx - u * 2.6)} ${n(tableY - u * 4)} Q${n(sx)} ${n(tableY - u * 7.5)} ${n(sx + u * 2.6)} ${n(tableY - u * 4)} Z" fill="${spice}"/>`,
            );
          }
        } else {
          // Food stalls' grills with smoke rising into the evening.
          stock.push(rect(x + u * 3, tableY - u * 1.5, sw - u * 6, u * 1.5, '#212529'));
          for (let k = 0; k < 8; k += 1)
            stock.push(
              rect(
                x + u * 4 + k * u * 2.6,
                tableY - u * 2.4,
                u * 1.6,
                u * 0.9,
                rng.pick(['#9c6644', '#7f4f24', '#bc6c25']),
              ),
            );
          for (let s = 0; s < 4; s += 1) {
            const sx = x + sw / 2 + rng.range(-u * 6, u * 6);
            stock.push(
              `<ellipse cx="${n(sx)}" cy="${n(tableY - u * (8 + s * 6))}" rx="${n(u * (3 + s * 2))}" ry="${n(u * (2 + s))}" fill="#f1f1f1" fill-opacity="${n(0.35 - s * 0.06)}"/>`,
            );
          }
          stock.push(
            `<circle cx="${n(x + sw / 2)}" cy="${n(top + u * 8)}" r="${n(u)}" fill="#ffe08a"/>`,
          );
        }
        return stock.join('');
      },
    ),
  );
  parts.push(pavement(c, ground));
  parts.push(people(c, 6, ground + u * 3, h - u, u * 22));
  return { svg: parts.join(''), landmarks: back.landmarks };
}

function lanterns(c: Canvas, city: string, variant?: string): Drawn {
  const { rng, w, h, u } = c;
  const souk = city === 'Marrakech';
  const parts = [rect(0, 0, w, h, souk ? '#3b1f14' : '#14121f')];
  // A narrow lane in perspective: walls converge on a lit far end.
  const vx = w * rng.range(0.4, 0.6);
  const vy = h * 0.45;
  const glow = c.id('glow');
  parts.push(
    `<defs><radialGradient id="${glow}"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient></defs>`,
  );
  parts.push(`<circle cx="${n(vx)}" cy="${n(vy)}" r="${n(h * 0.35)}" fill="url(#${glow})"/>`);
  const wall = souk ? '#7a3b20' : '#2a2438';
  parts.push(
    `<path d="M0 0 L${n(vx - u * 6)} ${n(vy - u * 10)} L${n(vx - u * 6)} ${n(vy + u * 12)} L0 ${h} Z" fill="${wall}"/><path d="M${w} 0 L${n(vx + u * 6)} ${n(vy - u * 10)} L${n(vx + u * 6)} ${n(vy + u * 12)} L${w} ${h} Z" fill="${darken(wall, 0.2)}"/>`,
  );
  parts.push(
    `<path d="M0 ${h} L${n(vx - u * 6)} ${n(vy + u * 12)} L${n(vx + u * 6)} ${n(vy + u * 12)} L${w} ${h} Z" fill="${souk ? '#5a3523' : '#1d1a26'}"/>`,
  );
  // Shop signs and stalls along the walls.
  for (let t = 0.15; t < 0.95; t += 0.16) {
    const lx = t * (vx - u * 6);
    const rx = w - t * (w - vx - u * 6);
    const top = t * (vy - u * 10);
    const scale = 1 - t * 0.85;
    for (const sx of [lx, rx]) {
      if (souk) {
        parts.push(
          rect(
            sx - u * 4 * scale,
            h - (h - vy - u * 12) * t - u * 16 * scale,
            u * 8 * scale,
            u * 6 * scale,
            rng.pick(['#e9c46a', '#bc4749', '#2a9d8f', '#f4a261']),
          ),
        );
      } else {
        parts.push(
          rect(
            sx - u * 2 * scale,
            top + u * 14 * scale,
            u * 4 * scale,
            u * 12 * scale,
            rng.pick(['#f1faee', '#ffb703', '#e63946']),
            ' fill-opacity="0.85"',
          ),
        );
      }
    }
  }
  // Lanterns: red paper ones in Tokyo, pierced brass in the souk, glowing.
  for (let i = 0; i < 16; i += 1) {
    const t = rng.range(0.05, 0.85);
    const side = rng.chance(0.5);
    const x = side ? t * (vx - u * 6) + u * 6 : w - t * (w - vx - u * 6) - u * 6;
    const y = t * (vy - u * 10) + u * 10 + rng.range(0, u * 4);
    const s = (1 - t * 0.85) * u * 4;
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y + s)}" r="${n(s * 2.2)}" fill="#ffb347" fill-opacity="0.25"/>`,
    );
    if (souk) {
      parts.push(
        `<path d="M${n(x)} ${n(y - s)} L${n(x + s * 0.8)} ${n(y + s * 0.6)} L${n(x)} ${n(y + s * 2)} L${n(x - s * 0.8)} ${n(y + s * 0.6)} Z" fill="#d4a017"/><path d="M${n(x)} ${n(y - s * 0.3)} L${n(x + s * 0.4)} ${n(y + s * 0.6)} L${n(x)} ${n(y + s * 1.4)} L${n(x - s * 0.4)} ${n(y + s * 0.6)} Z" fill="#ffe8a3"/>`,
      );
    } else {
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y + s * 0.6)}" rx="${n(s * 0.8)}" ry="${n(s * 1.1)}" fill="#d62828"/><rect x="${n(x - s * 0.5)}" y="${n(y - s * 0.6)}" width="${n(s)}" height="${n(s * 0.25)}" fill="#222"/><rect x="${n(x - s * 0.5)}" y="${n(y + s * 1.6)}" width="${n(s)}" height="${n(s * 0.25)}" fill="#222"/><ellipse cx="${n(x)}" cy="${n(y + s * 0.6)}" rx="${n(s * 0.35)}" ry="${n(s * 0.8)}" fill="#ff8c69" fill-opacity="0.7"/>`,
      );
    }
  }
  if (variant === 'ramen') {
    // Up close: the counter, steaming bowls, stools, and the noren curtain over the door.
    const top = h * 0.66;
    parts.push(rect(0, top, w, u * 3, '#c8a27a'), rect(0, top + u * 3, w, h - top, '#5d4037'));
    for (let x = u * 8; x < w; x += u * 26) {
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(top + u * 0.5)}" rx="${n(u * 7)}" ry="${n(u * 2)}" fill="#1d1d1d"/><ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(u * 6)}" ry="${n(u * 1.6)}" fill="#c98a3c"/><circle cx="${n(x - u * 2)}" cy="${n(top - u * 0.2)}" r="${n(u * 1.2)}" fill="#e8c3a3"/><ellipse cx="${n(x + u * 2)}" cy="${n(top)}" rx="${n(u * 1.3)}" ry="${n(u * 0.8)}" fill="#f4a300"/>`,
      );
      for (let k = 0; k < 3; k += 1)
        parts.push(
          `<path d="M${n(x - u * 2 + k * u * 2)} ${n(top - u * 3)} q${n(u)} ${n(-u * 2)} 0 ${n(-u * 4)} t0 ${n(-u * 4)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(u * 0.5)}" fill="none"/>`,
        );
      parts.push(
        rect(x + u * 10, top - u * 8, u * 0.6, u * 8, '#8d6e63'),
        rect(x + u * 10.6, top - u * 8, u * 4, u * 0.5, '#8d6e63'),
        `<circle cx="${n(x + u * 13)}" cy="${n(h * 0.96)}" r="${n(u * 3)}" fill="#b23a48"/>`,
        rect(x + u * 12.6, h * 0.96, u * 0.8, h * 0.04, '#222'),
      );
    }
    for (let k = 0; k < 4; k += 1)
      parts.push(rect(vx - u * 10 + k * u * 5.2, vy - u * 12, u * 4.8, u * 8, '#1d3557'));
    return { svg: parts.join(''), landmarks: [] };
  }
  for (let i = 0; i < 5; i += 1) {
    const t = rng.range(0.2, 0.9);
    const y = h - (h - vy - u * 12) * t;
    parts.push(
      person(c, vx + rng.range(-1, 1) * (1 - t) * w * 0.25, y, u * 30 * (1 - t * 0.8), '#2b2d42'),
    );
  }
  return { svg: parts.join(''), landmarks: [] };
}

function mural(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.84;
  const indoor = city === 'Mexico City';
  const parts: string[] = [];
  let landmarks: string[] = [];
  if (indoor) {
    // Diego Rivera's murals line the Palacio Nacional's stairwell and arcades.
    parts.push(rect(0, 0, w, h, '#d8cbb0'));
    for (let x = 0; x < w; x += w / 4) parts.push(rect(x, 0, u * 3, ground, '#b9a88a'));
  } else {
    const back = backdrop(c, city, h * 0.3, timeNamed('day'));
    landmarks = back.landmarks;
    parts.push(back.svg);
    parts.push(rect(0, h * 0.12, w, ground - h * 0.12, '#c9b8a6'));
  }
  // The painted wall: bold figures, sun, patterns.
  const mx = indoor ? w * 0.06 : 0;
  const my = indoor ? h * 0.08 : h * 0.14;
  const mw = indoor ? w * 0.88 : w;
  const mh = ground - my - (indoor ? h * 0.06 : u * 2);
  const bg = c.id('mural');
  parts.push(
    `<defs>${linearGradient(bg, [
      [0, palette.colors[2]],
      [1, palette.colors[4]],
    ])}</defs>`,
    rect(mx, my, mw, mh, `url(#${bg})`),
  );
  parts.push(
    `<circle cx="${n(mx + mw * rng.range(0.2, 0.8))}" cy="${n(my + mh * 0.3)}" r="${n(mh * 0.18)}" fill="#ffd166"/>`,
  );
  for (let i = 0; i < 7; i += 1) {
    const fx = mx + mw * (0.08 + i * 0.14) + rng.range(-u, u);
    const fy = my + mh * 0.95;
    const size = mh * rng.range(0.45, 0.7);
    const colour = rng.pick(['#6a040f', '#1d3557', '#2d6a4f', '#7b2cbf', '#bc6c25', '#264653']);
    // Stylised figures: round heads, broad shoulders, raised arms or tools.
    parts.push(
      `<path d="M${n(fx - size * 0.16)} ${n(fy)} L${n(fx - size * 0.12)} ${n(fy - size * 0.62)} Q${n(fx)} ${n(fy - size * 0.72)} ${n(fx + size * 0.12)} ${n(fy - size * 0.62)} L${n(fx + size * 0.16)} ${n(fy)} Z" fill="${colour}"/><circle cx="${n(fx)}" cy="${n(fy - size * 0.8)}" r="${n(size * 0.1)}" fill="${rng.pick(['#8d5524', '#c68642', '#e0ac69'])}"/><path d="M${n(fx + size * 0.1)} ${n(fy - size * 0.6)} L${n(fx + size * 0.25)} ${n(fy - size * (rng.chance(0.5) ? 0.95 : 0.4))}" stroke="${colour}" stroke-width="${n(size * 0.06)}" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1)
    parts.push(
      `<path d="M${n(mx + rng.range(0, mw))} ${n(my + rng.range(0, mh * 0.4))} l${n(u * 2)} ${n(u * 2)} l${n(u * 2)} ${n(-u * 2)}" stroke="${rng.pick(['#f1faee', '#e63946', '#ffb703'])}" stroke-width="${n(u * 0.5)}" fill="none"/>`,
    );
  if (indoor) {
    // Arcade arches framing the mural.
    for (let x = 0; x < w; x += w / 4)
      parts.push(
        `<path d="M${n(x)} 0 L${n(x)} ${n(h * 0.2)} Q${n(x + w / 8)} ${n(-h * 0.05)} ${n(x + w / 4)} ${n(h * 0.2)} L${n(x + w / 4)} 0 Z" fill="#e8dcc4"/>`,
      );
    parts.push(rect(0, ground, w, h - ground, '#8d7b68'));
  } else {
    parts.push(pavement(c, ground, '#9c9488'));
  }
  parts.push(people(c, 3, ground + u * 2, h - u, u * 26));
  return { svg: parts.join(''), landmarks };
}

function chess(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.55;
  const back = backdrop(c, city, h * 0.42, timeNamed(rng.pick(['day', 'sunset'] as const)));
  const parts = [back.svg];
  // Trees of the park behind, then the gravel or paving.
  for (let i = 0; i < 9; i += 1) {
    const tx = rng.range(0, w);
    const r = u * rng.range(7, 12);
    parts.push(
      rect(tx - u * 0.8, ground - r * 1.4, u * 1.6, r * 1.5, '#5d4037'),
      `<circle cx="${n(tx)}" cy="${n(ground - r * 1.6)}" r="${n(r)}" fill="${rng.pick(['#2d6a4f', '#40916c', '#52b788'])}"/>`,
    );
  }
  parts.push(rect(0, ground, w, h - ground, city === 'New York' ? '#a8a29a' : '#d9c9a3'));
  // Tables with boards seen slightly from above, a player on each side.
  const tables = w > h * 1.5 ? 3 : 2;
  for (let t = 0; t < tables; t += 1) {
    const tx = w * ((t + 0.5) / tables) + rng.range(-u * 3, u * 3);
    const ty = ground + (h - ground) * (t % 2 ? 0.42 : 0.55);
    const bw = u * 16;
    parts.push(rect(tx - u, ty, u * 2, u * 14, '#495057'));
    parts.push(
      `<path d="M${n(tx - bw)} ${n(ty)} L${n(tx - bw * 0.7)} ${n(ty - u * 5)} L${n(tx + bw * 0.7)} ${n(ty - u * 5)} L${n(tx + bw)} ${n(ty)} Z" fill="#6c757d"/>`,
    );
    // The chessboard: 8 × 8 squares in perspective.
    const bx0 = tx - bw * 0.45;
    const bx1 = tx + bw * 0.45;
    for (let r = 0; r < 8; r += 1)
      for (let q = 0; q < 8; q += 1) {
        const y0 = ty - u * 0.6 - (r / 8) * u * 3.8;
        const y1 = ty - u * 0.6 - ((r + 1) / 8) * u * 3.8;
        const shrink0 = 1 - (r / 8) * 0.22;
        const shrink1 = 1 - ((r + 1) / 8) * 0.22;
        const xa = (k: number, s: number) => tx + (bx0 - tx + ((bx1 - bx0) * k) / 8) * s;
        parts.push(
          `<path d="M${n(xa(q, shrink0))} ${n(y0)} L${n(xa(q + 1, shrink0))} ${n(y0)} L${n(xa(q + 1, shrink1))} ${n(y1)} L${n(xa(q, shrink1))} ${n(y1)} Z" fill="${(r + q) % 2 ? '#f8f9fa' : '#343a40'}"/>`,
        );
      }
    for (let p = 0; p < 10; p += 1) {
      const px = tx + rng.range(-bw * 0.35, bw * 0.35);
      const py = ty - u * rng.range(1, 4);
      const black = p % 2 === 0;
      parts.push(
        `<path d="M${n(px - u * 0.5)} ${n(py)} L${n(px - u * 0.3)} ${n(py - u * 1.4)} L${n(px + u * 0.3)} ${n(py - u * 1.4)} L${n(px + u * 0.5)} ${n(py)} Z" fill="${black ? '#111' : '#fff'}" stroke="#555" stroke-width="${n(u * 0.1)}"/><circle cx="${n(px)}" cy="${n(py - u * 1.7)}" r="${n(u * 0.45)}" fill="${black ? '#111' : '#fff'}" stroke="#555" stroke-width="${n(u * 0.1)}"/>`,
      );
    }
    // Two players, seated, leaning over the board.
    for (const side of [-1, 1]) {
      const px = tx + side * bw * 1.1;
      const colour = rng.pick(palette.colors);
      parts.push(
        `<path d="M${n(px - u * 3)} ${n(ty + u * 8)} L${n(px - u * 3)} ${n(ty - u * 8)} Q${n(px - side * u * 2)} ${n(ty - u * 13)} ${n(px + u * 3)} ${n(ty - u * 8)} L${n(px + u * 3)} ${n(ty + u * 8)} Z" fill="${colour}"/><circle cx="${n(px - side * u * 1.5)}" cy="${n(ty - u * 14)}" r="${n(u * 2.6)}" fill="${rng.pick(['#f1c27d', '#c68642', '#8d5524', '#e0ac69'])}"/><path d="M${n(px - side * u)} ${n(ty - u * 7)} L${n(tx + side * bw * 0.55)} ${n(ty - u * 4)}" stroke="${colour}" stroke-width="${n(u * 1.6)}" stroke-linecap="round"/>${rect(px - u * 3.5, ty + u * 8, u * 7, u * 1.2, '#6d4c41')}`,
      );
    }
  }
  return { svg: parts.join(''), landmarks: back.landmarks };
}

function waterfront(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const time = timeNamed(
    variant === 'night'
      ? 'night'
      : variant === 'evening'
        ? 'sunset'
        : variant === 'fog'
          ? 'dawn'
          : 'day',
  );
  const waterTop = h * 0.6;
  const back = backdrop(c, city, h * 0.38, time);
  const parts = [back.svg, cityRow(c, city, waterTop, h * 0.18, h * 0.3)];
  if (variant === 'night')
    for (let i = 0; i < 40; i += 1)
      parts.push(
        rect(
          rng.range(0, w),
          rng.range(h * 0.35, waterTop - u * 3),
          u * 1.2,
          u * 1.6,
          '#ffd56e',
          ' fill-opacity="0.8"',
        ),
      );
  parts.push(rect(0, waterTop, w, h * 0.2, mix(time.water[0], '#2a6f97', 0.4)));
  for (let i = 0; i < 26; i += 1)
    parts.push(
      rect(
        rng.range(0, w),
        rng.range(waterTop, h * 0.8),
        u * rng.range(3, 12),
        u * 0.3,
        '#ffffff',
        ` fill-opacity="${n(rng.range(0.15, 0.4))}"`,
      ),
    );
  // The near quay, stone-edged.
  parts.push(rect(0, h * 0.8, w, h * 0.2, '#b7ab98'), rect(0, h * 0.8, w, u * 1.5, '#8d99ae'));
  if (variant === 'booksellers') {
    // Green bouquiniste boxes on the parapet, lids open, prints pinned inside.
    for (let x = u * 4; x < w - u * 16; x += u * 22) {
      parts.push(
        rect(x, h * 0.9 - u * 8, u * 16, u * 8, '#2d6a4f'),
        `<path d="M${n(x)} ${n(h * 0.9 - u * 8)} L${n(x + u)} ${n(h * 0.9 - u * 16)} L${n(x + u * 15)} ${n(h * 0.9 - u * 16)} L${n(x + u * 16)} ${n(h * 0.9 - u * 8)} Z" fill="#40916c"/>`,
      );
      for (let b = 0; b < 4; b += 1)
        parts.push(
          rect(
            x + u * (2 + b * 3.4),
            h * 0.9 - u * 14,
            u * 2.6,
            u * 4,
            rng.pick(['#f1faee', '#ffe8d6', '#e9c46a', '#a8dadc']),
          ),
        );
      for (let b = 0; b < 6; b += 1)
        parts.push(
          rect(
            x + u * (1 + b * 2.4),
            h * 0.9 - u * 10,
            u * 2,
            u * 2,
            rng.pick(['#bc4749', '#1d3557', '#f2cc8f', '#6d597a']),
          ),
        );
    }
    parts.push(people(c, 3, h * 0.93, h - u, u * 20));
  } else if (variant === 'blossoms' || variant === 'jacaranda') {
    const petal =
      variant === 'blossoms'
        ? ['#ffc8dd', '#ffafcc', '#fde2e4']
        : ['#9d8df1', '#b8a9f9', '#7b6cd9'];
    for (let i = 0; i < 7; i += 1) {
      const tx = (i / 6) * w + rng.range(-u * 4, u * 4);
      parts.push(rect(tx - u, h * 0.55, u * 2, h * 0.3, '#4a3728'));
      for (let k = 0; k < 16; k += 1)
        parts.push(
          `<circle cx="${n(tx + rng.range(-u * 12, u * 12))}" cy="${n(h * rng.range(0.3, 0.58))}" r="${n(u * rng.range(2.5, 5))}" fill="${rng.pick(petal)}" fill-opacity="0.9"/>`,
        );
    }
    for (let i = 0; i < 60; i += 1)
      parts.push(
        `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(waterTop, h))}" r="${n(u * 0.5)}" fill="${rng.pick(petal)}"/>`,
      );
  } else if (variant === 'bikes') {
    for (let x = u * 10; x < w - u * 6; x += u * rng.range(18, 24))
      parts.push(bicycle(c, x, h * 0.94, u * 16, rng.pick(palette.colors)));
  } else {
    // An iron footbridge over the canal, lamps along the quay.
    if (variant === 'evening' || variant === 'night')
      parts.push(
        `<path d="M${n(w * 0.2)} ${n(waterTop + u * 8)} Q${n(w * 0.5)} ${n(waterTop - u * 6)} ${n(w * 0.8)} ${n(waterTop + u * 8)}" stroke="#2b3a42" stroke-width="${n(u * 2)}" fill="none"/>`,
      );
    for (let x = u * 8; x < w; x += u * 30)
      parts.push(
        rect(x, h * 0.8 - u * 16, u * 0.8, u * 16, '#222'),
        `<circle cx="${n(x + u * 0.4)}" cy="${n(h * 0.8 - u * 17)}" r="${n(u * 1.4)}" fill="#ffe8a3"/>`,
      );
    parts.push(people(c, 3, h * 0.88, h - u, u * 22));
  }
  if (variant === 'fog') parts.push(rect(0, 0, w, h, '#e8eef2', ' fill-opacity="0.45"'));
  return { svg: parts.join(''), landmarks: back.landmarks };
}

function beach(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const horizon = h * 0.45;
  const back = backdrop(c, city, horizon, timeNamed(variant === 'surf' ? 'dawn' : 'day'));
  const parts = [back.svg];
  parts.push(rect(0, horizon, w, h * 0.25, '#1f7a8c'));
  // Breaking waves in lines of foam.
  for (let y = horizon + u * 3; y < h * 0.7; y += u * 4)
    parts.push(
      `<path d="M0 ${n(y)} Q${n(w * 0.25)} ${n(y - u)} ${n(w * 0.5)} ${n(y)} T${w} ${n(y)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(u * 0.6)}" fill="none"/>`,
    );
  if (variant === 'pool') {
    // Bondi Icebergs: the ocean pool cut into the rocks, lanes and swimmers.
    parts.push(
      rect(0, h * 0.62, w, h * 0.38, '#6c757d'),
      rect(w * 0.08, h * 0.66, w * 0.84, h * 0.28, '#48cae4'),
    );
    for (let x = w * 0.08 + u * 10; x < w * 0.92; x += u * 10)
      parts.push(rect(x, h * 0.66, u * 0.4, h * 0.28, '#ffffff', ' fill-opacity="0.7"'));
    for (let i = 0; i < 5; i += 1) {
      const sx = w * 0.1 + i * u * 20 + u * 5;
      parts.push(
        `<circle cx="${n(sx)}" cy="${n(h * rng.range(0.72, 0.88))}" r="${n(u * 1.2)}" fill="${rng.pick(['#e63946', '#ffb703', '#f1faee'])}"/>`,
      );
    }
    return { svg: parts.join(''), landmarks: back.landmarks };
  }
  parts.push(rect(0, h * 0.68, w, h * 0.32, '#f2d6a2'));
  if (variant === 'surf') {
    for (let i = 0; i < 4; i += 1) {
      const sx = rng.range(0.1, 0.9) * w;
      const sy = horizon + u * rng.range(6, 14);
      parts.push(
        `<ellipse cx="${n(sx)}" cy="${n(sy + u)}" rx="${n(u * 4)}" ry="${n(u * 0.7)}" fill="${rng.pick(['#ffb703', '#ffffff', '#e63946'])}"/>`,
        person(c, sx, sy + u * 0.5, u * 9, '#111'),
      );
    }
    // Muizenberg's striped beach huts.
    for (let i = 0; i < 7; i += 1) {
      const hx = w * 0.05 + i * u * 13;
      parts.push(
        rect(
          hx,
          h * 0.7,
          u * 10,
          u * 10,
          rng.pick(['#e63946', '#ffb703', '#2a9d8f', '#457b9d', '#f4a261']),
        ),
        `<path d="M${n(hx - u)} ${n(h * 0.7)} L${n(hx + u * 5)} ${n(h * 0.66)} L${n(hx + u * 11)} ${n(h * 0.7)} Z" fill="#f1faee"/>`,
      );
    }
  } else {
    // A net on the sand and players jumping at it.
    const nx = w * rng.range(0.4, 0.6);
    parts.push(
      rect(nx - u * 0.5, h * 0.6, u, h * 0.3, '#333'),
      rect(nx - u * 18, h * 0.6, u * 36, u * 5, '#ffffff', ' fill-opacity="0.5"'),
    );
    for (let k = 0; k < 8; k += 1)
      parts.push(rect(nx - u * 18 + k * u * 4.5, h * 0.6, u * 0.2, u * 5, '#333'));
    for (const side of [-1, 1])
      for (let p = 0; p < 2; p += 1)
        parts.push(
          person(
            c,
            nx + side * u * (8 + p * 9),
            h * (0.88 - p * 0.05),
            u * 24,
            rng.pick(palette.colors),
          ),
        );
    parts.push(
      `<circle cx="${n(nx + u * 4)}" cy="${n(h * 0.5)}" r="${n(u * 1.8)}" fill="${variant === 'footvolley' ? '#ffd60a' : '#f1faee'}"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: back.landmarks };
}

function viewpoint(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u } = c;
  const time = timeNamed(variant === 'day' ? 'day' : rng.pick(['sunset', 'dusk'] as const));
  const horizon = h * 0.62;
  const style = cityStyle(city);
  const parts = [sky(c, time.sky[0], time.sky[2], horizon)];
  parts.push(sun(c, w * rng.range(0.2, 0.8), horizon - h * 0.08, u * 6, time.light));
  const drawn = hazyLandmarks(c, city, horizon, h * 0.45, time, 0.25);
  parts.push(drawn.svg);
  parts.push(
    style.water
      ? rect(0, horizon, w, h - horizon, time.water[0])
      : rect(0, horizon, w, h - horizon, mix(time.near, '#6b4f3a', 0.4)),
  );
  // A low city between the viewer and the landmarks, windows lit as the light goes.
  for (let x = 0; x < w; x += u * rng.range(3, 6)) {
    const bh = u * rng.range(2, 8);
    parts.push(rect(x, horizon - bh * 0.3, u * 4, bh, darken(time.near, 0.1)));
    if (rng.chance(time.lit)) parts.push(rect(x + u, horizon - bh * 0.2, u * 0.8, u, time.window));
  }
  // The viewer's foreground: a grassy hill or rooftop, people watching.
  parts.push(
    `<path d="M0 ${n(h * 0.8)} Q${n(w * 0.5)} ${n(h * 0.7)} ${w} ${n(h * 0.82)} L${w} ${h} L0 ${h} Z" fill="${darken(time.near, 0.35)}"/>`,
  );
  for (let i = 0; i < 3; i += 1)
    parts.push(person(c, w * rng.range(0.15, 0.85), h * 0.86, u * 16, darken(time.near, 0.6)));
  return { svg: parts.join(''), landmarks: drawn.names };
}

function steps(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u } = c;
  const rain = variant === 'rain';
  const parts = [rect(0, 0, w, h, rain ? '#8a94a6' : '#f4e3c3')];
  parts.push(cityRow(c, city, h * 0.5, h * 0.25, h * 0.45));
  // A long stair climbing away between walls.
  const count = 14;
  for (let i = 0; i < count; i += 1) {
    const t = i / count;
    const y = h - t * h * 0.55;
    const half = w * (0.42 - t * 0.28);
    const stepH = (h * 0.55) / count;
    const tiles = variant === 'tiles';
    parts.push(
      rect(
        w / 2 - half,
        y - stepH,
        half * 2,
        stepH,
        tiles ? ['#e63946', '#ffb703', '#2a9d8f', '#1d3557'][i % 4]! : rain ? '#6c757d' : '#c9b79c',
      ),
    );
    parts.push(
      rect(
        w / 2 - half,
        y - stepH,
        half * 2,
        stepH * 0.18,
        lighten(tiles ? '#ffffff' : '#d6ccc2', 0.2),
        ' fill-opacity="0.6"',
      ),
    );
    if (tiles)
      for (let k = -6; k <= 6; k += 1)
        parts.push(
          rect(
            w / 2 + (k * half) / 6.5,
            y - stepH,
            u * 0.3,
            stepH,
            '#ffffff',
            ' fill-opacity="0.7"',
          ),
        );
  }
  // Railings, lamp posts, and people climbing.
  parts.push(
    `<path d="M${n(w * 0.14)} ${h} L${n(w * 0.38)} ${n(h * 0.45)}" stroke="#222" stroke-width="${n(u * 0.6)}"/><path d="M${n(w * 0.86)} ${h} L${n(w * 0.62)} ${n(h * 0.45)}" stroke="#222" stroke-width="${n(u * 0.6)}"/>`,
  );
  for (let i = 0; i < 4; i += 1) {
    const t = rng.range(0.1, 0.7);
    parts.push(
      person(
        c,
        w / 2 + rng.range(-1, 1) * w * (0.3 - t * 0.25),
        h - t * h * 0.55,
        u * 26 * (1 - t * 0.7),
        rain ? '#1d3557' : rng.pick(c.palette.colors),
      ),
    );
    if (rain) {
      const ux = w / 2;
      parts.push(
        `<path d="M${n(ux - u * 6)} ${n(h - t * h * 0.55 - u * 26 * (1 - t * 0.7))} Q${n(ux)} ${n(h - t * h * 0.55 - u * 34 * (1 - t * 0.7))} ${n(ux + u * 6)} ${n(h - t * h * 0.55 - u * 26 * (1 - t * 0.7))} Z" fill="#e63946" fill-opacity="0"/>`,
      );
    }
  }
  if (rain) {
    for (let i = 0; i < 160; i += 1) {
      const x = rng.range(0, w);
      const y = rng.range(0, h);
      parts.push(
        `<path d="M${n(x)} ${n(y)} l${n(-u * 0.6)} ${n(u * 3)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(u * 0.15)}"/>`,
      );
    }
    // Umbrellas on the climbers.
    for (let i = 0; i < 3; i += 1) {
      const x = w * rng.range(0.3, 0.7);
      const y = h * rng.range(0.55, 0.8);
      parts.push(
        `<path d="M${n(x - u * 6)} ${n(y)} Q${n(x)} ${n(y - u * 8)} ${n(x + u * 6)} ${n(y)} Z" fill="${rng.pick(['#e63946', '#1d3557', '#ffb703'])}"/><path d="M${n(x)} ${n(y)} v${n(u * 6)}" stroke="#222" stroke-width="${n(u * 0.4)}"/>`,
      );
    }
  }
  return { svg: parts.join(''), landmarks: [] };
}

function crossing(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const night = variant === 'rain' || variant === 'cabs';
  const time = timeNamed(night ? 'dusk' : 'day');
  const ground = h * 0.5;
  const parts = [sky(c, time.sky[0], time.sky[2], ground)];
  parts.push(cityRow(c, city, ground, h * 0.3, h * 0.48));
  // Screens and signs light the façades at a big crossing.
  if (city === 'Tokyo')
    for (let i = 0; i < 6; i += 1)
      parts.push(
        rect(
          rng.range(0, w - u * 14),
          rng.range(h * 0.08, ground - u * 16),
          u * rng.range(8, 16),
          u * rng.range(6, 12),
          rng.pick(['#ff006e', '#3a86ff', '#ffbe0b', '#8338ec']),
          ' fill-opacity="0.9"',
        ),
      );
  const road = night ? '#2b2d42' : '#6c757d';
  parts.push(rect(0, ground, w, h - ground, road));
  if (night)
    for (let i = 0; i < 30; i += 1)
      parts.push(
        rect(
          rng.range(0, w),
          rng.range(ground, h),
          u * rng.range(1, 4),
          u * rng.range(4, 10),
          rng.pick(['#ffbe0b', '#ff006e', '#3a86ff', '#f1faee']),
          ' fill-opacity="0.25"',
        ),
      );
  // Zebra stripes running across and diagonally (Shibuya's scramble).
  for (let i = 0; i < 12; i += 1)
    parts.push(
      `<path d="M${n(w * 0.05 + i * w * 0.075)} ${n(h * 0.62)} l${n(w * 0.045)} 0 l${n(w * 0.02)} ${n(h * 0.08)} l${n(-w * 0.045)} 0 Z" fill="#f1faee" fill-opacity="0.85"/>`,
    );
  if (variant === 'steam') {
    // A striped steam stack in the avenue, steam billowing.
    const sx = w * rng.range(0.35, 0.65);
    parts.push(rect(sx - u * 2.5, h * 0.6, u * 5, u * 14, '#f77f00'));
    for (let k = 0; k < 3; k += 1)
      parts.push(rect(sx - u * 2.5, h * 0.62 + k * u * 4, u * 5, u * 1.5, '#ffffff'));
    for (let s = 0; s < 7; s += 1)
      parts.push(
        `<ellipse cx="${n(sx + rng.range(-u * 5, u * 5) + s * u)}" cy="${n(h * 0.56 - s * u * 6)}" rx="${n(u * (4 + s * 2.2))}" ry="${n(u * (3 + s))}" fill="#f8f9fa" fill-opacity="${n(0.6 - s * 0.06)}"/>`,
      );
  }
  if (variant === 'cabs' || variant === 'steam') {
    for (let i = 0; i < 4; i += 1) {
      const cx = rng.range(0, w - u * 22);
      const cy = h * rng.range(0.78, 0.92);
      parts.push(
        `<rect x="${n(cx)}" y="${n(cy - u * 6)}" width="${n(u * 22)}" height="${n(u * 6)}" rx="${n(u * 1.5)}" fill="#f7c600"/><path d="M${n(cx + u * 4)} ${n(cy - u * 6)} L${n(cx + u * 6)} ${n(cy - u * 10)} L${n(cx + u * 15)} ${n(cy - u * 10)} L${n(cx + u * 18)} ${n(cy - u * 6)} Z" fill="#f7c600"/><rect x="${n(cx + u * 6.5)}" y="${n(cy - u * 9.3)}" width="${n(u * 8)}" height="${n(u * 3)}" fill="#264653"/><rect x="${n(cx + u * 8)}" y="${n(cy - u * 11.5)}" width="${n(u * 5)}" height="${n(u * 1.5)}" fill="#fff3b0"/><circle cx="${n(cx + u * 5)}" cy="${n(cy)}" r="${n(u * 2)}" fill="#111"/><circle cx="${n(cx + u * 17)}" cy="${n(cy)}" r="${n(u * 2)}" fill="#111"/><circle cx="${n(cx + u * 21)}" cy="${n(cy - u * 4)}" r="${n(u * 0.9)}" fill="#fff"/>`,
      );
    }
  } else {
    parts.push(people(c, w > h * 1.5 ? 26 : 18, h * 0.6, h - u, u * 20));
    if (variant === 'rain')
      for (let i = 0; i < 12; i += 1) {
        const x = rng.range(0, w);
        const y = rng.range(h * 0.6, h * 0.95) - u * 20;
        parts.push(
          `<path d="M${n(x - u * 5)} ${n(y)} Q${n(x)} ${n(y - u * 6)} ${n(x + u * 5)} ${n(y)} Z" fill="${rng.pick(['#e63946', '#1d3557', '#f1faee', palette.colors[1]])}"/>`,
        );
      }
  }
  if (variant === 'rain')
    parts.push(rect(0, ground, w, h - ground, '#ffffff', ' fill-opacity="0.06"'));
  return { svg: parts.join(''), landmarks: [] };
}

function bridgeScene(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const time = timeNamed(variant === 'sunset' ? 'sunset' : rng.pick(['day', 'sunset'] as const));
  const horizon = h * 0.55;
  const lead = city === 'New York' ? 3 : 0;
  const parts = [sky(c, time.sky[0], time.sky[2], horizon)];
  parts.push(sun(c, w * rng.range(0.2, 0.8), horizon - h * 0.1, u * 5, time.light));
  const drawn = cityLandmarks(
    c,
    city,
    horizon,
    h * 0.42,
    mix(time.far, time.near, 0.4),
    lead === 3 ? 3 : rng.int(0, 1),
    2,
  );
  parts.push(drawn.svg);
  parts.push(rect(0, horizon, w, h - horizon, time.water[0]));
  // The bridge deck, seen along its length, with its railing.
  const deck = h * 0.72;
  parts.push(
    `<path d="M0 ${n(deck)} L${w} ${n(deck - h * 0.06)} L${w} ${h} L0 ${h} Z" fill="${city === 'New York' ? '#8d6e63' : '#6c757d'}"/>`,
  );
  parts.push(
    `<path d="M0 ${n(deck - u * 6)} L${w} ${n(deck - h * 0.06 - u * 6)}" stroke="#343a40" stroke-width="${n(u * 0.8)}"/>`,
  );
  for (let x = 0; x < w; x += u * 4)
    parts.push(
      `<path d="M${n(x)} ${n(deck - u * 6 - (x / w) * h * 0.06)} v${n(u * 6)}" stroke="#343a40" stroke-width="${n(u * 0.3)}"/>`,
    );
  if (variant === 'fishermen') {
    // Rods over the railing, lines into the water.
    for (let i = 0; i < 6; i += 1) {
      const fx = w * (0.08 + i * 0.16);
      const fy = deck - (fx / w) * h * 0.06;
      parts.push(person(c, fx, fy + u * 10, u * 22, rng.pick(palette.colors)));
      parts.push(
        `<path d="M${n(fx + u * 2)} ${n(fy - u * 6)} L${n(fx + u * 14)} ${n(fy - u * 22)}" stroke="#222" stroke-width="${n(u * 0.4)}"/><path d="M${n(fx + u * 14)} ${n(fy - u * 22)} L${n(fx + u * 15)} ${n(horizon + u * 4)}" stroke="#222" stroke-opacity="0.5" stroke-width="${n(u * 0.12)}"/>`,
      );
    }
  } else if (variant === 'tea') {
    // Tulip-shaped tea glasses on saucers on the parapet.
    for (let i = 0; i < 4; i += 1) {
      const gx = w * (0.2 + i * 0.2);
      const gy = deck - u * 6 - (gx / w) * h * 0.06;
      parts.push(
        `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(u * 3.2)}" ry="${n(u * 0.8)}" fill="#c1121f"/><path d="M${n(gx - u * 1.6)} ${n(gy - u * 7)} Q${n(gx - u * 0.6)} ${n(gy - u * 3.5)} ${n(gx - u * 1.4)} ${n(gy - u * 0.6)} L${n(gx + u * 1.4)} ${n(gy - u * 0.6)} Q${n(gx + u * 0.6)} ${n(gy - u * 3.5)} ${n(gx + u * 1.6)} ${n(gy - u * 7)} Z" fill="#9c2a00" fill-opacity="0.85"/><path d="M${n(gx - u * 1.6)} ${n(gy - u * 7)} L${n(gx + u * 1.6)} ${n(gy - u * 7)} L${n(gx + u * 1.5)} ${n(gy - u * 6)} L${n(gx - u * 1.5)} ${n(gy - u * 6)} Z" fill="#ffffff" fill-opacity="0.7"/>`,
      );
    }
    parts.push(people(c, 3, h * 0.9, h - u, u * 24));
  } else {
    parts.push(people(c, 5, h * 0.8, h - u, u * 22));
  }
  return { svg: parts.join(''), landmarks: drawn.names };
}

function houses(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.82;
  const back = variant === 'rooftops' ? null : backdrop(c, city, h * 0.28, timeNamed('day'));
  const parts: string[] = [back ? back.svg : sky(c, '#bcd4e6', '#f1faee', h)];
  if (variant === 'rooftops') {
    // Bukchon: rows of hanok roofs, curved dark tiles, stepping down a hill to the city.
    for (let row = 0; row < 5; row += 1) {
      const y = h * (0.3 + row * 0.14);
      for (let x = -u * 10 + (row % 2) * u * 12; x < w; x += u * 24) {
        const rw = u * 22;
        parts.push(
          rect(x + u * 2, y, rw - u * 4, h * 0.14, '#e9e3d5'),
          `<path d="M${n(x - u * 2)} ${n(y - u)} Q${n(x + u)} ${n(y + u * 1.5)} ${n(x + u * 4)} ${n(y - u * 0.5)} L${n(x + rw / 2)} ${n(y - u * 6)} L${n(x + rw - u * 4)} ${n(y - u * 0.5)} Q${n(x + rw - u)} ${n(y + u * 1.5)} ${n(x + rw + u * 2)} ${n(y - u)} L${n(x + rw)} ${n(y + u * 2)} L${n(x)} ${n(y + u * 2)} Z" fill="#3d405b"/>`,
        );
        for (let k = 0; k < 8; k += 1)
          parts.push(
            `<path d="M${n(x + u * 3 + k * u * 2.2)} ${n(y - u * 0.5)} L${n(x + rw / 2)} ${n(y - u * 5.5)}" stroke="#2b2d42" stroke-width="${n(u * 0.2)}"/>`,
          );
      }
    }
    parts.push(cityLandmarks(c, city, h * 0.28, h * 0.22, '#7d8597', 0, 1).svg);
    return { svg: parts.join(''), landmarks: ['N Seoul Tower'] };
  }
  parts.push(cityRow(c, city, ground, h * 0.5, h * 0.7, variant !== 'brownstones'));
  if (variant === 'brownstones') {
    // High stoops with iron railings up to each front door.
    for (let x = u * 4; x < w; x += u * 20) {
      parts.push(
        `<path d="M${n(x)} ${n(ground)} L${n(x + u * 6)} ${n(ground - u * 12)} L${n(x + u * 12)} ${n(ground - u * 12)} L${n(x + u * 12)} ${n(ground)} Z" fill="#6e3f31"/>`,
      );
      for (let s = 0; s < 6; s += 1)
        parts.push(rect(x + s * u, ground - (s + 1) * u * 2, u * 12 - s * u, u * 0.4, '#5a3226'));
      parts.push(
        rect(x + u * 7, ground - u * 24, u * 5, u * 12, '#3a2419'),
        `<path d="M${n(x - u * 0.5)} ${n(ground - u * 4)} L${n(x + u * 6)} ${n(ground - u * 16)}" stroke="#111" stroke-width="${n(u * 0.5)}"/>`,
      );
    }
  }
  if (variant === 'laundry') {
    for (let k = 0; k < 4; k += 1) {
      const y = h * (0.25 + k * 0.12);
      parts.push(
        `<path d="M0 ${n(y)} Q${n(w / 2)} ${n(y + u * 4)} ${w} ${n(y)}" stroke="#333" stroke-width="${n(u * 0.2)}" fill="none"/>`,
      );
      for (let x = u * 5; x < w; x += u * rng.range(6, 10))
        parts.push(
          rect(
            x,
            y + u * 1.5 * Math.sin((x / w) * Math.PI) + u,
            u * rng.range(3, 5),
            u * rng.range(4, 7),
            rng.pick(['#ffffff', '#e63946', '#457b9d', '#ffb703', '#f1faee', '#a8dadc']),
          ),
        );
    }
  }
  parts.push(pavement(c, ground, variant === 'cats' ? '#c2b8a3' : '#a89f91'));
  if (variant === 'cats') {
    // Cats asleep on doorsteps and a bench in a shopping lane.
    for (let i = 0; i < 4; i += 1) {
      const cx = w * (0.15 + i * 0.23) + rng.range(-u * 3, u * 3);
      const cy = ground + u * rng.range(3, 10);
      const fur = rng.pick(['#f4a261', '#2b2d42', '#e9e3d5', '#8d6e63']);
      parts.push(
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(u * 5)}" ry="${n(u * 2.4)}" fill="${fur}"/><circle cx="${n(cx + u * 4.2)}" cy="${n(cy - u * 1.2)}" r="${n(u * 2)}" fill="${fur}"/><path d="M${n(cx + u * 3)} ${n(cy - u * 2.8)} l${n(u * 0.6)} ${n(-u * 1.6)} l${n(u)} ${n(u * 1.2)} Z M${n(cx + u * 4.6)} ${n(cy - u * 3)} l${n(u * 0.8)} ${n(-u * 1.5)} l${n(u * 0.8)} ${n(u * 1.4)} Z" fill="${fur}"/><path d="M${n(cx - u * 5)} ${n(cy)} q${n(-u * 3)} ${n(u * 1)} ${n(-u * 1)} ${n(u * 2.4)}" stroke="${fur}" stroke-width="${n(u)}" fill="none" stroke-linecap="round"/><path d="M${n(cx + u * 3.6)} ${n(cy - u * 1.2)} h${n(u)} M${n(cx + u * 4.8)} ${n(cy - u * 1.2)} h${n(u)}" stroke="#222" stroke-width="${n(u * 0.25)}"/>`,
      );
    }
  }
  if (variant !== 'cats') parts.push(people(c, 2, ground + u * 4, h - u, u * 22));
  else parts.push(awning(c, w * 0.05, ground - h * 0.2, w * 0.3, u * 4, palette.colors[1], '#fff'));
  return { svg: parts.join(''), landmarks: back?.landmarks ?? [] };
}

function music(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const night = variant !== 'dancers';
  const time = timeNamed(night ? 'night' : 'day');
  const ground = h * 0.6;
  const back =
    variant === 'dancers'
      ? backdrop(c, city, h * 0.45, time, 1)
      : { svg: sky(c, time.sky[0], time.sky[2], ground), landmarks: [] };
  const parts = [back.svg, cityRow(c, city, ground, h * 0.25, h * 0.45)];
  if (night) {
    // String lights over the gathering.
    for (let k = 0; k < 2; k += 1) {
      const y = h * (0.18 + k * 0.1);
      for (let x = u * 2; x < w; x += u * 4)
        parts.push(
          `<circle cx="${n(x)}" cy="${n(y + Math.sin((x / w) * Math.PI) * u * 5)}" r="${n(u * 0.7)}" fill="#ffe8a3"/>`,
        );
    }
  }
  parts.push(rect(0, ground, w, h - ground, night ? '#3d3a4b' : '#cdb891'));
  // Musicians in a circle (samba) or a line (buskers), crowd around.
  const cx = w / 2;
  const cy = h * 0.78;
  if (variant === 'dancers') {
    // Concheros: feathered headdresses, dancing in a ring on the Zócalo.
    for (let i = 0; i < 9; i += 1) {
      const a = (i / 9) * Math.PI * 2;
      const px = cx + Math.cos(a) * w * 0.3;
      const py = cy + Math.sin(a) * h * 0.1;
      parts.push(person(c, px, py, u * 22, rng.pick(['#d62828', '#f77f00', '#fcbf49'])));
      for (let f = -2; f <= 2; f += 1)
        parts.push(
          `<path d="M${n(px)} ${n(py - u * 22)} l${n(f * u * 1.6)} ${n(-u * 6)}" stroke="${rng.pick(['#2a9d8f', '#e63946', '#ffb703'])}" stroke-width="${n(u * 0.9)}" stroke-linecap="round"/>`,
        );
    }
  } else {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.16)}" ry="${n(h * 0.05)}" fill="#6d4c41"/>`,
    );
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * Math.PI * 2;
      const px = cx + Math.cos(a) * w * 0.18;
      const py = cy + Math.sin(a) * h * 0.07;
      parts.push(person(c, px, py + u * 4, u * 20, rng.pick(palette.colors)));
      // Pandeiros, a surdo drum, a guitar.
      if (i % 2 === 0)
        parts.push(
          `<circle cx="${n(px + u * 2)}" cy="${n(py - u * 8)}" r="${n(u * 2.2)}" fill="#f1faee" stroke="#6d4c41" stroke-width="${n(u * 0.5)}"/>`,
        );
      else
        parts.push(
          `<ellipse cx="${n(px + u * 2)}" cy="${n(py - u * 6)}" rx="${n(u * 2)}" ry="${n(u * 3)}" fill="#bc6c25"/><rect x="${n(px + u * 1.6)}" y="${n(py - u * 14)}" width="${n(u * 0.8)}" height="${n(u * 6)}" fill="#6d4c41"/>`,
        );
    }
    if (variant === 'buskers') {
      parts.push(
        rect(cx - u * 4, cy - u * 30, u * 0.6, u * 30, '#222'),
        `<circle cx="${n(cx - u * 3.7)}" cy="${n(cy - u * 31)}" r="${n(u * 1.4)}" fill="#333"/>`,
      );
      parts.push(
        rect(cx + u * 8, cy - u * 6, u * 8, u * 8, '#212529'),
        `<circle cx="${n(cx + u * 12)}" cy="${n(cy - u * 2)}" r="${n(u * 2.5)}" fill="#495057"/>`,
      );
    }
  }
  parts.push(people(c, 10, h * 0.62, h * 0.7, u * 18));
  return { svg: parts.join(''), landmarks: back.landmarks };
}

function cyclists(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const back = backdrop(c, city, h * 0.45, timeNamed('day'), 0);
  const ground = h * 0.6;
  const parts = [back.svg];
  // Paseo de la Reforma closed to cars: palms and jacarandas, a wide road full of riders.
  for (let i = 0; i < 6; i += 1) {
    const tx = (i / 5) * w;
    parts.push(
      rect(tx - u, ground - h * 0.25, u * 2, h * 0.25, '#5d4037'),
      `<circle cx="${n(tx)}" cy="${n(ground - h * 0.27)}" r="${n(u * 8)}" fill="${i % 2 ? '#9d8df1' : '#40916c'}"/>`,
    );
  }
  parts.push(rect(0, ground, w, h - ground, '#7d8597'));
  for (let y = ground + u * 6; y < h; y += u * 12)
    parts.push(rect(0, y, w, u * 0.6, '#f1faee', ' fill-opacity="0.6"'));
  for (let i = 0; i < 8; i += 1) {
    const x = rng.range(u * 8, w - u * 8);
    const y = rng.range(ground + u * 10, h - u * 2);
    const size = u * (10 + ((y - ground) / (h - ground)) * 10);
    parts.push(bicycle(c, x, y, size, rng.pick(palette.colors)));
    // The rider, seated over the frame.
    const colour = rng.pick(palette.colors);
    parts.push(
      `<path d="M${n(x - size * 0.12)} ${n(y - size * 0.72)} L${n(x + size * 0.05)} ${n(y - size * 1.25)}" stroke="${colour}" stroke-width="${n(size * 0.16)}" stroke-linecap="round"/><circle cx="${n(x + size * 0.08)}" cy="${n(y - size * 1.42)}" r="${n(size * 0.12)}" fill="#e0ac69"/><path d="M${n(x + size * 0.02)} ${n(y - size * 1.1)} L${n(x + size * 0.28)} ${n(y - size * 0.86)}" stroke="${colour}" stroke-width="${n(size * 0.07)}" stroke-linecap="round"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: back.landmarks };
}

function tannery(c: Canvas): Drawn {
  const { rng, w, h, u } = c;
  // Chouara seen from a terrace above: a honeycomb of stone vats of dye and lime.
  const parts = [rect(0, 0, w, h, '#c8a27a')];
  const r = u * 5.5;
  for (let row = 0; row * r * 1.8 < h + r; row += 1)
    for (let col = 0; col * r * 2.1 < w + r; col += 1) {
      const x = col * r * 2.1 + (row % 2) * r * 1.05;
      const y = row * r * 1.8;
      const dye = rng.pick([
        '#f1f1e6',
        '#e9d8a6',
        '#9b2226',
        '#ca6702',
        '#ee9b00',
        '#6a994e',
        '#7f5539',
        '#f1f1e6',
      ]);
      parts.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#a4805e"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.78)}" fill="${dye}"/><ellipse cx="${n(x - r * 0.2)}" cy="${n(y - r * 0.25)}" rx="${n(r * 0.3)}" ry="${n(r * 0.15)}" fill="#ffffff" fill-opacity="0.3"/>`,
      );
    }
  // Workers standing in the vats, hides drying on the walls.
  for (let i = 0; i < 5; i += 1)
    parts.push(person(c, rng.range(0, w), rng.range(h * 0.3, h), u * 14, '#3a2a1e'));
  parts.push(rect(0, 0, w, h * 0.1, '#b5542a'));
  for (let x = u * 2; x < w; x += u * 7)
    parts.push(rect(x, h * 0.02, u * 5, h * 0.06, rng.pick(['#e9d8a6', '#bc6c25', '#f4f1de'])));
  return { svg: parts.join(''), landmarks: [] };
}

function garden(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u } = c;
  if (variant !== 'majorelle') return waterfront(c, city, variant);
  // Jardin Majorelle: the villa's cobalt-blue walls, yellow trim, cacti and palms.
  const parts = [sky(c, '#5fa8d3', '#e0f2fe', h * 0.4)];
  parts.push(rect(w * 0.1, h * 0.18, w * 0.8, h * 0.55, '#2f52e0'));
  parts.push(rect(w * 0.1, h * 0.18, w * 0.8, u * 2, '#f6bd60'));
  for (let k = 0; k < 4; k += 1) {
    const x = w * (0.18 + k * 0.18);
    parts.push(
      rect(x, h * 0.28, w * 0.09, h * 0.3, '#1d3557'),
      rect(x, h * 0.28, w * 0.09, u, '#f6bd60'),
    );
  }
  parts.push(rect(0, h * 0.73, w, h * 0.27, '#a98467'));
  const greens = ['#386641', '#6a994e', '#a7c957', '#588157'];
  for (let i = 0; i < 7; i += 1) {
    const x = rng.range(0, w);
    const base = h * rng.range(0.8, 0.98);
    const colour = rng.pick(greens);
    // Columnar cacti with arms.
    parts.push(rect(x - u * 1.5, base - u * 22, u * 3, u * 22, colour, ` rx="${n(u * 1.5)}"`));
    parts.push(
      `<path d="M${n(x + u * 1.5)} ${n(base - u * 10)} h${n(u * 3)} v${n(-u * 7)}" stroke="${colour}" stroke-width="${n(u * 2.4)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.05 + i * 0.45);
    parts.push(
      `<circle cx="${n(x)}" cy="${n(h * 0.12)}" r="${n(u * 9)}" fill="#2d6a4f"/>`,
      rect(x - u, h * 0.12, u * 2, h * 0.65, '#6d4c41'),
    );
  }
  // Yellow and cobalt pots along the path.
  for (let x = u * 6; x < w; x += u * 16)
    parts.push(
      `<path d="M${n(x - u * 3)} ${n(h * 0.78)} L${n(x + u * 3)} ${n(h * 0.78)} L${n(x + u * 2)} ${n(h * 0.86)} L${n(x - u * 2)} ${n(h * 0.86)} Z" fill="${x % 2 ? '#f6bd60' : '#2f52e0'}"/>`,
    );
  return { svg: parts.join(''), landmarks: [] };
}

function harbour(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  if (variant === 'ferry') {
    const drawn = cityLandmarks(c, city, h * 0.55, h * 0.4, '#4a5a6a', 0, 2);
    return {
      svg: ferry(
        c,
        (horizon, colour) => cityLandmarks(c, city, horizon, h * 0.42, colour, 0, 2).svg,
      ),
      landmarks: drawn.names,
    };
  }
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
    const hull = rng.pick(['#e63946', '#1d3557', '#2a9d8f', '#f4a261', '#ffffff']);
    if (variant === 'trajineras') {
      // Flat boats with painted arches naming them, under canopies of flowers.
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
      continue;
    }
    if (variant === 'houseboats') {
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
      continue;
    }
    // Fishing boats: wooden hulls, a wheelhouse, a mast with rigging.
    parts.push(
      `<path d="M${n(bx - len / 2)} ${n(by - u * 4)} L${n(bx + len / 2)} ${n(by - u * 4)} L${n(bx + len * 0.4)} ${n(by)} L${n(bx - len * 0.42)} ${n(by)} Z" fill="${hull}"/>`,
      rect(bx - len / 2, by - u * 4.6, len, u * 0.8, '#f1faee'),
      rect(bx - len * 0.1, by - u * 9, len * 0.25, u * 5, '#f8f9fa'),
      rect(bx - len * 0.05, by - u * 8, len * 0.07, u * 2, '#1d3557'),
      rect(bx + len * 0.22, by - u * 20, u * 0.5, u * 16, '#333'),
      `<path d="M${n(bx + len * 0.22)} ${n(by - u * 20)} L${n(bx - len * 0.45)} ${n(by - u * 4.6)} M${n(bx + len * 0.22)} ${n(by - u * 20)} L${n(bx + len * 0.48)} ${n(by - u * 4.6)}" stroke="#333" stroke-width="${n(u * 0.15)}"/>`,
    );
  }
  // The harbour wall and a few gulls.
  parts.push(rect(0, h * 0.92, w, h * 0.08, '#8d8f8a'));
  for (let i = 0; i < 5; i += 1) {
    const gx = rng.range(0, w);
    const gy = rng.range(h * 0.1, h * 0.35);
    parts.push(
      `<path d="M${n(gx - u * 1.5)} ${n(gy)} q${n(u * 0.75)} ${n(-u)} ${n(u * 1.5)} 0 q${n(u * 0.75)} ${n(-u)} ${n(u * 1.5)} 0" stroke="#f1faee" stroke-width="${n(u * 0.3)}" fill="none"/>`,
    );
  }
  void palette;
  return { svg: parts.join(''), landmarks: back.landmarks };
}

function tramScene(c: Canvas, city: string): Drawn {
  const { w, h, u } = c;
  if (city !== 'Rio de Janeiro') return { svg: tram(c), landmarks: [] };
  // The yellow bonde crossing the white arches of the Lapa aqueduct.
  const parts = [sky(c, '#4ea8de', '#e0f2fe', h)];
  const drawn = cityLandmarks(c, city, h * 0.55, h * 0.4, '#6c8a7d', 1, 2);
  parts.push(drawn.svg, rect(0, h * 0.55, w, h * 0.45, '#84a98c'));
  const top = h * 0.35;
  parts.push(rect(0, top, w, h * 0.06, '#f1f1e6'));
  for (let x = -u * 4; x < w; x += u * 14) {
    parts.push(rect(x, top + h * 0.06, u * 4, h * 0.6, '#f1f1e6'));
    parts.push(
      `<path d="M${n(x + u * 4)} ${n(top + h * 0.06)} h${n(u * 10)} v${n(u * 3)} a${n(u * 5)} ${n(u * 5)} 0 0 0 ${n(-u * 10)} 0 Z" fill="#f1f1e6"/>`,
    );
  }
  const tx = w * 0.3;
  parts.push(
    rect(tx, top - u * 12, u * 34, u * 12, '#f6c700', ` rx="${n(u)}"`),
    rect(tx, top - u * 13, u * 34, u * 1.5, '#d4a017'),
  );
  for (let k = 0; k < 6; k += 1)
    parts.push(rect(tx + u * (2 + k * 5.4), top - u * 10, u * 3.6, u * 5, '#343a40'));
  parts.push(
    `<path d="M${n(tx + u * 17)} ${n(top - u * 13)} L${n(tx + u * 20)} ${n(top - u * 22)}" stroke="#333" stroke-width="${n(u * 0.4)}"/>`,
    rect(0, top - u * 22.4, w, u * 0.3, '#333'),
  );
  return { svg: parts.join(''), landmarks: drawn.names };
}

/** Draws the named scene in its city; the variant refines it (goods at a market, weather…). */
export function paintScene(c: Canvas, city: string, scene: SceneKey, variant?: string): Drawn {
  switch (scene) {
    case 'cafe':
      return { svg: cafeStreet(c, rowOf(c, city)), landmarks: [] };
    case 'market':
      return marketScene(c, city, variant);
    case 'lanterns':
      return lanterns(c, city, variant);
    case 'metro-platform':
      return { svg: metro(c), landmarks: [] };
    case 'harbour':
      return harbour(c, city, variant);
    case 'mural':
      return mural(c, city);
    case 'chess':
      return chess(c, city);
    case 'waterfront':
      return waterfront(c, city, variant);
    case 'beach':
      return beach(c, city, variant);
    case 'viewpoint':
      return viewpoint(c, city, variant);
    case 'steps':
      return steps(c, city, variant);
    case 'crossing':
      return crossing(c, city, variant);
    case 'bridge':
      return bridgeScene(c, city, variant);
    case 'houses':
      return houses(c, city, variant);
    case 'music':
      return music(c, city, variant);
    case 'cyclists':
      return cyclists(c, city);
    case 'tram':
      return tramScene(c, city);
    case 'tannery':
      return tannery(c);
    case 'garden':
      return garden(c, city, variant);
    case 'juice-bar':
      return juiceBar(c, city);
    case 'filming':
      return filming(c, city);
    case 'riad-tea':
      return riadTea(c);
    case 'trencadis':
      return parkGuell(c, city);
  }
}

/* ---------- venues: a juice bar, a film shoot ---------- */

const JUICES = ['#ff9f1c', '#e63946', '#7b2cbf', '#80b918', '#ffd60a', '#ff70a6'];

/** A tall glass of juice with a straw and a slice on the rim. */
function juiceGlass(c: Canvas, x: number, base: number, gw: number, gh: number, juice: string) {
  const { u } = c;
  const top = base - gh;
  return [
    `<path d="M${n(x - gw / 2)} ${n(top)} L${n(x - gw * 0.4)} ${n(base)} L${n(x + gw * 0.4)} ${n(base)} L${n(x + gw / 2)} ${n(top)} Z" fill="#e9f5fb" fill-opacity="0.55"/>`,
    `<path d="M${n(x - gw * 0.47)} ${n(top + gh * 0.12)} L${n(x - gw * 0.4)} ${n(base - u * 0.4)} L${n(x + gw * 0.4)} ${n(base - u * 0.4)} L${n(x + gw * 0.47)} ${n(top + gh * 0.12)} Z" fill="${juice}"/>`,
    rect(x - gw * 0.4, top + gh * 0.12, gw * 0.12, gh * 0.8, '#ffffff', ' fill-opacity="0.3"'),
    `<path d="M${n(x + gw * 0.1)} ${n(base - gh * 0.5)} L${n(x + gw * 0.3)} ${n(top - gh * 0.3)}" stroke="${lighten(juice, 0.5)}" stroke-width="${n(gw * 0.08)}" stroke-linecap="round"/>`,
    // A slice of orange or lime on the rim.
    circle(x - gw * 0.42, top + u * 0.3, gw * 0.22, juice === '#80b918' ? '#8ac926' : '#ffb703'),
    circle(x - gw * 0.42, top + u * 0.3, gw * 0.16, juice === '#80b918' ? '#d9ed92' : '#ffe8a3'),
  ].join('');
}

/** Fruit piled in a crate or bowl: oranges, limes, mangoes, passion fruit. */
function fruitPile(c: Canvas, cx: number, base: number, width: number, size: number) {
  const { rng } = c;
  const parts: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    const count = Math.max(1, Math.floor(width / (size * 2)) - row);
    for (let k = 0; k < count; k += 1) {
      const x = cx - (count - 1) * size + k * size * 2 + rng.range(-0.2, 0.2) * size;
      const y = base - size - row * size * 1.6;
      const fruit = rng.pick(['#fb8500', '#ffb703', '#80b918', '#f94144', '#f9844a', '#6a4c93']);
      parts.push(
        circle(x, y, size, fruit),
        circle(x - size * 0.3, y - size * 0.3, size * 0.25, '#ffffff', ' fill-opacity="0.35"'),
      );
    }
  }
  return parts.join('');
}

/**
 * A corner juice bar (a Rio "casa de sucos"): a menu board of juices, fruit hanging and piled
 * behind the counter, and a row of bright glasses of juice on it.
 */
function juiceBar(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const parts: string[] = [];
  // Tiled back wall.
  const tile = rng.pick(['#fef3c7', '#e0f2f1', '#fff1e6']);
  parts.push(rect(0, 0, w, h, tile));
  for (let x = 0; x < w; x += u * 6) parts.push(rect(x, 0, u * 0.25, h * 0.62, darken(tile, 0.08)));
  for (let y = 0; y < h * 0.62; y += u * 6) parts.push(rect(0, y, w, u * 0.25, darken(tile, 0.08)));
  // The menu board: the juices by name and colour.
  const board = { x: w * 0.08, y: h * 0.05, w: w * 0.84, h: h * 0.2 };
  parts.push(rect(board.x, board.y, board.w, board.h, '#1b4332', ` rx="${n(u)}"`));
  parts.push(
    `<text x="${n(w / 2)}" y="${n(board.y + board.h * 0.38)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(board.h * 0.28)}" fill="#ffd60a">${city === 'Rio de Janeiro' ? 'SUCOS' : 'JUICE BAR'}</text>`,
  );
  for (let k = 0; k < 6; k += 1) {
    const x = board.x + board.w * (0.06 + k * 0.155);
    const y = board.y + board.h * 0.7;
    parts.push(
      circle(x, y, board.h * 0.1, JUICES[k]!),
      rect(x + board.h * 0.16, y - u * 0.4, board.w * 0.07, u * 0.8, '#f1faee'),
    );
  }
  // Bunches of bananas and pineapples hanging from a rail.
  const rail = h * 0.29;
  parts.push(rect(0, rail - u * 0.5, w, u, '#6c584c'));
  for (let x = w * 0.06; x < w; x += w * 0.16) {
    if (rng.chance(0.5)) {
      for (let b = 0; b < 5; b += 1)
        parts.push(
          `<path d="M${n(x)} ${n(rail)} q${n(-u * 3 + b * u * 1.5)} ${n(u * 5)} ${n(-u * 2 + b * u)} ${n(u * 10)}" stroke="#f6d32d" stroke-width="${n(u * 1.6)}" fill="none" stroke-linecap="round"/>`,
        );
    } else {
      parts.push(
        rect(x - u * 0.3, rail, u * 0.6, u * 2, '#6c584c'),
        ellipse(x, rail + u * 7, u * 3.2, u * 4.5, '#e9a23b'),
        `<path d="M${n(x - u * 2.5)} ${n(rail + u * 4)} l${n(u * 5)} ${n(u * 6)} M${n(x + u * 2.5)} ${n(rail + u * 4)} l${n(-u * 5)} ${n(u * 6)}" stroke="#b5651d" stroke-width="${n(u * 0.4)}"/>`,
        `<path d="M${n(x)} ${n(rail + u * 3)} l${n(-u * 2)} ${n(-u * 3)} M${n(x)} ${n(rail + u * 3)} l0 ${n(-u * 3.5)} M${n(x)} ${n(rail + u * 3)} l${n(u * 2)} ${n(-u * 3)}" stroke="#2d6a4f" stroke-width="${n(u * 0.9)}" stroke-linecap="round"/>`,
      );
    }
  }
  // Shelves of fruit behind the counter.
  const shelf = h * 0.56;
  parts.push(rect(0, shelf, w, u * 1.2, '#8d6e63'));
  for (let x = w * 0.1; x < w; x += w * 0.2) parts.push(fruitPile(c, x, shelf, w * 0.14, u * 2.2));
  // The counter: a striped front in the city's colours, a pale top.
  const top = h * 0.66;
  parts.push(rect(0, top, w, h - top, palette.colors[1]));
  for (let x = 0; x < w; x += u * 8)
    parts.push(rect(x, top + u * 3, u * 4, h - top, lighten(palette.colors[1], 0.25)));
  parts.push(
    rect(0, top - u * 1.5, w, u * 3, '#f1f3f5'),
    rect(0, top + u * 1.5, w, u * 0.6, '#adb5bd'),
  );
  // A blender and a row of juices on the counter, a halved orange or two beside them.
  const bx = w * rng.range(0.08, 0.14);
  parts.push(
    rect(bx - u * 3, top - u * 4, u * 6, u * 3.5, '#343a40', ` rx="${n(u * 0.6)}"`),
    `<path d="M${n(bx - u * 2.6)} ${n(top - u * 4)} L${n(bx - u * 3.4)} ${n(top - u * 17)} L${n(bx + u * 3.4)} ${n(top - u * 17)} L${n(bx + u * 2.6)} ${n(top - u * 4)} Z" fill="#e9f5fb" fill-opacity="0.7"/>`,
    `<path d="M${n(bx - u * 2.7)} ${n(top - u * 5)} L${n(bx - u * 3.1)} ${n(top - u * 12)} L${n(bx + u * 3.1)} ${n(top - u * 12)} L${n(bx + u * 2.7)} ${n(top - u * 5)} Z" fill="${rng.pick(JUICES)}"/>`,
    rect(bx - u * 3.6, top - u * 18.5, u * 7.2, u * 1.6, '#343a40'),
  );
  const glasses = 6;
  for (let k = 0; k < glasses; k += 1) {
    const x = w * (0.28 + k * 0.11);
    parts.push(
      juiceGlass(c, x, top - u * 1.5, u * 7, u * 17, JUICES[(k + rng.int(0, 5)) % JUICES.length]!),
    );
  }
  for (const x of [w * 0.22, w * 0.94])
    parts.push(
      circle(x, top - u * 2.6, u * 2.4, '#fb8500'),
      circle(x, top - u * 2.6, u * 1.8, '#ffd166'),
    );
  return { svg: parts.join(''), landmarks: [] };
}

/**
 * A film shoot at dawn: the street seen through a video camera's viewfinder (recording dot,
 * timecode, frame guides), the camera and its hand grip in the corner.
 */
function filming(c: Canvas, city: string): Drawn {
  const { rng, w, h, u } = c;
  const time = timeNamed('dawn');
  const ground = h * 0.76;
  const back = backdrop(c, city, ground - h * 0.22, time);
  const parts = [back.svg, cityRow(c, city, ground, h * 0.3, h * 0.48)];
  parts.push(pavement(c, ground, '#b8ab98'));
  parts.push(people(c, 3, ground + u * 4, h * 0.92, u * 16));
  // The camera in the lower right, seen from behind: body, flip screen, top handle, grip.
  // Everything that says "camera" stays inside the middle 4:3 of a wide picture, which is what
  // a 4:3 tile (the city page's Videography card) shows of it.
  const safeW = Math.min(w, (h * 4) / 3);
  const L = (w - safeW) / 2;
  const R = L + safeW;
  const cx = L + safeW * 0.72;
  const cy = h * 0.72;
  const bw = safeW * 0.34;
  const bh = h * 0.32;
  parts.push(
    rect(cx - u * 2, cy + bh * 0.4, u * 4, h - cy, '#1d1d1f'),
    rect(cx - bw / 2, cy - bh / 2, bw, bh, '#2b2d31', ` rx="${n(u * 1.5)}"`),
    rect(cx - bw * 0.3, cy - bh / 2 - u * 4, bw * 0.6, u * 2, '#1d1d1f', ` rx="${n(u)}"`),
    rect(cx - bw * 0.32, cy - bh / 2 - u * 4, u * 1.6, u * 4, '#1d1d1f'),
    rect(cx + bw * 0.28, cy - bh / 2 - u * 4, u * 1.6, u * 4, '#1d1d1f'),
  );
  // The flip screen shows the same street, small.
  const sx = cx - bw * 0.42;
  const sy = cy - bh * 0.38;
  const sw = bw * 0.62;
  const sh = bh * 0.72;
  const screen = c.id('screen');
  parts.push(
    `<defs>${linearGradient(screen, [
      [0, time.sky[0]],
      [1, time.sky[2]],
    ])}</defs>`,
    rect(sx, sy, sw, sh, `url(#${screen})`),
  );
  for (let k = 0; k < 6; k += 1) {
    const top = rng.range(0.3, 0.5);
    parts.push(
      rect(
        sx + k * sw * 0.165,
        sy + sh * top,
        sw * 0.155,
        sh * (0.8 - top),
        mix(time.near, '#ffffff', 0.3),
      ),
    );
  }
  parts.push(
    rect(sx, sy + sh * 0.8, sw, sh * 0.2, '#b8ab98'),
    circle(sx + sw * 0.1, sy + sh * 0.12, sh * 0.06, '#ff2d2d'),
  );
  parts.push(rect(sx, sy, sw, sh, 'none', ` stroke="#111" stroke-width="${n(u * 0.5)}"`));
  // Dials and buttons.
  for (let k = 0; k < 3; k += 1)
    parts.push(circle(cx + bw * 0.33, cy - bh * 0.25 + k * bh * 0.22, u * 1.1, '#6c757d'));
  // The viewfinder overlay: corner guides, REC and a running timecode.
  const m = u * 5;
  const arm = u * 8;
  const stroke = ` stroke="#ffffff" stroke-width="${n(u * 0.6)}" fill="none"`;
  parts.push(
    `<path d="M${n(L + m)} ${n(m + arm)} V${n(m)} H${n(L + m + arm)} M${n(R - m - arm)} ${n(m)} H${n(R - m)} V${n(m + arm)} M${n(R - m)} ${n(h - m - arm)} V${n(h - m)} H${n(R - m - arm)} M${n(L + m + arm)} ${n(h - m)} H${n(L + m)} V${n(h - m - arm)}"${stroke}/>`,
    `<path d="M${n(w / 2 - u * 3)} ${n(h / 2)} h${n(u * 6)} M${n(w / 2)} ${n(h / 2 - u * 3)} v${n(u * 6)}"${stroke}/>`,
    circle(L + m + u * 4, m + u * 12, u * 1.8, '#ff2d2d'),
    `<text x="${n(L + m + u * 7)}" y="${n(m + u * 13.6)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(u * 4.5)}" fill="#ffffff">REC</text>`,
    `<text x="${n(R - m - u * 4)}" y="${n(m + u * 13.6)}" text-anchor="end" font-family="${FONT_SANS}" font-size="${n(u * 4.5)}" fill="#ffffff">00:0${rng.int(1, 9)}:${String(rng.int(10, 59))}:${String(rng.int(10, 24))}</text>`,
  );
  // Battery gauge.
  parts.push(
    rect(
      R - m - u * 14,
      h - m - u * 9,
      u * 8,
      u * 4,
      'none',
      ` stroke="#ffffff" stroke-width="${n(u * 0.5)}"`,
    ),
    rect(R - m - u * 13, h - m - u * 8, u * 5, u * 2, '#ffffff'),
  );
  return { svg: parts.join(''), landmarks: back.landmarks };
}
