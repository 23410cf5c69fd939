/** Landmark pictures without a subject: one silhouette against the sky, the town low behind it. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { timesOfDay } from '../skyline.js';
import {
  arch,
  bridge,
  clockTower,
  domeBuilding,
  latticeTower,
  pagoda,
} from './landmark-silhouettes.js';
import { ridge, sky, sun } from './sky.js';

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
