/** Transport seen from afar: a train on its embankment, a cable car over the city. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { cityLandmarks, cityStyle } from '../landmarks.js';
import { sky, sun } from '../scenes.js';
import { timesOfDay } from '../skyline.js';
import { hazyLandmarks } from '../street-scenes.js';
import { rect } from './shapes.js';

/** A long train on an embankment, the city hazy behind. */
export function train(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { rng, w, h, u, palette } = c;
  const named = rng.pick(['day', 'sunset'] as const);
  const time = timesOfDay.find((t) => t.name === named)!;
  const horizon = h * 0.55;
  const parts = [sky(c, time.sky[0], time.sky[2], horizon)];
  const drawn = hazyLandmarks(c, city, horizon, h * 0.4, time, 0.3);
  parts.push(drawn.svg, rect(0, horizon, w, h - horizon, mix('#6a994e', time.near, 0.3)));
  // An embankment, rails, and a long train sweeping across on a curve.
  const railY = h * 0.74;
  parts.push(rect(0, railY, w, u * 3, '#8d8f8a'), rect(0, railY + u * 0.5, w, u * 0.5, '#495057'));
  const body = rng.pick([palette.colors[1], palette.colors[4], '#e9ecef']);
  for (let car = 0; car < 4; car += 1) {
    const x = -u * 5 + car * w * 0.3;
    parts.push(
      rect(x, railY - u * 14, w * 0.28, u * 14, body, ` rx="${n(u * 2)}"`),
      rect(x, railY - u * 5, w * 0.28, u * 2, darken(body, 0.35)),
    );
    for (let k = 0; k < 5; k += 1)
      parts.push(rect(x + u * 3 + k * w * 0.05, railY - u * 11, w * 0.035, u * 4, '#1d3557'));
  }
  // Catenary masts.
  for (let x = u * 6; x < w; x += w * 0.22)
    parts.push(
      rect(x, railY - u * 24, u * 0.8, u * 24, '#343a40'),
      rect(x - u * 4, railY - u * 24, u * 9, u * 0.6, '#343a40'),
    );
  parts.push(rect(0, railY - u * 21, w, u * 0.25, '#222'));
  return { svg: parts.join(''), landmarks: drawn.names };
}

/** A cable car's cabin on its line over the city's landmarks. */
export function cableCar(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { rng, w, h, u, palette } = c;
  const named = rng.pick(['day', 'sunset'] as const);
  const time = timesOfDay.find((t) => t.name === named)!;
  const parts = [sky(c, time.sky[0], time.sky[2])];
  parts.push(sun(c, w * 0.8, h * 0.2, u * 5, time.light));
  const horizon = h * 0.82;
  const drawn = cityLandmarks(c, city, horizon, h * 0.6, mix(time.far, time.near, 0.4), 0, 2);
  parts.push(drawn.svg);
  parts.push(
    rect(
      0,
      horizon,
      w,
      h - horizon,
      cityStyle(city).water ? time.water[0] : darken(time.near, 0.2),
    ),
  );
  // The cable from lower left to upper right, with a cabin hanging from it.
  const y = (x: number) => h * 0.75 - (x / w) * h * 0.55;
  parts.push(
    `<path d="M0 ${n(y(0))} L${w} ${n(y(w))}" stroke="#222" stroke-width="${n(u * 0.35)}"/><path d="M0 ${n(y(0) + u * 2)} L${w} ${n(y(w) + u * 2)}" stroke="#222" stroke-width="${n(u * 0.25)}"/>`,
  );
  const cx = w * rng.range(0.4, 0.6);
  const cy = y(cx);
  const cabin = palette.colors[1];
  parts.push(rect(cx - u * 0.4, cy, u * 0.8, u * 8, '#333'));
  parts.push(
    rect(cx - u * 9, cy + u * 8, u * 18, u * 13, cabin, ` rx="${n(u * 2.5)}"`),
    rect(cx - u * 7.5, cy + u * 10, u * 15, u * 6, '#bde0fe'),
    rect(cx - u * 9, cy + u * 18, u * 18, u * 1.4, darken(cabin, 0.3)),
  );
  for (let k = 0; k < 3; k += 1)
    parts.push(
      `<circle cx="${n(cx - u * 4 + k * u * 4)}" cy="${n(cy + u * 13.5)}" r="${n(u * 1.2)}" fill="#334e68"/>`,
    );
  return { svg: parts.join(''), landmarks: drawn.names };
}
