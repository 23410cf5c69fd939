/** Churches, mosques, a minaret and a pagoda. */
import { darken, lighten, mix } from '../colour.js';
import { n } from '../canvas.js';
import { pagoda } from '../scenes.js';
import { path, rect, type LandmarkPainter } from './painter.js';

export const sacreCoeur: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 0.9;
  const parts = [rect(x - w / 2, ground - size * 0.35, w, size * 0.35, colour)];
  // One tall central dome and two small ones: Sacré-Cœur on its hill.
  for (const [dx, r, top] of [
    [0, w * 0.2, size * 0.62],
    [-w * 0.3, w * 0.1, size * 0.45],
    [w * 0.3, w * 0.1, size * 0.45],
  ] as const) {
    parts.push(rect(x + dx - r * 0.9, ground - top, r * 1.8, top - size * 0.3, colour));
    parts.push(
      path(
        `M${n(x + dx - r)} ${n(ground - top)} Q${n(x + dx)} ${n(ground - top - r * 2.6)} ${n(x + dx + r)} ${n(ground - top)} Z`,
        colour,
      ),
    );
    parts.push(rect(x + dx - r * 0.08, ground - top - r * 2.6, r * 0.16, r * 0.6, colour));
  }
  return parts.join('');
};

export const sensojiPagoda: LandmarkPainter = (c, x, ground, size, colour) =>
  pagoda(c, x, ground, size, colour, darken(mix(colour, '#7a1f1f', 0.4), 0.1));

export const sagradaFamilia: LandmarkPainter = (c, x, ground, size, colour) => {
  const parts = [rect(x - size * 0.45, ground - size * 0.32, size * 0.9, size * 0.32, colour)];
  // Clusters of tapering, rounded spires, the central tower tallest.
  const spires = [
    [-0.36, 0.7],
    [-0.26, 0.8],
    [-0.14, 0.78],
    [-0.04, 0.68],
    [0.06, 1.0],
    [0.16, 0.72],
    [0.26, 0.82],
    [0.36, 0.74],
  ] as const;
  for (const [dx, hgt] of spires) {
    const sx = x + dx * size;
    const top = ground - size * hgt;
    const wd = size * 0.055;
    parts.push(
      path(
        `M${n(sx - wd)} ${n(ground - size * 0.3)} L${n(sx - wd * 0.35)} ${n(top + size * 0.05)} Q${n(sx)} ${n(top - size * 0.02)} ${n(sx + wd * 0.35)} ${n(top + size * 0.05)} L${n(sx + wd)} ${n(ground - size * 0.3)} Z`,
        colour,
      ),
    );
    parts.push(
      `<circle cx="${n(sx)}" cy="${n(top + size * 0.01)}" r="${n(wd * 0.35)}" fill="${mix(colour, '#e9c46a', 0.35)}"/>`,
    );
    for (let y = top + size * 0.1; y < ground - size * 0.32; y += size * 0.05)
      parts.push(
        rect(sx - wd * 0.15, y, wd * 0.3, size * 0.02, lighten(colour, 0.3), ' fill-opacity="0.7"'),
      );
  }
  // The construction crane that has stood beside it for decades.
  parts.push(
    rect(x + size * 0.5, ground - size * 0.95, size * 0.015, size * 0.95, darken(colour, 0.1)),
    rect(x + size * 0.3, ground - size * 0.95, size * 0.4, size * 0.012, darken(colour, 0.1)),
  );
  return parts.join('');
};

export const mosque: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 1.2;
  const parts = [rect(x - w / 2, ground - size * 0.3, w, size * 0.3, colour)];
  // Cascading half-domes up to the great dome, and pencil minarets at the corners.
  for (const [dx, r, y] of [
    [-0.32, 0.12, 0.3],
    [0.32, 0.12, 0.3],
    [-0.18, 0.17, 0.38],
    [0.18, 0.17, 0.38],
  ] as const)
    parts.push(
      path(
        `M${n(x + dx * w - r * size)} ${n(ground - size * y)} A${n(r * size)} ${n(r * size)} 0 0 1 ${n(x + dx * w + r * size)} ${n(ground - size * y)} Z`,
        colour,
      ),
    );
  parts.push(rect(x - size * 0.24, ground - size * 0.48, size * 0.48, size * 0.18, colour));
  parts.push(
    path(
      `M${n(x - size * 0.27)} ${n(ground - size * 0.48)} A${n(size * 0.27)} ${n(size * 0.24)} 0 0 1 ${n(x + size * 0.27)} ${n(ground - size * 0.48)} Z`,
      colour,
    ),
  );
  parts.push(rect(x - size * 0.006, ground - size * 0.8, size * 0.012, size * 0.08, colour));
  for (const dx of [-0.62, -0.5, 0.5, 0.62]) {
    const mx = x + dx * w;
    const top = ground - size * (Math.abs(dx) > 0.55 ? 0.85 : 0.95);
    parts.push(rect(mx - size * 0.018, top, size * 0.036, ground - top, colour));
    parts.push(
      rect(mx - size * 0.03, top + (ground - top) * 0.3, size * 0.06, size * 0.015, colour),
      rect(mx - size * 0.03, top + (ground - top) * 0.55, size * 0.06, size * 0.015, colour),
    );
    parts.push(
      path(
        `M${n(mx - size * 0.022)} ${n(top)} L${n(mx)} ${n(top - size * 0.12)} L${n(mx + size * 0.022)} ${n(top)} Z`,
        colour,
      ),
    );
  }
  return parts.join('');
};

export const koutoubia: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 0.2;
  const parts = [rect(x - w / 2, ground - size * 0.78, w, size * 0.78, colour)];
  // Square minaret: lobed arches on the face, merlons, then the lantern and its golden balls.
  for (const t of [0.25, 0.45, 0.62])
    parts.push(
      path(
        `M${n(x - w * 0.2)} ${n(ground - size * t)} L${n(x - w * 0.2)} ${n(ground - size * (t + 0.06))} Q${n(x)} ${n(ground - size * (t + 0.11))} ${n(x + w * 0.2)} ${n(ground - size * (t + 0.06))} L${n(x + w * 0.2)} ${n(ground - size * t)} Z`,
        darken(colour, 0.25),
      ),
    );
  for (let k = 0; k < 4; k += 1)
    parts.push(rect(x - w / 2 + k * w * 0.28, ground - size * 0.81, w * 0.16, size * 0.03, colour));
  parts.push(rect(x - w * 0.2, ground - size * 0.92, w * 0.4, size * 0.14, colour));
  parts.push(
    path(
      `M${n(x - w * 0.22)} ${n(ground - size * 0.92)} L${n(x)} ${n(ground - size * 0.96)} L${n(x + w * 0.22)} ${n(ground - size * 0.92)} Z`,
      colour,
    ),
  );
  for (const t of [0.97, 0.99])
    parts.push(
      `<circle cx="${n(x)}" cy="${n(ground - size * t)}" r="${n(size * 0.012)}" fill="#e9b949"/>`,
    );
  return parts.join('');
};

export const westerkerk: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 0.14;
  return [
    rect(x - w / 2, ground - size * 0.55, w, size * 0.55, colour),
    rect(x - w * 0.4, ground - size * 0.7, w * 0.8, size * 0.15, colour),
    rect(x - w * 0.3, ground - size * 0.82, w * 0.6, size * 0.12, colour),
    path(
      `M${n(x - w * 0.25)} ${n(ground - size * 0.82)} L${n(x)} ${n(ground - size)} L${n(x + w * 0.25)} ${n(ground - size * 0.82)} Z`,
      colour,
    ),
    // Its blue imperial crown.
    `<circle cx="${n(x)}" cy="${n(ground - size * 0.9)}" r="${n(w * 0.16)}" fill="${mix('#2f5d9e', colour, 0.3)}"/>`,
  ].join('');
};
