import { hashString } from './random.js';
import { darken, isHex, lighten, mix } from './colour.js';

/** A colour theme: five accents from deep to light. */
export interface Palette {
  name: string;
  colors: [string, string, string, string, string];
}

export const seedPalettes: readonly Palette[] = [
  { name: 'terracotta', colors: ['#7a2e1f', '#c8553d', '#f28f3b', '#ffd5a5', '#588b8b'] },
  { name: 'ocean', colors: ['#0b3954', '#087e8b', '#5fb3b3', '#bfd7ea', '#ff5a5f'] },
  { name: 'sakura', colors: ['#4a2c40', '#c06c84', '#f67280', '#f8b195', '#6c5b7b'] },
  { name: 'desert', colors: ['#5b3a29', '#b5651d', '#e0a458', '#f4e1c1', '#2f6690'] },
  { name: 'nordic', colors: ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'] },
  { name: 'tropical', colors: ['#064e3b', '#059669', '#fbbf24', '#fde68a', '#ef4444'] },
  { name: 'lavender', colors: ['#2e1a47', '#6a4c93', '#b497d6', '#e6dcf5', '#ffb703'] },
  { name: 'citrus', colors: ['#3d405b', '#e07a5f', '#f2cc8f', '#f4f1de', '#81b29a'] },
  { name: 'emerald', colors: ['#0d3b2e', '#1b7f5b', '#58b368', '#dbf3c9', '#f25c54'] },
  { name: 'neon', colors: ['#10002b', '#7b2cbf', '#ff006e', '#ffbe0b', '#3a86ff'] },
];

/**
 * `palette` may be a palette name, any other text (a city name, hashed to a stable palette),
 * or a #rrggbb accent from which a theme is derived. Without it the seed chooses.
 */
export function resolvePalette(palette: string | undefined, seed: number): Palette {
  if (palette && isHex(palette)) {
    const accent = palette.toLowerCase();
    return {
      name: accent,
      colors: [
        darken(accent, 0.55),
        accent,
        lighten(accent, 0.35),
        lighten(accent, 0.8),
        mix(accent, '#2f6690', 0.7),
      ],
    };
  }
  const named = palette ? seedPalettes.find((p) => p.name === palette.toLowerCase()) : undefined;
  if (named) return named;
  const index = palette ? hashString(palette) : Math.abs(Math.trunc(seed) * 2654435761) >>> 0;
  return seedPalettes[index % seedPalettes.length] as Palette;
}
