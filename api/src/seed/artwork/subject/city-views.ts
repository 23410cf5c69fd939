/** A city's skyline led by its landmarks, and one landmark seen close. */
import { darken, mix } from '../colour.js';
import { linearGradient, n, type Canvas } from '../canvas.js';
import { cityLandmarks, cityStyle } from '../landmarks.js';
import { person, ridge, sky, sun } from '../scenes.js';
import { paintSkyline, timesOfDay } from '../skyline.js';
import { waterGlints } from '../street-scenes.js';
import { rect } from './shapes.js';

/** The city's skyline, never at night, with its landmarks behind the nearer buildings. */
export function skyline(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const style = cityStyle(city);
  let names: string[] = [];
  const lead = c.rng.int(0, style.landmarks.length - 1);
  // Never night: the landmarks must read against the sky.
  const time = c.rng.pick(['dawn', 'day', 'sunset', 'dusk'] as const);
  const svg = paintSkyline(c, {
    time,
    water: style.water,
    low: true,
    feature: (horizon, colour) => {
      const drawn = cityLandmarks(c, city, horizon, c.h * c.rng.range(0.5, 0.62), colour, lead, 2);
      names = drawn.names;
      return drawn.svg;
    },
  });
  return { svg, landmarks: names };
}

/** One of the city's landmarks close (the named one, else the first), the next one behind. */
export function landmark(
  c: Canvas,
  city: string,
  name?: string,
): { svg: string; landmarks: string[] } {
  const { rng, w, h, u } = c;
  const style = cityStyle(city);
  const index = name ? style.landmarks.findIndex((l) => l.name === name) : 0;
  if (index < 0) throw new Error(`${city} has no landmark named "${name}".`);
  const time = rng.pick(timesOfDay.filter((t) => t.name !== 'night'));
  const ground = h * 0.86;
  const parts = [sky(c, time.sky[0], time.sky[2])];
  parts.push(
    sun(c, rng.range(0.12, 0.88) * w, h * rng.range(0.12, 0.3), u * rng.range(4, 6), time.light),
  );
  parts.push(ridge(c, ground - h * 0.06, h * 0.02, mix(time.far, time.sky[2], 0.45), 4));
  const colour = mix(time.near, style.palette.colors[0], 0.25);
  // The named landmark large, the city's next one smaller behind.
  const drawn = cityLandmarks(c, city, ground, h * 0.72, colour, index, 2);
  parts.push(drawn.svg);
  if (style.water && name !== 'Table Mountain') {
    parts.push(rect(0, ground, w, h - ground, time.water[0]));
    parts.push(waterGlints(c, 20, ground));
  } else {
    parts.push(rect(0, ground, w, h - ground, darken(colour, 0.25)));
  }
  if (name === 'Table Mountain') {
    // The "tablecloth": cloud pouring over the flat top.
    for (let i = 0; i < 9; i += 1)
      parts.push(
        `<ellipse cx="${n(w * (0.22 + i * 0.065))}" cy="${n(drawn.leadTop + (i % 3) * u)}" rx="${n(u * 8)}" ry="${n(u * 3)}" fill="#ffffff" fill-opacity="0.9"/>`,
      );
  }
  if (name === 'N Seoul Tower') parts.push(rect(0, 0, w, h, '#dfe6ec', ' fill-opacity="0.4"'));
  if (name === 'Gwanghwamun gate') {
    for (let i = 0; i < 5; i += 1)
      parts.push(
        person(
          c,
          w * (0.15 + i * 0.17),
          h * 0.97,
          u * 16,
          rng.pick(['#e63946', '#ff70a6', '#ffd166', '#4cc9f0', '#9d4edd']),
        ),
      );
  }
  if (name === 'Sagrada Família') {
    // Light through the stained glass: warm and cool beams.
    const beam = c.id('beam');
    parts.push(
      `<defs>${linearGradient(
        beam,
        [
          [0, '#ffbe0b', 0.35],
          [1, '#3a86ff', 0.1],
        ],
        false,
      )}</defs><path d="M${n(w * 0.1)} 0 L${n(w * 0.4)} 0 L${n(w * 0.7)} ${h} L${n(w * 0.3)} ${h} Z" fill="url(#${beam})"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: drawn.names };
}
