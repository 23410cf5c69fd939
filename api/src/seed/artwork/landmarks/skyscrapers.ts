/** New York's skyscrapers: setbacks, crowns and needles. */
import { lighten } from '../colour.js';
import { n } from '../canvas.js';
import { path, rect, type LandmarkPainter } from './painter.js';

export const empireState: LandmarkPainter = (c, x, ground, size, colour) => {
  const parts: string[] = [];
  // Setbacks, then the mast.
  const tiers = [
    [0.3, 0.0, 0.22],
    [0.22, 0.22, 0.6],
    [0.14, 0.6, 0.78],
    [0.08, 0.78, 0.84],
  ] as const;
  for (const [half, from, to] of tiers)
    parts.push(
      rect(x - size * half * 0.5, ground - size * to, size * half, size * (to - from) + 1, colour),
    );
  parts.push(
    path(
      `M${n(x - size * 0.015)} ${n(ground - size * 0.84)} L${n(x)} ${n(ground - size)} L${n(x + size * 0.015)} ${n(ground - size * 0.84)} Z`,
      colour,
    ),
  );
  for (let y = ground - size * 0.58; y < ground - size * 0.05; y += size * 0.03)
    parts.push(
      rect(
        x - size * 0.1,
        y,
        size * 0.2,
        size * 0.008,
        lighten(colour, 0.25),
        ' fill-opacity="0.6"',
      ),
    );
  return parts.join('');
};

export const chryslerBuilding: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 0.12;
  const parts = [rect(x - w / 2, ground - size * 0.7, w, size * 0.7, colour)];
  // The stacked arches of the crown, then the needle.
  for (let i = 0; i < 4; i += 1) {
    const r = w * (0.5 - i * 0.1);
    const y = ground - size * (0.7 + i * 0.05);
    parts.push(
      path(`M${n(x - r)} ${n(y)} A${n(r)} ${n(r * 1.2)} 0 0 1 ${n(x + r)} ${n(y)} Z`, colour),
    );
    parts.push(
      path(
        `M${n(x - r * 0.8)} ${n(y - r * 0.3)} A${n(r * 0.8)} ${n(r)} 0 0 1 ${n(x + r * 0.8)} ${n(y - r * 0.3)}`,
        'none',
        ` stroke="${lighten(colour, 0.45)}" stroke-width="${n(size * 0.004)}"`,
      ),
    );
  }
  parts.push(
    path(
      `M${n(x - w * 0.06)} ${n(ground - size * 0.88)} L${n(x)} ${n(ground - size)} L${n(x + w * 0.06)} ${n(ground - size * 0.88)} Z`,
      colour,
    ),
  );
  return parts.join('');
};
