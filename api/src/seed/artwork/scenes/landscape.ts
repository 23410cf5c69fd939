/** Article covers: a layered landscape of ridges, pines and a river, or the city's skyline. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { paintSkyline, timesOfDay } from '../skyline.js';
import { ridge, sky, sun } from './sky.js';

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
