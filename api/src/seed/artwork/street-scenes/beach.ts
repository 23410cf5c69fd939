/** The beach: waves, and an ocean pool, surfers with beach huts, or a volleyball net on the sand. */
import { n, type Canvas } from '../canvas.js';
import { person } from '../scenes/person.js';
import { backdrop } from './backdrop.js';
import { rect, timeNamed, type Drawn } from './scene.js';

export function beach(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const horizon = h * 0.45;
  const back = backdrop(c, city, horizon, timeNamed(variant === 'surf' ? 'dawn' : 'day'));
  const parts = [back.svg];
  parts.push(rect(0, horizon, w, h * 0.25, '#1f7a8c'));
  // Breaking waves in lines of foam.
  for (let y = horizon + u * 3; y < h * 0.7; y += u * 4)
    parts.push(
      `<path d="M0 ${n(y)} Q${n(w * 0.25)} ${n(y - u)} ${n(w * 0.5)} ${n(y)} T${w} ${n(y)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(u * 0.6)}" fill="none"/>`,
    );
  if (variant === 'pool') {
    // Bondi Icebergs: the ocean pool cut into the rocks, lanes and swimmers.
    parts.push(
      rect(0, h * 0.62, w, h * 0.38, '#6c757d'),
      rect(w * 0.08, h * 0.66, w * 0.84, h * 0.28, '#48cae4'),
    );
    for (let x = w * 0.08 + u * 10; x < w * 0.92; x += u * 10)
      parts.push(rect(x, h * 0.66, u * 0.4, h * 0.28, '#ffffff', ' fill-opacity="0.7"'));
    for (let i = 0; i < 5; i += 1) {
      const sx = w * 0.1 + i * u * 20 + u * 5;
      parts.push(
        `<circle cx="${n(sx)}" cy="${n(h * rng.range(0.72, 0.88))}" r="${n(u * 1.2)}" fill="${rng.pick(['#e63946', '#ffb703', '#f1faee'])}"/>`,
      );
    }
    return { svg: parts.join(''), landmarks: back.landmarks };
  }
  parts.push(rect(0, h * 0.68, w, h * 0.32, '#f2d6a2'));
  if (variant === 'surf') {
    for (let i = 0; i < 4; i += 1) {
      const sx = rng.range(0.1, 0.9) * w;
      const sy = horizon + u * rng.range(6, 14);
      parts.push(
        `<ellipse cx="${n(sx)}" cy="${n(sy + u)}" rx="${n(u * 4)}" ry="${n(u * 0.7)}" fill="${rng.pick(['#ffb703', '#ffffff', '#e63946'])}"/>`,
        person(c, sx, sy + u * 0.5, u * 9, '#111'),
      );
    }
    // Muizenberg's striped beach huts.
    for (let i = 0; i < 7; i += 1) {
      const hx = w * 0.05 + i * u * 13;
      parts.push(
        rect(
          hx,
          h * 0.7,
          u * 10,
          u * 10,
          rng.pick(['#e63946', '#ffb703', '#2a9d8f', '#457b9d', '#f4a261']),
        ),
        `<path d="M${n(hx - u)} ${n(h * 0.7)} L${n(hx + u * 5)} ${n(h * 0.66)} L${n(hx + u * 11)} ${n(h * 0.7)} Z" fill="#f1faee"/>`,
      );
    }
  } else {
    // A net on the sand and players jumping at it.
    const nx = w * rng.range(0.4, 0.6);
    parts.push(
      rect(nx - u * 0.5, h * 0.6, u, h * 0.3, '#333'),
      rect(nx - u * 18, h * 0.6, u * 36, u * 5, '#ffffff', ' fill-opacity="0.5"'),
    );
    for (let k = 0; k < 8; k += 1)
      parts.push(rect(nx - u * 18 + k * u * 4.5, h * 0.6, u * 0.2, u * 5, '#333'));
    for (const side of [-1, 1])
      for (let p = 0; p < 2; p += 1)
        parts.push(
          person(
            c,
            nx + side * u * (8 + p * 9),
            h * (0.88 - p * 0.05),
            u * 24,
            rng.pick(palette.colors),
          ),
        );
    parts.push(
      `<circle cx="${n(nx + u * 4)}" cy="${n(h * 0.5)}" r="${n(u * 1.8)}" fill="${variant === 'footvolley' ? '#ffd60a' : '#f1faee'}"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: back.landmarks };
}
