/** A metro platform: tiled walls, the line's sign, a train at the platform and commuters. */
import { FONT_SANS, n, type Canvas } from '../canvas.js';
import { person } from './person.js';

export function metro(c: Canvas, line?: string): string {
  const { rng, w, h, u, palette } = c;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#e9ecef"/>`];
  for (let y = 0; y < h * 0.6; y += u * 3)
    parts.push(`<rect x="0" y="${n(y)}" width="${w}" height="${n(u * 0.15)}" fill="#ced4da"/>`);
  for (let x = 0; x < w; x += u * 6)
    parts.push(
      `<rect x="${n(x)}" y="0" width="${n(u * 0.15)}" height="${n(h * 0.6)}" fill="#ced4da"/>`,
    );
  parts.push(`<rect x="0" y="0" width="${w}" height="${n(h * 0.08)}" fill="#343a40"/>`);
  for (let x = u * 5; x < w; x += u * 25)
    parts.push(
      `<rect x="${n(x)}" y="${n(h * 0.08)}" width="${n(u * 14)}" height="${n(u * 1.2)}" rx="${n(u * 0.6)}" fill="#fffbe6"/>`,
    );
  const lineColour = line ?? rng.pick([palette.colors[1], palette.colors[2], palette.colors[4]]);
  parts.push(
    `<rect x="${n(w * 0.08)}" y="${n(h * 0.14)}" width="${n(w * 0.3)}" height="${n(u * 8)}" rx="${n(u)}" fill="#1d3557"/><circle cx="${n(w * 0.08 + u * 4)}" cy="${n(h * 0.14 + u * 4)}" r="${n(u * 3)}" fill="${lineColour}"/><text x="${n(w * 0.08 + u * 4)}" y="${n(h * 0.14 + u * 5.3)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(u * 3.6)}" fill="#ffffff">M</text><rect x="${n(w * 0.08 + u * 9)}" y="${n(h * 0.14 + u * 3.2)}" width="${n(w * 0.3 - u * 12)}" height="${n(u * 1.6)}" fill="#ffffff" fill-opacity="0.7"/>`,
  );
  // The train.
  const top = h * 0.3;
  const bottom = h * 0.78;
  parts.push(
    `<rect x="${n(-u * 5)}" y="${n(top)}" width="${n(w + u * 10)}" height="${n(bottom - top)}" rx="${n(u * 3)}" fill="#dee2e6"/>`,
  );
  parts.push(
    `<rect x="${n(-u * 5)}" y="${n(bottom - u * 12)}" width="${n(w + u * 10)}" height="${n(u * 3)}" fill="${lineColour}"/>`,
  );
  for (let x = rng.range(0, 6) * u; x < w; x += u * 30) {
    parts.push(
      `<rect x="${n(x)}" y="${n(top + u * 4)}" width="${n(u * 12)}" height="${n(bottom - top - u * 4)}" fill="#adb5bd"/><rect x="${n(x + u * 0.8)}" y="${n(top + u * 6)}" width="${n(u * 4.8)}" height="${n(u * 14)}" fill="#343a40"/><rect x="${n(x + u * 6.4)}" y="${n(top + u * 6)}" width="${n(u * 4.8)}" height="${n(u * 14)}" fill="#343a40"/>`,
    );
    parts.push(
      `<rect x="${n(x + u * 15)}" y="${n(top + u * 6)}" width="${n(u * 12)}" height="${n(u * 10)}" rx="${n(u)}" fill="#343a40"/>`,
    );
    for (let p = 0; p < 2; p += 1) {
      if (rng.chance(0.6))
        parts.push(
          `<circle cx="${n(x + u * (18 + p * 6))}" cy="${n(top + u * 11)}" r="${n(u * 2)}" fill="${rng.pick(['#6c757d', '#495057', '#868e96'])}"/>`,
        );
    }
  }
  parts.push(
    `<rect x="0" y="${n(bottom)}" width="${w}" height="${n(h - bottom)}" fill="#495057"/><rect x="0" y="${n(bottom)}" width="${w}" height="${n(u * 2)}" fill="#ffd60a"/>`,
  );
  for (let i = 0; i < 4; i += 1)
    parts.push(person(c, rng.range(0, w), h - u, u * rng.range(26, 32), rng.pick(palette.colors)));
  return parts.join('');
}
