/** Rides through the city: cyclists on a car-free avenue, and a tram (Rio's bonde over the Lapa arches). */
import { n, type Canvas } from '../canvas.js';
import { cityLandmarks } from '../landmarks.js';
import { bicycle } from '../scenes/bikes.js';
import { sky } from '../scenes/sky.js';
import { tram } from '../scenes/tram.js';
import { backdrop } from './backdrop.js';
import { rect, timeNamed, type Drawn } from './scene.js';

export function cyclists(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const back = backdrop(c, city, h * 0.45, timeNamed('day'), 0);
  const ground = h * 0.6;
  const parts = [back.svg];
  // Paseo de la Reforma closed to cars: palms and jacarandas, a wide road full of riders.
  for (let i = 0; i < 6; i += 1) {
    const tx = (i / 5) * w;
    parts.push(
      rect(tx - u, ground - h * 0.25, u * 2, h * 0.25, '#5d4037'),
      `<circle cx="${n(tx)}" cy="${n(ground - h * 0.27)}" r="${n(u * 8)}" fill="${i % 2 ? '#9d8df1' : '#40916c'}"/>`,
    );
  }
  parts.push(rect(0, ground, w, h - ground, '#7d8597'));
  for (let y = ground + u * 6; y < h; y += u * 12)
    parts.push(rect(0, y, w, u * 0.6, '#f1faee', ' fill-opacity="0.6"'));
  for (let i = 0; i < 8; i += 1) {
    const x = rng.range(u * 8, w - u * 8);
    const y = rng.range(ground + u * 10, h - u * 2);
    const size = u * (10 + ((y - ground) / (h - ground)) * 10);
    parts.push(bicycle(c, x, y, size, rng.pick(palette.colors)));
    // The rider, seated over the frame.
    const colour = rng.pick(palette.colors);
    parts.push(
      `<path d="M${n(x - size * 0.12)} ${n(y - size * 0.72)} L${n(x + size * 0.05)} ${n(y - size * 1.25)}" stroke="${colour}" stroke-width="${n(size * 0.16)}" stroke-linecap="round"/><circle cx="${n(x + size * 0.08)}" cy="${n(y - size * 1.42)}" r="${n(size * 0.12)}" fill="#e0ac69"/><path d="M${n(x + size * 0.02)} ${n(y - size * 1.1)} L${n(x + size * 0.28)} ${n(y - size * 0.86)}" stroke="${colour}" stroke-width="${n(size * 0.07)}" stroke-linecap="round"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: back.landmarks };
}

export function tramScene(c: Canvas, city: string): Drawn {
  const { w, h, u } = c;
  if (city !== 'Rio de Janeiro') return { svg: tram(c), landmarks: [] };
  // The yellow bonde crossing the white arches of the Lapa aqueduct.
  const parts = [sky(c, '#4ea8de', '#e0f2fe', h)];
  const drawn = cityLandmarks(c, city, h * 0.55, h * 0.4, '#6c8a7d', 1, 2);
  parts.push(drawn.svg, rect(0, h * 0.55, w, h * 0.45, '#84a98c'));
  const top = h * 0.35;
  parts.push(rect(0, top, w, h * 0.06, '#f1f1e6'));
  for (let x = -u * 4; x < w; x += u * 14) {
    parts.push(rect(x, top + h * 0.06, u * 4, h * 0.6, '#f1f1e6'));
    parts.push(
      `<path d="M${n(x + u * 4)} ${n(top + h * 0.06)} h${n(u * 10)} v${n(u * 3)} a${n(u * 5)} ${n(u * 5)} 0 0 0 ${n(-u * 10)} 0 Z" fill="#f1f1e6"/>`,
    );
  }
  const tx = w * 0.3;
  parts.push(
    rect(tx, top - u * 12, u * 34, u * 12, '#f6c700', ` rx="${n(u)}"`),
    rect(tx, top - u * 13, u * 34, u * 1.5, '#d4a017'),
  );
  for (let k = 0; k < 6; k += 1)
    parts.push(rect(tx + u * (2 + k * 5.4), top - u * 10, u * 3.6, u * 5, '#343a40'));
  parts.push(
    `<path d="M${n(tx + u * 17)} ${n(top - u * 13)} L${n(tx + u * 20)} ${n(top - u * 22)}" stroke="#333" stroke-width="${n(u * 0.4)}"/>`,
    rect(0, top - u * 22.4, w, u * 0.3, '#333'),
  );
  return { svg: parts.join(''), landmarks: drawn.names };
}
