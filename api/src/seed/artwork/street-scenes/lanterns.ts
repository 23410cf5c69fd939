/**
 * A lane lit by lanterns at night: Tokyo's red paper lanterns over an izakaya alley (up close, a
 * ramen counter), or the pierced brass lanterns of Marrakech's souk.
 */
import { darken } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { person } from '../scenes/person.js';
import { rect, type Drawn } from './scene.js';

/** A narrow lane in perspective: its walls converge on a lit far end at (vx, vy). */
interface Lane {
  /** Marrakech's souk rather than a Tokyo alley. */
  souk: boolean;
  vx: number;
  vy: number;
}

export function lanterns(c: Canvas, city: string, variant?: string): Drawn {
  const { rng, w, h } = c;
  const souk = city === 'Marrakech';
  const parts = [rect(0, 0, w, h, souk ? '#3b1f14' : '#14121f')];
  const lane: Lane = { souk, vx: w * rng.range(0.4, 0.6), vy: h * 0.45 };
  parts.push(laneWalls(c, lane));
  parts.push(shopSigns(c, lane));
  parts.push(hangingLanterns(c, lane));
  // Up close at a ramen counter, or the lane with people walking towards its light.
  parts.push(variant === 'ramen' ? ramenCounter(c, lane) : laneWalkers(c, lane));
  return { svg: parts.join(''), landmarks: [] };
}

/** The glow at the lane's far end, its two walls and the floor between them. */
function laneWalls(c: Canvas, { souk, vx, vy }: Lane): string {
  const { w, h, u } = c;
  const parts: string[] = [];
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
  return parts.join('');
}

/** Shop signs (Tokyo) or stalls (the souk) along both walls, smaller towards the far end. */
function shopSigns(c: Canvas, { souk, vx, vy }: Lane): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
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
  return parts.join('');
}

/** Lanterns hung along the walls, each in its own glow. */
function hangingLanterns(c: Canvas, { souk, vx, vy }: Lane): string {
  const { rng, w, u } = c;
  const parts: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const t = rng.range(0.05, 0.85);
    const side = rng.chance(0.5);
    const x = side ? t * (vx - u * 6) + u * 6 : w - t * (w - vx - u * 6) - u * 6;
    const y = t * (vy - u * 10) + u * 10 + rng.range(0, u * 4);
    const s = (1 - t * 0.85) * u * 4;
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y + s)}" r="${n(s * 2.2)}" fill="#ffb347" fill-opacity="0.25"/>`,
    );
    parts.push(souk ? brassLantern(x, y, s) : paperLantern(x, y, s));
  }
  return parts.join('');
}

/** A pierced brass lantern of the souk, hanging at (x, y), `s` its size. */
const brassLantern = (x: number, y: number, s: number) =>
  `<path d="M${n(x)} ${n(y - s)} L${n(x + s * 0.8)} ${n(y + s * 0.6)} L${n(x)} ${n(y + s * 2)} L${n(x - s * 0.8)} ${n(y + s * 0.6)} Z" fill="#d4a017"/><path d="M${n(x)} ${n(y - s * 0.3)} L${n(x + s * 0.4)} ${n(y + s * 0.6)} L${n(x)} ${n(y + s * 1.4)} L${n(x - s * 0.4)} ${n(y + s * 0.6)} Z" fill="#ffe8a3"/>`;

/** A red paper lantern (chōchin) with black rims and a lit core, hanging at (x, y). */
const paperLantern = (x: number, y: number, s: number) =>
  `<ellipse cx="${n(x)}" cy="${n(y + s * 0.6)}" rx="${n(s * 0.8)}" ry="${n(s * 1.1)}" fill="#d62828"/><rect x="${n(x - s * 0.5)}" y="${n(y - s * 0.6)}" width="${n(s)}" height="${n(s * 0.25)}" fill="#222"/><rect x="${n(x - s * 0.5)}" y="${n(y + s * 1.6)}" width="${n(s)}" height="${n(s * 0.25)}" fill="#222"/><ellipse cx="${n(x)}" cy="${n(y + s * 0.6)}" rx="${n(s * 0.35)}" ry="${n(s * 0.8)}" fill="#ff8c69" fill-opacity="0.7"/>`;

/** Up close: the counter, steaming bowls, stools, and the noren curtain over the door. */
function ramenCounter(c: Canvas, { vx, vy }: Lane): string {
  const { w, h, u } = c;
  const parts: string[] = [];
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
  return parts.join('');
}

/** People walking down the lane towards its light, smaller as they go. */
function laneWalkers(c: Canvas, { vx, vy }: Lane): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t = rng.range(0.2, 0.9);
    const y = h - (h - vy - u * 12) * t;
    parts.push(
      person(c, vx + rng.range(-1, 1) * (1 - t) * w * 0.25, y, u * 30 * (1 - t * 0.8), '#2b2d42'),
    );
  }
  return parts.join('');
}
