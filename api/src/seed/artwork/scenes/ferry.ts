/** A ferry crossing the water in front of the city's skyline. */
import { n, type Canvas } from '../canvas.js';
import { paintSkyline, type SkylineOptions } from '../skyline.js';

export function ferry(c: Canvas, feature?: SkylineOptions['feature']): string {
  const { rng, w, h, u, palette } = c;
  const parts: string[] = [
    paintSkyline(c, {
      water: true,
      horizon: 0.55,
      time: rng.pick(['day', 'sunset', 'dawn'] as const),
      feature,
      low: feature !== undefined,
    }),
  ];
  const hullTop = h * 0.68;
  const x0 = w * rng.range(0.12, 0.22);
  const length = w * 0.6;
  parts.push(
    `<path d="M${n(x0 - length * 0.1)} ${n(hullTop + u * 12)} Q${n(x0 + length * 0.5)} ${n(hullTop + u * 20)} ${n(x0 + length * 1.05)} ${n(hullTop + u * 10)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(u * 1.2)}" fill="none"/>`,
  );
  parts.push(
    `<path d="M${n(x0)} ${n(hullTop)} L${n(x0 + length)} ${n(hullTop)} L${n(x0 + length * 0.93)} ${n(hullTop + u * 9)} L${n(x0 + length * 0.05)} ${n(hullTop + u * 9)} Z" fill="${palette.colors[0]}"/>`,
  );
  parts.push(
    `<rect x="${n(x0)}" y="${n(hullTop)}" width="${n(length)}" height="${n(u * 1.5)}" fill="#ffffff"/>`,
  );
  parts.push(
    `<rect x="${n(x0 + length * 0.1)}" y="${n(hullTop - u * 9)}" width="${n(length * 0.78)}" height="${n(u * 9)}" fill="#f8f9fa"/><rect x="${n(x0 + length * 0.25)}" y="${n(hullTop - u * 15)}" width="${n(length * 0.45)}" height="${n(u * 6)}" fill="#f1f3f5"/>`,
  );
  for (let x = x0 + length * 0.12; x < x0 + length * 0.86; x += u * 4) {
    parts.push(
      `<rect x="${n(x)}" y="${n(hullTop - u * 7)}" width="${n(u * 2.6)}" height="${n(u * 3)}" fill="#1d3557"/>`,
    );
  }
  parts.push(
    `<rect x="${n(x0 + length * 0.52)}" y="${n(hullTop - u * 21)}" width="${n(u * 5)}" height="${n(u * 6)}" fill="${palette.colors[1]}"/><rect x="${n(x0 + length * 0.52)}" y="${n(hullTop - u * 21)}" width="${n(u * 5)}" height="${n(u * 1.2)}" fill="#212529"/>`,
  );
  return parts.join('');
}
