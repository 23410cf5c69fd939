/** Transport in the street: shared bikes at their dock, taxis, a horse-drawn carriage. */
import { n, type Canvas } from '../canvas.js';
import { cityLandmarks, cityStyle } from '../landmarks.js';
import { bicycle, person, sky } from '../scenes.js';
import { timesOfDay } from '../skyline.js';
import { paintScene } from '../street-scenes.js';
import { rect } from './shapes.js';

/** A docking station of the city's shared bikes along a café street. */
export function bikeShare(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { rng, w, h, u } = c;
  const style = cityStyle(city);
  // A docking station of the city's shared bikes along a street.
  const street = paintScene(c, city, 'cafe');
  const parts = [street.svg];
  const ground = h * 0.92;
  const colour =
    city === 'Paris'
      ? '#4caf50'
      : city === 'New York'
        ? '#1565c0'
        : city === 'Seoul'
          ? '#2e7d32'
          : style.palette.colors[1];
  parts.push(rect(0, h * 0.84, w, h * 0.16, '#8d99ae'));
  for (let x = u * 8; x < w - u * 6; x += u * 14) {
    parts.push(rect(x - u * 0.6, ground - u * 9, u * 1.2, u * 9, '#495057'));
    parts.push(bicycle(c, x + u * 6, ground, u * 13, colour));
  }
  parts.push(
    rect(w * 0.82, ground - u * 24, u * 7, u * 24, colour),
    rect(w * 0.82 + u, ground - u * 22, u * 5, u * 6, '#e0f2fe'),
  );
  void rng;
  return { svg: parts.join(''), landmarks: street.landmarks };
}

/** Taxis: Marrakech's petits taxis by the ramparts, elsewhere cabs at a crossing. */
export function taxi(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  if (city !== 'Marrakech') return paintScene(c, city, 'crossing', 'cabs');
  const { rng, w, h, u } = c;
  // Beige petits taxis by the red ramparts, the Koutoubia behind.
  const time = timesOfDay.find((t) => t.name === 'day')!;
  const parts = [sky(c, time.sky[0], time.sky[2])];
  const drawn = cityLandmarks(c, city, h * 0.55, h * 0.45, '#b5542a', 0, 2);
  parts.push(drawn.svg, rect(0, h * 0.4, w, h * 0.2, '#c1440e'));
  for (let x = 0; x < w; x += u * 6) parts.push(rect(x, h * 0.38, u * 3.5, u * 3, '#c1440e'));
  parts.push(rect(0, h * 0.6, w, h * 0.4, '#9a8c7a'));
  for (let i = 0; i < 3; i += 1) {
    const cx = w * (0.08 + i * 0.32) + rng.range(-u * 2, u * 2);
    const cy = h * (0.8 + (i % 2) * 0.08);
    parts.push(
      `<rect x="${n(cx)}" y="${n(cy - u * 7)}" width="${n(u * 24)}" height="${n(u * 7)}" rx="${n(u * 1.5)}" fill="#d9c49a"/><path d="M${n(cx + u * 4)} ${n(cy - u * 7)} L${n(cx + u * 7)} ${n(cy - u * 12)} L${n(cx + u * 17)} ${n(cy - u * 12)} L${n(cx + u * 20)} ${n(cy - u * 7)} Z" fill="#d9c49a"/><rect x="${n(cx + u * 7.5)}" y="${n(cy - u * 11.3)}" width="${n(u * 9)}" height="${n(u * 3.6)}" fill="#264653"/><rect x="${n(cx + u * 10)}" y="${n(cy - u * 13.5)}" width="${n(u * 4)}" height="${n(u * 1.5)}" fill="#222"/><circle cx="${n(cx + u * 5)}" cy="${n(cy)}" r="${n(u * 2.2)}" fill="#111"/><circle cx="${n(cx + u * 19)}" cy="${n(cy)}" r="${n(u * 2.2)}" fill="#111"/>`,
    );
  }
  return { svg: parts.join(''), landmarks: drawn.names };
}

/** A horse-drawn calèche passing a viewpoint. */
export function horseCarriage(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { w, h, u } = c;
  const base = paintScene(c, city, 'viewpoint', 'day');
  const g = h * 0.95;
  const x = w * 0.3;
  // A green calèche with its folding hood, pulled by a horse.
  const parts = [base.svg, rect(0, h * 0.86, w, h * 0.14, '#a98467')];
  parts.push(
    `<path d="M${n(x + u * 24)} ${n(g - u * 12)} q${n(u * 4)} ${n(-u * 4)} ${n(u * 12)} ${n(-u * 3)} l${n(u * 4)} ${n(-u * 8)} l${n(u * 3)} ${n(u * 2)} l${n(-u * 2)} ${n(u * 8)} q${n(u)} ${n(u * 4)} ${n(-u * 3)} ${n(u * 6)} Z" fill="#6d4c41"/>`,
  );
  for (const lx of [x + u * 26, x + u * 30, x + u * 36, x + u * 39])
    parts.push(rect(lx, g - u * 8, u * 1.2, u * 8, '#5d4037'));
  parts.push(
    rect(x, g - u * 14, u * 22, u * 8, '#2d6a4f', ` rx="${n(u)}"`),
    `<path d="M${n(x)} ${n(g - u * 14)} q${n(u * 3)} ${n(-u * 12)} ${n(u * 12)} ${n(-u * 10)} l0 ${n(u * 10)} Z" fill="#1b4332"/>`,
  );
  parts.push(
    `<circle cx="${n(x + u * 5)}" cy="${n(g - u * 4)}" r="${n(u * 5)}" fill="none" stroke="#222" stroke-width="${n(u * 0.8)}"/><circle cx="${n(x + u * 18)}" cy="${n(g - u * 3)}" r="${n(u * 3.5)}" fill="none" stroke="#222" stroke-width="${n(u * 0.8)}"/>`,
  );
  parts.push(person(c, x + u * 16, g - u * 12, u * 10, '#f1faee'));
  return { svg: parts.join(''), landmarks: base.landmarks };
}
