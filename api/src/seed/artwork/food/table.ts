/** The table under the plates, seen from above: wooden planks, striped linen or veined stone. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';

/** Planks of one wood, each a shade lighter or darker, with grain and dark seams. */
function woodenTable(c: Canvas): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const base = rng.pick(['#8b5a2b', '#a0522d', '#6f4e37', '#b07d4f', '#5c4033']);
  parts.push(`<rect width="${w}" height="${h}" fill="${base}"/>`);
  const plank = rng.range(14, 22) * u;
  for (let x = 0; x < w; x += plank) {
    parts.push(
      `<rect x="${n(x)}" y="0" width="${n(plank)}" height="${h}" fill="${mix(base, rng.chance(0.5) ? '#000000' : '#ffffff', rng.range(0, 0.1))}"/>`,
    );
    // Grain: long gentle waves along each plank.
    for (let g = 0; g < 7; g += 1) {
      const gx = x + rng.range(0, plank);
      const amp = rng.range(0.3, 1.2) * u;
      parts.push(
        `<path d="M${n(gx)} 0 C${n(gx + amp)} ${n(h * 0.3)} ${n(gx - amp)} ${n(h * 0.6)} ${n(gx + amp * 0.5)} ${h}" stroke="${darken(base, 0.35)}" stroke-opacity="${n(rng.range(0.15, 0.4))}" stroke-width="${n(rng.range(0.1, 0.35) * u)}" fill="none"/>`,
      );
    }
    parts.push(
      `<rect x="${n(x)}" y="0" width="${n(u * 0.25)}" height="${h}" fill="${darken(base, 0.5)}" fill-opacity="0.6"/>`,
    );
  }
  return parts.join('');
}

/** A linen cloth checked in a stripe of the palette's second colour. */
function linenTable(c: Canvas): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const base = rng.pick(['#f1e9dc', '#e8eef1', '#f6e7e1']);
  const stripe = mix(c.palette.colors[1], base, 0.55);
  parts.push(`<rect width="${w}" height="${h}" fill="${base}"/>`);
  const step = rng.range(8, 12) * u;
  for (let x = 0; x < w; x += step)
    parts.push(
      `<rect x="${n(x)}" y="0" width="${n(step / 3)}" height="${h}" fill="${stripe}" fill-opacity="0.35"/>`,
    );
  for (let y = 0; y < h; y += step)
    parts.push(
      `<rect x="0" y="${n(y)}" width="${w}" height="${n(step / 3)}" fill="${stripe}" fill-opacity="0.35"/>`,
    );
  return parts.join('');
}

/** Marble or slate with a few long veins. */
function stoneTable(c: Canvas): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const base = rng.pick(['#e9e6e1', '#d8d4cf', '#3a3d42']);
  const vein = base === '#3a3d42' ? '#6b7078' : '#b9b3ab';
  parts.push(`<rect width="${w}" height="${h}" fill="${base}"/>`);
  for (let i = 0; i < 5; i += 1) {
    const y0 = rng.range(-h * 0.2, h);
    parts.push(
      `<path d="M0 ${n(y0)} Q${n(w * rng.range(0.2, 0.5))} ${n(y0 + rng.range(-30, 30) * u)} ${n(w * rng.range(0.5, 0.7))} ${n(y0 + rng.range(-15, 25) * u)} T${w} ${n(y0 + rng.range(-20, 40) * u)}" stroke="${vein}" stroke-opacity="${n(rng.range(0.15, 0.35))}" stroke-width="${n(rng.range(0.1, 0.5) * u)}" fill="none"/>`,
    );
  }
  return parts.join('');
}

/** A table of a seeded style (wood twice as often as linen or stone). */
export function paintTable(c: Canvas): string {
  const style = c.rng.pick(['wood', 'wood', 'linen', 'stone'] as const);
  if (style === 'wood') return woodenTable(c);
  if (style === 'linen') return linenTable(c);
  return stoneTable(c);
}
