/** Statues on their columns and pedestals. */
import { mix } from '../colour.js';
import { n } from '../canvas.js';
import { path, rect, type LandmarkPainter } from './painter.js';

export const statueOfLiberty: LandmarkPainter = (c, x, ground, size, colour) => {
  const green = mix('#5fa59a', colour, 0.45);
  return [
    // Pedestal, robe, raised arm with the torch, the crown's rays.
    path(
      `M${n(x - size * 0.12)} ${n(ground)} L${n(x - size * 0.09)} ${n(ground - size * 0.42)} L${n(x + size * 0.09)} ${n(ground - size * 0.42)} L${n(x + size * 0.12)} ${n(ground)} Z`,
      colour,
    ),
    path(
      `M${n(x - size * 0.07)} ${n(ground - size * 0.42)} Q${n(x - size * 0.06)} ${n(ground - size * 0.7)} ${n(x - size * 0.03)} ${n(ground - size * 0.8)} L${n(x + size * 0.035)} ${n(ground - size * 0.8)} Q${n(x + size * 0.07)} ${n(ground - size * 0.66)} ${n(x + size * 0.07)} ${n(ground - size * 0.42)} Z`,
      green,
    ),
    `<circle cx="${n(x)}" cy="${n(ground - size * 0.83)}" r="${n(size * 0.035)}" fill="${green}"/>`,
    path(
      `M${n(x + size * 0.02)} ${n(ground - size * 0.76)} L${n(x + size * 0.07)} ${n(ground - size * 0.95)} L${n(x + size * 0.09)} ${n(ground - size * 0.94)} L${n(x + size * 0.05)} ${n(ground - size * 0.74)} Z`,
      green,
    ),
    `<circle cx="${n(x + size * 0.08)}" cy="${n(ground - size * 0.97)}" r="${n(size * 0.018)}" fill="#ffd166"/>`,
    ...[-2, -1, 0, 1, 2].map((k) =>
      path(
        `M${n(x)} ${n(ground - size * 0.86)} L${n(x + k * size * 0.025)} ${n(ground - size * 0.9)}`,
        'none',
        ` stroke="${green}" stroke-width="${n(size * 0.008)}"`,
      ),
    ),
  ].join('');
};

export const angelColumn: LandmarkPainter = (c, x, ground, size, colour) => {
  const gold = mix('#e9b949', colour, 0.25);
  return [
    rect(x - size * 0.12, ground - size * 0.14, size * 0.24, size * 0.14, colour),
    rect(x - size * 0.03, ground - size * 0.85, size * 0.06, size * 0.72, colour),
    rect(x - size * 0.045, ground - size * 0.87, size * 0.09, size * 0.03, colour),
    // The golden Angel of Independence, wings spread.
    path(
      `M${n(x)} ${n(ground - size * 0.87)} L${n(x - size * 0.02)} ${n(ground - size * 0.97)} L${n(x + size * 0.02)} ${n(ground - size * 0.97)} Z`,
      gold,
    ),
    path(
      `M${n(x)} ${n(ground - size * 0.95)} Q${n(x - size * 0.08)} ${n(ground - size * 1.02)} ${n(x - size * 0.07)} ${n(ground - size * 0.92)} Z M${n(x)} ${n(ground - size * 0.95)} Q${n(x + size * 0.08)} ${n(ground - size * 1.02)} ${n(x + size * 0.07)} ${n(ground - size * 0.92)} Z`,
      gold,
    ),
    `<circle cx="${n(x)}" cy="${n(ground - size * 0.99)}" r="${n(size * 0.012)}" fill="${gold}"/>`,
  ].join('');
};
