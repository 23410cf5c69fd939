/** What lies below a skyline's horizon: water mirroring the city, or dry ground. */
import { darken, lighten } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import type { SkylineIds } from './sky.js';
import type { TimeOfDay } from './times-of-day.js';

/** Ripples across the water, breaking up the city's reflection. */
function ripples(c: Canvas, time: TimeOfDay, horizon: number): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  for (let y = horizon + u * 0.6; y < h; y += u * rng.range(0.7, 1.6)) {
    const x = rng.range(-w * 0.1, w);
    parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.range(0.1, 0.5) * w)}" height="${n(u * 0.18)}" fill="${lighten(time.water[0], 0.4)}" fill-opacity="${n(rng.range(0.1, 0.3))}"/>`,
    );
  }
  return parts.join('');
}

/** The light's path across the water, widening towards the viewer below `lightX`. */
function lightPath(c: Canvas, time: TimeOfDay, horizon: number, lightX: number): string {
  const { rng, h, u } = c;
  const path: string[] = [];
  for (let y = horizon + u; y < h; y += u * 1.3) {
    const spread = ((y - horizon) / (h - horizon)) * u * 10 + u * 2;
    path.push(
      `<rect x="${n(lightX - spread / 2 + rng.range(-u, u))}" y="${n(y)}" width="${n(spread * rng.range(0.4, 1))}" height="${n(u * 0.35)}" fill="${time.light}" fill-opacity="${n(rng.range(0.15, 0.45))}"/>`,
    );
  }
  return path.join('');
}

/** Water below the horizon: the mirrored city, faded, then ripples and the light's path. */
export function waterSurface(
  c: Canvas,
  time: TimeOfDay,
  horizon: number,
  lightX: number,
  ids: SkylineIds,
): string {
  const { w, h } = c;
  return [
    `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${ids.water})"/>`,
    `<g clip-path="url(#${ids.clip})" opacity="0.38"><use href="#${ids.city}" transform="matrix(1 0 0 -1 0 ${n(horizon * 2)})"/></g>`,
    ripples(c, time, horizon),
    lightPath(c, time, horizon, lightX),
  ].join('');
}

/** Dry ground below the horizon, in the shade of the nearest buildings. */
export function dryGround(c: Canvas, time: TimeOfDay, horizon: number): string {
  return `<rect x="0" y="${n(horizon)}" width="${c.w}" height="${n(c.h - horizon)}" fill="${darken(time.near, 0.3)}"/>`;
}
