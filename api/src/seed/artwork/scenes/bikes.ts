/** Bicycles: one bike drawn in outline, and a canal quay lined with parked bikes. */
import { n, type Canvas } from '../canvas.js';
import { facades } from './facades.js';
import { sky } from './sky.js';

export function bicycle(
  c: Canvas,
  x: number,
  ground: number,
  size: number,
  colour: string,
): string {
  const r = size * 0.28;
  const back = x - size * 0.38;
  const front = x + size * 0.38;
  const wy = ground - r;
  const seat: [number, number] = [x - size * 0.12, wy - size * 0.42];
  const bar: [number, number] = [x + size * 0.28, wy - size * 0.48];
  const crank: [number, number] = [x - size * 0.02, wy];
  const sw = size * 0.035;
  return `<circle cx="${n(back)}" cy="${n(wy)}" r="${n(r)}" fill="none" stroke="#222" stroke-width="${n(sw)}"/><circle cx="${n(front)}" cy="${n(wy)}" r="${n(r)}" fill="none" stroke="#222" stroke-width="${n(sw)}"/><path d="M${n(back)} ${n(wy)} L${n(crank[0])} ${n(crank[1])} L${n(seat[0])} ${n(seat[1])} Z M${n(crank[0])} ${n(crank[1])} L${n(bar[0] - size * 0.03)} ${n(seat[1] + size * 0.05)} L${n(seat[0])} ${n(seat[1])} M${n(bar[0] - size * 0.03)} ${n(seat[1] + size * 0.05)} L${n(front)} ${n(wy)} M${n(bar[0] - size * 0.03)} ${n(seat[1] + size * 0.05)} L${n(bar[0])} ${n(bar[1])}" stroke="${colour}" stroke-width="${n(sw * 1.3)}" fill="none" stroke-linejoin="round"/><path d="M${n(seat[0] - size * 0.06)} ${n(seat[1] - sw)} h${n(size * 0.12)}" stroke="#222" stroke-width="${n(sw * 1.5)}" stroke-linecap="round"/><path d="M${n(bar[0] - size * 0.05)} ${n(bar[1])} h${n(size * 0.1)}" stroke="#222" stroke-width="${n(sw * 1.2)}" stroke-linecap="round"/>`;
}

export function bikes(c: Canvas): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.82;
  const parts: string[] = [
    sky(c, '#a2d2ff', '#f1faee', ground),
    facades(c, h * 0.62, h * 0.35, h * 0.5, 0.2),
  ];
  // A canal between the houses and the quay.
  parts.push(`<rect x="0" y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.1)}" fill="#457b9d"/>`);
  for (let i = 0; i < 20; i += 1)
    parts.push(
      `<rect x="${n(rng.range(0, w))}" y="${n(h * rng.range(0.63, 0.71))}" width="${n(u * rng.range(4, 12))}" height="${n(u * 0.3)}" fill="#ffffff" fill-opacity="0.35"/>`,
    );
  parts.push(
    `<rect x="0" y="${n(h * 0.72)}" width="${w}" height="${n(h * 0.28)}" fill="#d6ccc2"/>`,
  );
  parts.push(`<rect x="0" y="${n(h * 0.72)}" width="${w}" height="${n(u * 1.5)}" fill="#8d99ae"/>`);
  for (let x = rng.range(8, 12) * u; x < w - u * 6; x += rng.range(21, 26) * u) {
    parts.push(bicycle(c, x, ground + rng.range(0, 3) * u, u * 17, rng.pick(palette.colors)));
  }
  // Trees along the quay.
  for (let i = 0; i < 3; i += 1) {
    const tx = rng.range(0.1, 0.9) * w;
    parts.push(
      `<rect x="${n(tx - u)}" y="${n(h * 0.45)}" width="${n(u * 2)}" height="${n(h * 0.28)}" fill="#5d4037"/><circle cx="${n(tx)}" cy="${n(h * 0.42)}" r="${n(u * 10)}" fill="#52b788"/><circle cx="${n(tx + u * 5)}" cy="${n(h * 0.46)}" r="${n(u * 7)}" fill="#40916c"/>`,
    );
  }
  return parts.join('');
}
