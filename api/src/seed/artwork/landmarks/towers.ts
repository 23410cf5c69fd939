/** Towers on a city's skyline: lattice, broadcast and stone towers. */
import { darken, lighten, mix } from '../colour.js';
import { n } from '../canvas.js';
import { latticeTower } from '../scenes.js';
import { path, rect, type LandmarkPainter } from './painter.js';

export const eiffelTower: LandmarkPainter = (c, x, ground, size, colour) =>
  latticeTower(c, x, ground, size, colour);

export const tokyoTower: LandmarkPainter = (c, x, ground, size, colour) => {
  // Tokyo Tower: the red-and-white lattice, with two observation decks.
  const red = mix('#e4572e', colour, 0.35);
  const parts = [latticeTower(c, x, ground, size, red)];
  for (const level of [0.42, 0.68]) {
    const half = size * 0.42 * (0.5 - level * 0.55);
    parts.push(rect(x - half, ground - size * level, half * 2, size * 0.035, lighten(red, 0.7)));
  }
  return parts.join('');
};

export const skytree: LandmarkPainter = (c, x, ground, size, colour) => {
  const base = size * 0.09;
  return [
    path(
      `M${n(x - base)} ${n(ground)} L${n(x - size * 0.018)} ${n(ground - size * 0.9)} L${n(x)} ${n(ground - size)} L${n(x + size * 0.018)} ${n(ground - size * 0.9)} L${n(x + base)} ${n(ground)} Z`,
      colour,
    ),
    rect(x - size * 0.045, ground - size * 0.6, size * 0.09, size * 0.04, colour, ' rx="2"'),
    rect(x - size * 0.035, ground - size * 0.72, size * 0.07, size * 0.025, colour, ' rx="2"'),
  ].join('');
};

export const nSeoulTower: LandmarkPainter = (c, x, ground, size, colour) => {
  // Namsan's wooded hill with the tower on top.
  const hill = size * 0.35;
  return [
    path(
      `M${n(x - size * 1.4)} ${n(ground)} Q${n(x)} ${n(ground - hill * 1.6)} ${n(x + size * 1.4)} ${n(ground)} Z`,
      darken(mix(colour, '#2d6a4f', 0.3), 0.05),
    ),
    rect(x - size * 0.025, ground - size, size * 0.05, size * 0.25 + size * 0.47, colour),
    rect(x - size * 0.07, ground - size * 0.72, size * 0.14, size * 0.09, colour, ' rx="3"'),
    rect(x - size * 0.012, ground - size * 1.12, size * 0.024, size * 0.14, colour),
  ].join('');
};

export const galataTower: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 0.2;
  return [
    rect(x - w / 2, ground - size * 0.72, w, size * 0.72, colour),
    rect(x - w * 0.6, ground - size * 0.74, w * 1.2, size * 0.04, darken(colour, 0.1)),
    ...[0.3, 0.5].map((t) =>
      rect(
        x - w * 0.12,
        ground - size * t,
        w * 0.24,
        size * 0.06,
        lighten(colour, 0.35),
        ' rx="2"',
      ),
    ),
    path(
      `M${n(x - w * 0.6)} ${n(ground - size * 0.74)} L${n(x)} ${n(ground - size)} L${n(x + w * 0.6)} ${n(ground - size * 0.74)} Z`,
      colour,
    ),
  ].join('');
};
