/** Cutlery laid beside the plate: a fork on the napkin, a knife on the other side. */
import { lighten } from '../colour.js';
import { n, type Canvas } from '../canvas.js';

/** A fork or a knife from above, its handle at (x, y), pointing down the picture. */
export function cutlery(
  c: Canvas,
  x: number,
  y: number,
  length: number,
  kind: 'fork' | 'knife',
): string {
  const width = length * 0.07;
  const metal = '#c9ccd1';
  const edge = '#8d9299';
  if (kind === 'knife') {
    return `<rect x="${n(x - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(length * 0.45)}" rx="${n(width / 2)}" fill="${metal}" stroke="${edge}" stroke-width="1"/><path d="M${n(x - width / 2)} ${n(y + length * 0.45)} L${n(x + width / 2)} ${n(y + length * 0.45)} L${n(x + width * 0.4)} ${n(y + length)} Q${n(x - width * 0.6)} ${n(y + length * 0.9)} ${n(x - width / 2)} ${n(y + length * 0.45)} Z" fill="${lighten(metal, 0.3)}" stroke="${edge}" stroke-width="1"/>`;
  }
  const tines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${n(x - width * 0.9 + i * width * 0.55)}" y="${n(y + length * 0.62)}" width="${n(width * 0.25)}" height="${n(length * 0.38)}" rx="${n(width * 0.1)}" fill="${metal}"/>`,
    )
    .join('');
  return `<rect x="${n(x - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(length * 0.55)}" rx="${n(width / 2)}" fill="${metal}" stroke="${edge}" stroke-width="1"/><rect x="${n(x - width * 0.9)}" y="${n(y + length * 0.54)}" width="${n(width * 1.9)}" height="${n(length * 0.1)}" rx="${n(width * 0.3)}" fill="${metal}"/>${tines}`;
}
