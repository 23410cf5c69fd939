/** The picture inside a frame: a photo behind glass, or a painted canvas. */
import { linearGradient, n, subCanvas, type Canvas } from '../canvas.js';
import type { Rng } from '../random.js';
import { paintLandmark, paintLandscape } from '../scenes.js';
import { paintSkyline } from '../skyline.js';
import type { Box } from './box.js';

/** The artwork inside the frame, painted on its own canvas and placed into the opening. */
export function print(c: Canvas, rng: Rng, box: Box, painting: boolean): string {
  const inner: Canvas = { ...subCanvas(c, Math.round(box.w), Math.round(box.h)), rng };
  const art = painting
    ? rng.chance(0.6)
      ? paintLandscape(inner)
      : paintLandmark(inner)
    : rng.pick([
        () => paintSkyline(inner),
        () => paintLandmark(inner),
        () => paintLandscape(inner),
      ])();
  let finish = '';
  if (painting) {
    // Canvas weave and a varnish sheen make it read as paint rather than a photo.
    const weave: string[] = [];
    for (let y = 0; y < inner.h; y += 3) weave.push(`M0 ${y} h${inner.w}`);
    finish += `<path d="${weave.join(' ')}" stroke="#000000" stroke-opacity="0.06" stroke-width="1"/>`;
  } else {
    const glare = inner.id('glare');
    finish += `<defs>${linearGradient(
      glare,
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.14],
        [1, '#ffffff', 0],
      ],
      false,
    )}</defs><path d="M${n(inner.w * 0.15)} 0 L${n(inner.w * 0.45)} 0 L${n(inner.w * 0.15)} ${inner.h} L${n(-inner.w * 0.15)} ${inner.h} Z" fill="url(#${glare})"/>`;
  }
  return `<svg x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" viewBox="0 0 ${inner.w} ${inner.h}" preserveAspectRatio="none" overflow="hidden">${art}${finish}</svg>`;
}
