/**
 * The waterfront: a quay along the city's river or canal, and what the variant puts on it (the
 * bouquinistes' boxes, trees in blossom, parked bikes, or lamps and a footbridge), by day, in the
 * evening, at night or in fog.
 */
import { mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { bicycle } from '../scenes/bikes.js';
import { backdrop } from './backdrop.js';
import { cityRow } from './city-row.js';
import { people } from './foreground.js';
import { rect, timeNamed, type Drawn, type Time } from './scene.js';

export function waterfront(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { w, h, u } = c;
  const time = timeNamed(
    variant === 'night'
      ? 'night'
      : variant === 'evening'
        ? 'sunset'
        : variant === 'fog'
          ? 'dawn'
          : 'day',
  );
  const waterTop = h * 0.6;
  const back = backdrop(c, city, h * 0.38, time);
  const parts = [back.svg, cityRow(c, city, waterTop, h * 0.18, h * 0.3)];
  if (variant === 'night') parts.push(litWindows(c, waterTop));
  parts.push(canalWater(c, waterTop, time));
  // The near quay, stone-edged.
  parts.push(rect(0, h * 0.8, w, h * 0.2, '#b7ab98'), rect(0, h * 0.8, w, u * 1.5, '#8d99ae'));
  parts.push(onTheQuay(c, variant, waterTop));
  if (variant === 'fog') parts.push(rect(0, 0, w, h, '#e8eef2', ' fill-opacity="0.45"'));
  return { svg: parts.join(''), landmarks: back.landmarks };
}

/** What stands on the quay: the variant's bookstalls, trees, bikes, or lamps and strollers. */
function onTheQuay(c: Canvas, variant: string | undefined, waterTop: number): string {
  if (variant === 'booksellers') return bouquinistes(c);
  if (variant === 'blossoms' || variant === 'jacaranda') return blossomTrees(c, variant, waterTop);
  if (variant === 'bikes') return parkedBikes(c);
  return quayLamps(c, variant, waterTop);
}

/** Windows lit at night in the buildings across the water. */
function litWindows(c: Canvas, waterTop: number): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  for (let i = 0; i < 40; i += 1)
    parts.push(
      rect(
        rng.range(0, w),
        rng.range(h * 0.35, waterTop - u * 3),
        u * 1.2,
        u * 1.6,
        '#ffd56e',
        ' fill-opacity="0.8"',
      ),
    );
  return parts.join('');
}

/** The river or canal, in the light of the hour, with ripples catching it. */
function canalWater(c: Canvas, waterTop: number, time: Time): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  parts.push(rect(0, waterTop, w, h * 0.2, mix(time.water[0], '#2a6f97', 0.4)));
  for (let i = 0; i < 26; i += 1)
    parts.push(
      rect(
        rng.range(0, w),
        rng.range(waterTop, h * 0.8),
        u * rng.range(3, 12),
        u * 0.3,
        '#ffffff',
        ` fill-opacity="${n(rng.range(0.15, 0.4))}"`,
      ),
    );
  return parts.join('');
}

/** Green bouquiniste boxes on the parapet, lids open, prints pinned inside. */
function bouquinistes(c: Canvas): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  for (let x = u * 4; x < w - u * 16; x += u * 22) {
    parts.push(
      rect(x, h * 0.9 - u * 8, u * 16, u * 8, '#2d6a4f'),
      `<path d="M${n(x)} ${n(h * 0.9 - u * 8)} L${n(x + u)} ${n(h * 0.9 - u * 16)} L${n(x + u * 15)} ${n(h * 0.9 - u * 16)} L${n(x + u * 16)} ${n(h * 0.9 - u * 8)} Z" fill="#40916c"/>`,
    );
    for (let b = 0; b < 4; b += 1)
      parts.push(
        rect(
          x + u * (2 + b * 3.4),
          h * 0.9 - u * 14,
          u * 2.6,
          u * 4,
          rng.pick(['#f1faee', '#ffe8d6', '#e9c46a', '#a8dadc']),
        ),
      );
    for (let b = 0; b < 6; b += 1)
      parts.push(
        rect(
          x + u * (1 + b * 2.4),
          h * 0.9 - u * 10,
          u * 2,
          u * 2,
          rng.pick(['#bc4749', '#1d3557', '#f2cc8f', '#6d597a']),
        ),
      );
  }
  parts.push(people(c, 3, h * 0.93, h - u, u * 20));
  return parts.join('');
}

/** Trees in blossom (cherry) or in flower (jacaranda) along the quay, petals on the water. */
function blossomTrees(c: Canvas, variant: 'blossoms' | 'jacaranda', waterTop: number): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const petal =
    variant === 'blossoms' ? ['#ffc8dd', '#ffafcc', '#fde2e4'] : ['#9d8df1', '#b8a9f9', '#7b6cd9'];
  for (let i = 0; i < 7; i += 1) {
    const tx = (i / 6) * w + rng.range(-u * 4, u * 4);
    parts.push(rect(tx - u, h * 0.55, u * 2, h * 0.3, '#4a3728'));
    for (let k = 0; k < 16; k += 1)
      parts.push(
        `<circle cx="${n(tx + rng.range(-u * 12, u * 12))}" cy="${n(h * rng.range(0.3, 0.58))}" r="${n(u * rng.range(2.5, 5))}" fill="${rng.pick(petal)}" fill-opacity="0.9"/>`,
      );
  }
  for (let i = 0; i < 60; i += 1)
    parts.push(
      `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(waterTop, h))}" r="${n(u * 0.5)}" fill="${rng.pick(petal)}"/>`,
    );
  return parts.join('');
}

/** Bikes parked all along the quay. */
function parkedBikes(c: Canvas): string {
  const { rng, w, h, u, palette } = c;
  const parts: string[] = [];
  for (let x = u * 10; x < w - u * 6; x += u * rng.range(18, 24))
    parts.push(bicycle(c, x, h * 0.94, u * 16, rng.pick(palette.colors)));
  return parts.join('');
}

/** An iron footbridge over the canal (evening and night), lamps along the quay, strollers. */
function quayLamps(c: Canvas, variant: string | undefined, waterTop: number): string {
  const { w, h, u } = c;
  const parts: string[] = [];
  if (variant === 'evening' || variant === 'night')
    parts.push(
      `<path d="M${n(w * 0.2)} ${n(waterTop + u * 8)} Q${n(w * 0.5)} ${n(waterTop - u * 6)} ${n(w * 0.8)} ${n(waterTop + u * 8)}" stroke="#2b3a42" stroke-width="${n(u * 2)}" fill="none"/>`,
    );
  for (let x = u * 8; x < w; x += u * 30)
    parts.push(
      rect(x, h * 0.8 - u * 16, u * 0.8, u * 16, '#222'),
      `<circle cx="${n(x + u * 0.4)}" cy="${n(h * 0.8 - u * 17)}" r="${n(u * 1.4)}" fill="#ffe8a3"/>`,
    );
  parts.push(people(c, 3, h * 0.88, h - u, u * 22));
  return parts.join('');
}
