/** Behind a street: the sky, its light, and the city's own landmarks hazy on the horizon. */
import { mix } from '../colour.js';
import type { Canvas } from '../canvas.js';
import { cityLandmarks } from '../landmarks.js';
import { sky, sun } from '../scenes/sky.js';
import type { Drawn, Time } from './scene.js';

/** Sky, light and the city's landmarks hazy on the horizon. */
export function backdrop(
  c: Canvas,
  city: string,
  horizon: number,
  time: Time,
  lead?: number,
): Drawn {
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
