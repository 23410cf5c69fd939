/** Streets: a long flight of steps between the walls, and a big crossing full of people or cabs. */
import { lighten } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { person } from '../scenes/person.js';
import { sky } from '../scenes/sky.js';
import { cityRow } from './city-row.js';
import { people } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

export function steps(c: Canvas, city: string, variant: string | undefined): Drawn {
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

export function crossing(c: Canvas, city: string, variant: string | undefined): Drawn {
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
