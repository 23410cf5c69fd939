/** The mountains and palms a city is known by. */
import { darken, lighten } from '../colour.js';
import { n } from '../canvas.js';
import { path, rect, type LandmarkPainter } from './painter.js';

export const tableMountain: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 4.2;
  // The long flat top, with Devil's Peak to the left and Lion's Head to the right.
  return [
    path(
      `M${n(x - w / 2)} ${n(ground)} L${n(x - w * 0.42)} ${n(ground - size * 0.55)} L${n(x - w * 0.36)} ${n(ground - size * 0.82)} L${n(x - w * 0.3)} ${n(ground - size * 0.7)} L${n(x - w * 0.26)} ${n(ground - size * 0.96)} L${n(x + w * 0.2)} ${n(ground - size)} L${n(x + w * 0.26)} ${n(ground - size * 0.7)} L${n(x + w * 0.3)} ${n(ground - size * 0.45)} Q${n(x + w * 0.38)} ${n(ground - size * 0.95)} ${n(x + w * 0.42)} ${n(ground - size * 0.4)} L${n(x + w / 2)} ${n(ground)} Z`,
      colour,
    ),
    // Cliff bands across the face.
    ...[0.85, 0.72, 0.6].map((t) =>
      path(
        `M${n(x - w * 0.24)} ${n(ground - size * t)} L${n(x + w * 0.19)} ${n(ground - size * (t + 0.02))}`,
        'none',
        ` stroke="${lighten(colour, 0.18)}" stroke-width="${n(size * 0.012)}"`,
      ),
    ),
  ].join('');
};

export const sugarloaf: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 1.1;
  return [
    // Morro da Urca, then the tall rounded Sugarloaf, linked by the cable car line.
    path(
      `M${n(x - w * 1.3)} ${n(ground)} Q${n(x - w * 0.95)} ${n(ground - size * 0.55)} ${n(x - w * 0.6)} ${n(ground)} Z`,
      colour,
    ),
    path(
      `M${n(x - w * 0.55)} ${n(ground)} C${n(x - w * 0.5)} ${n(ground - size * 0.8)} ${n(x - w * 0.2)} ${n(ground - size * 1.05)} ${n(x)} ${n(ground - size)} C${n(x + w * 0.25)} ${n(ground - size * 0.95)} ${n(x + w * 0.45)} ${n(ground - size * 0.6)} ${n(x + w * 0.55)} ${n(ground)} Z`,
      colour,
    ),
    path(
      `M${n(x - w * 0.95)} ${n(ground - size * 0.5)} L${n(x - w * 0.05)} ${n(ground - size * 0.98)}`,
      'none',
      ` stroke="${darken(colour, 0.4)}" stroke-width="${n(size * 0.006)}"`,
    ),
    rect(x - w * 0.52, ground - size * 0.76, size * 0.05, size * 0.035, lighten(colour, 0.6)),
  ].join('');
};

export const corcovado: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 1.3;
  const top = ground - size * 0.82;
  const s = size * 0.18;
  return [
    path(
      `M${n(x - w)} ${n(ground)} Q${n(x - w * 0.3)} ${n(ground - size * 0.4)} ${n(x - w * 0.08)} ${n(top)} L${n(x + w * 0.08)} ${n(top)} Q${n(x + w * 0.35)} ${n(ground - size * 0.3)} ${n(x + w)} ${n(ground)} Z`,
      colour,
    ),
    // Christ the Redeemer, arms open, on the summit.
    rect(x - s * 0.07, top - s, s * 0.14, s, colour),
    rect(x - s * 0.5, top - s * 0.8, s, s * 0.09, colour),
    `<circle cx="${n(x)}" cy="${n(top - s * 1.05)}" r="${n(s * 0.08)}" fill="${colour}"/>`,
  ].join('');
};

export const atlasMountains: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 5;
  const peaks = [0.1, 0.3, 0.5, 0.72, 0.9];
  const line = peaks
    .map((t, i) => {
      const px = x - w / 2 + w * t;
      const py = ground - size * (0.7 + (i % 2) * 0.3);
      return `L${n(px - w * 0.06)} ${n(py + size * 0.25)} L${n(px)} ${n(py)}`;
    })
    .join(' ');
  const snow = peaks
    .map((t, i) => {
      const px = x - w / 2 + w * t;
      const py = ground - size * (0.7 + (i % 2) * 0.3);
      return path(
        `M${n(px)} ${n(py)} L${n(px - size * 0.12)} ${n(py + size * 0.16)} L${n(px + size * 0.14)} ${n(py + size * 0.14)} Z`,
        '#f4f4f2',
        ' fill-opacity="0.9"',
      );
    })
    .join('');
  return (
    path(`M${n(x - w / 2)} ${n(ground)} ${line} L${n(x + w / 2)} ${n(ground)} Z`, colour) + snow
  );
};

export const palmTree: LandmarkPainter = (c, x, ground, size, colour) => {
  const top = ground - size;
  const lean = size * 0.08;
  const parts = [
    path(
      `M${n(x - size * 0.02)} ${n(ground)} Q${n(x + lean)} ${n(ground - size * 0.5)} ${n(x + lean)} ${n(top)} L${n(x + lean + size * 0.02)} ${n(top)} Q${n(x + lean + size * 0.02)} ${n(ground - size * 0.5)} ${n(x + size * 0.02)} ${n(ground)} Z`,
      colour,
    ),
  ];
  for (let k = 0; k < 7; k += 1) {
    const a = (k / 7) * Math.PI * 2;
    const ex = x + lean + Math.cos(a) * size * 0.28;
    const ey = top + Math.abs(Math.sin(a)) * size * 0.12 + size * 0.04;
    parts.push(
      path(
        `M${n(x + lean)} ${n(top)} Q${n((x + lean + ex) / 2)} ${n(top - size * 0.08)} ${n(ex)} ${n(ey)}`,
        'none',
        ` stroke="${colour}" stroke-width="${n(size * 0.035)}" stroke-linecap="round"`,
      ),
    );
  }
  return parts.join('');
};
