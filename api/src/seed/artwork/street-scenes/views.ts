/** Views of the city: from a hill at sunset, and from a bridge over the water. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { cityLandmarks, cityStyle } from '../landmarks.js';
import { person } from '../scenes/person.js';
import { sky, sun } from '../scenes/sky.js';
import { hazyLandmarks } from './backdrop.js';
import { people } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

export function viewpoint(c: Canvas, city: string, variant: string | undefined): Drawn {
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

export function bridgeScene(c: Canvas, city: string, variant: string | undefined): Drawn {
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
