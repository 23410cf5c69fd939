/**
 * Food pictures: a plated dish seen from above on a wooden, linen or stone table, or several of
 * the seed's named dishes on one table.
 */
import { paintDish, type DishKey } from '../dishes.js';
import { darken, lighten } from '../colour.js';
import { linearGradient, n, radialGradient, type Canvas } from '../canvas.js';
import { paintTable } from './table.js';
import { leaf } from './garnish.js';
import { cutlery } from './cutlery.js';
import { dishFor, paintGenericDish } from './generic-dishes.js';

/** A plated dish seen from above on a wooden, linen or stone table, with cutlery and garnish. */
export function paintFood(c: Canvas, title?: string, named?: DishKey): string {
  const { rng, w, h, u, palette } = c;
  const cx = w / 2 + rng.range(-0.06, 0.06) * w;
  const cy = h / 2 + rng.range(-0.04, 0.04) * h;
  const r = Math.min(w, h) * rng.range(0.33, 0.38);
  const kind = named
    ? undefined
    : (dishFor(title) ??
      rng.pick(['salad', 'pasta', 'pizza', 'bowl', 'curry', 'breakfast'] as const));
  const shadowId = c.id('shadow');
  const plateId = c.id('plate');
  const rimColour = rng.chance(0.35)
    ? lighten(palette.colors[1], 0.2)
    : rng.pick(['#ffffff', '#f7f3ea', '#eef2f5']);
  const parts: string[] = [paintTable(c)];
  parts.push(
    `<defs>${radialGradient(shadowId, [
      [0.78, '#000000', 0.35],
      [1, '#000000', 0],
    ])}${linearGradient(plateId, [
      [0, lighten(rimColour, 0.5)],
      [1, darken(rimColour, 0.08)],
    ])}</defs>`,
  );

  // Napkin and cutlery to one side, a small sauce dish or glass to the other.
  const napkinX = cx - r * 1.55;
  if (napkinX > -r * 0.3) {
    parts.push(
      `<rect x="${n(napkinX - r * 0.2)}" y="${n(cy - r * 0.8)}" width="${n(r * 0.45)}" height="${n(r * 1.6)}" rx="${n(u)}" fill="${palette.colors[rng.int(1, 2)]}" fill-opacity="0.9" transform="rotate(${n(rng.range(-6, 6))} ${n(napkinX)} ${n(cy)})"/>`,
    );
    parts.push(cutlery(c, napkinX, cy - r * 0.65, r * 1.3, 'fork'));
  }
  parts.push(cutlery(c, cx + r * 1.22, cy - r * 0.65, r * 1.3, 'knife'));
  const sideX = cx + r * 1.05 * (rng.chance(0.5) ? 1 : -1);
  const sideY = cy - r * 1.0;
  if (sideY > -r * 0.1) {
    const sr = r * 0.22;
    parts.push(
      `<circle cx="${n(sideX + u)}" cy="${n(sideY + u)}" r="${n(sr * 1.15)}" fill="url(#${shadowId})"/><circle cx="${n(sideX)}" cy="${n(sideY)}" r="${n(sr)}" fill="#f5f1e8"/><circle cx="${n(sideX)}" cy="${n(sideY)}" r="${n(sr * 0.72)}" fill="${rng.pick(['#7f4f24', '#2b9348', '#d00000', '#f9c74f'])}"/>`,
    );
  }

  // The plate: soft shadow, rim, well.
  parts.push(
    `<circle cx="${n(cx + r * 0.05)}" cy="${n(cy + r * 0.07)}" r="${n(r * 1.12)}" fill="url(#${shadowId})"/>`,
  );
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${plateId})"/>`);
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="${darken(rimColour, 0.04)}" stroke="${darken(rimColour, 0.12)}" stroke-width="${n(u * 0.3)}"/>`,
  );
  parts.push(named ? paintDish(c, named, cx, cy, r * 1.05) : paintGenericDish(c, kind!, cx, cy, r));
  // A highlight across the rim sells the glaze.
  parts.push(
    `<path d="M${n(cx - r * 0.7)} ${n(cy - r * 0.7)} A${n(r * 0.95)} ${n(r * 0.95)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.93)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${n(u * 0.8)}" fill="none" stroke-linecap="round"/>`,
  );

  // Scattered herbs and crumbs on the table.
  for (let i = 0; i < 10; i += 1) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    if (Math.hypot(x - cx, y - cy) < r * 1.1) continue;
    parts.push(leaf(c, x, y, u * rng.range(0.8, 1.6), rng.pick(['#2d6a4f', '#40916c'])));
  }
  return parts.join('');
}

/**
 * Several named dishes on one table, seen from above, each on its own plate: "a city in four
 * dishes" shows all four, never one of them.
 */
export function paintSpread(c: Canvas, dishes: readonly DishKey[]): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [paintTable(c)];
  const shadowId = c.id('shadow');
  parts.push(
    `<defs>${radialGradient(shadowId, [
      [0.78, '#000000', 0.35],
      [1, '#000000', 0],
    ])}</defs>`,
  );
  // A grid as square as the count allows (2 × 2 for four), plates staggered a little.
  const cols = Math.ceil(Math.sqrt(dishes.length));
  const rows = Math.ceil(dishes.length / cols);
  // The plates close together in the middle of a wide picture, as on a table for a meal.
  const region = Math.min(w, (h * cols * 1.25) / rows);
  const left = (w - region) / 2;
  const cellW = region / cols;
  const cellH = h / rows;
  const r = Math.min(cellW, cellH) * 0.45;
  dishes.forEach((key, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const cx = left + cellW * (col + 0.5) + rng.range(-0.03, 0.03) * cellW;
    const cy = cellH * (row + 0.5) + rng.range(-0.03, 0.03) * cellH;
    const rim = rng.pick(['#ffffff', '#f7f3ea', '#eef2f5']);
    const plateId = c.id('plate');
    parts.push(
      `<defs>${linearGradient(plateId, [
        [0, lighten(rim, 0.5)],
        [1, darken(rim, 0.08)],
      ])}</defs>`,
      `<circle cx="${n(cx + r * 0.05)}" cy="${n(cy + r * 0.07)}" r="${n(r * 1.12)}" fill="url(#${shadowId})"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${plateId})"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="${darken(rim, 0.04)}" stroke="${darken(rim, 0.12)}" stroke-width="${n(u * 0.3)}"/>`,
      paintDish(c, key, cx, cy, r * 1.05),
    );
  });
  // Glasses of water between the plates: a shared meal.
  for (let k = 0; k < cols - 1; k += 1) {
    const x = left + cellW * (k + 1);
    const y = h / 2;
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 4.2)}" fill="#dbeafe" fill-opacity="0.7" stroke="#adb5bd" stroke-width="${n(u * 0.3)}"/><circle cx="${n(x - u)}" cy="${n(y - u)}" r="${n(u * 1.2)}" fill="#ffffff" fill-opacity="0.7"/>`,
    );
  }
  return parts.join('');
}
