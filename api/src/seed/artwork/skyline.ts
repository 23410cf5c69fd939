/**
 * A city skyline at a time of day: sky and light, three depths of buildings (with the city's own
 * landmarks when a subject asks for them), and water or ground below the horizon. The pieces
 * live in `skyline/`: the times of day, the sky, the buildings and the water.
 */
import type { Canvas } from './canvas.js';
import { cityBuildings } from './skyline/buildings.js';
import { clouds, skyDefs, skyLight, type SkylineIds } from './skyline/sky.js';
import { timesOfDay, type TimeOfDay } from './skyline/times-of-day.js';
import { dryGround, waterSurface } from './skyline/water.js';

export { timesOfDay } from './skyline/times-of-day.js';

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
  const { rng, w, h, palette } = c;
  const time = options.time
    ? timesOfDay.find((t) => t.name === options.time)!
    : rng.pick(timesOfDay);
  const water = options.water ?? rng.chance(0.7);
  const horizon = h * (options.horizon ?? (water ? rng.range(0.66, 0.74) : rng.range(0.86, 0.92)));
  const tint = palette.colors[1];
  const ids: SkylineIds = {
    sky: c.id('sky'),
    glow: c.id('glow'),
    water: c.id('water'),
    city: c.id('city'),
    clip: c.id('clip'),
    haze: c.id('haze'),
  };

  const parts: string[] = [skyDefs(c, time, tint, horizon, ids)];
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${ids.sky})"/>`);
  const light = skyLight(c, time, horizon, ids.glow);
  parts.push(light.svg, clouds(c, time, horizon));
  const buildings = cityBuildings(c, {
    time,
    horizon,
    tint,
    hazeId: ids.haze,
    low: options.low,
    feature: options.feature,
  });
  parts.push(`<g id="${ids.city}">${buildings}</g>`);
  parts.push(water ? waterSurface(c, time, horizon, light.x, ids) : dryGround(c, time, horizon));
  return parts.join('');
}
