/** Where a city's landmarks stand along a horizon, and how large. */
import { lighten } from '../colour.js';
import type { Canvas } from '../canvas.js';
import { cityStyle } from './cities.js';

/**
 * The city's landmarks along a horizon, left to right, sized to fit: `first` picks which
 * landmark leads (compositions differ per picture). Returns the SVG and the names drawn.
 */
export function cityLandmarks(
  c: Canvas,
  city: string,
  ground: number,
  size: number,
  colour: string,
  first = 0,
  count = 2,
): { svg: string; names: string[]; leadTop: number } {
  const { landmarks } = cityStyle(city);
  const chosen = Array.from(
    { length: Math.min(count, landmarks.length) },
    (_, i) => landmarks[(first + i) % landmarks.length]!,
  );
  const parts: string[] = [];
  const names: string[] = [];
  let leadTop = ground;
  // Spread across the width, the lead one largest, the rest a little further back (lighter).
  chosen.forEach((landmark, i) => {
    const scale = i === 0 ? 1 : 0.62;
    const s = size * scale;
    const maxSize = (c.w * (i === 0 ? 0.9 : 0.35)) / landmark.width;
    const fitted = Math.min(s, maxSize);
    const x = i === 0 ? c.w * (0.3 + c.rng.range(0, 0.4)) : c.w * (i % 2 ? 0.82 : 0.14);
    const shade = i === 0 ? colour : lighten(colour, 0.18);
    if (i === 0) leadTop = ground - fitted;
    parts.unshift(landmark.paint(c, x, ground, fitted, shade));
    names.push(landmark.name);
  });
  return { svg: parts.join(''), names, leadTop };
}
