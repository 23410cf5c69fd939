/**
 * Each seed city's own landmarks and palette, so a picture of Sydney shows the Opera House and
 * never the Eiffel Tower. A landmark painter draws one silhouette standing on `ground`, centred
 * on `x`, `size` tall, in `colour` (a shade of the scene's light, so depth reads right).
 */
import { darken, lighten, mix } from './colour.js';
import { n, type Canvas } from './canvas.js';
import type { Palette } from './palettes.js';
import { domeBuilding, latticeTower, pagoda } from './scenes.js';

export type LandmarkPainter = (
  c: Canvas,
  x: number,
  ground: number,
  size: number,
  colour: string,
) => string;

export interface CityStyle {
  palette: Palette;
  /** The city's landmarks, the most recognisable first; a skyline shows one or more. */
  landmarks: Array<{ name: string; paint: LandmarkPainter; width: number }>;
  /** Whether the city's skyline sits on water (harbour, river, bay). */
  water: boolean;
  /** Roof line of ordinary buildings: how a street of this city reads. */
  roofs: 'mansard' | 'gabled' | 'flat' | 'tiled' | 'hanok' | 'brownstone' | 'colonial';
  /** Wall colours of its streets. */
  walls: string[];
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/* ---------- the landmarks ---------- */

const eiffelTower: LandmarkPainter = (c, x, ground, size, colour) =>
  latticeTower(c, x, ground, size, colour);

const sacreCoeur: LandmarkPainter = (c, x, ground, size, colour) => {
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

const tokyoTower: LandmarkPainter = (c, x, ground, size, colour) => {
  // Tokyo Tower: the red-and-white lattice, with two observation decks.
  const red = mix('#e4572e', colour, 0.35);
  const parts = [latticeTower(c, x, ground, size, red)];
  for (const level of [0.42, 0.68]) {
    const half = size * 0.42 * (0.5 - level * 0.55);
    parts.push(rect(x - half, ground - size * level, half * 2, size * 0.035, lighten(red, 0.7)));
  }
  return parts.join('');
};

const skytree: LandmarkPainter = (c, x, ground, size, colour) => {
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

const sensojiPagoda: LandmarkPainter = (c, x, ground, size, colour) =>
  pagoda(c, x, ground, size, colour, darken(mix(colour, '#7a1f1f', 0.4), 0.1));

const empireState: LandmarkPainter = (c, x, ground, size, colour) => {
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

const chryslerBuilding: LandmarkPainter = (c, x, ground, size, colour) => {
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

const statueOfLiberty: LandmarkPainter = (c, x, ground, size, colour) => {
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

const brooklynBridgeTower: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 0.34;
  const parts = [rect(x - w / 2, ground - size * 0.85, w, size * 0.85, colour)];
  // Two pointed Gothic arches through the stone tower.
  for (const dx of [-w * 0.22, w * 0.22]) {
    const aw = w * 0.26;
    parts.push(
      path(
        `M${n(x + dx - aw / 2)} ${n(ground - size * 0.25)} L${n(x + dx - aw / 2)} ${n(ground - size * 0.6)} Q${n(x + dx)} ${n(ground - size * 0.78)} ${n(x + dx + aw / 2)} ${n(ground - size * 0.6)} L${n(x + dx + aw / 2)} ${n(ground - size * 0.25)} Z`,
        lighten(colour, 0.55),
        ' fill-opacity="0.55"',
      ),
    );
  }
  parts.push(rect(x - w * 0.56, ground - size * 0.88, w * 1.12, size * 0.05, darken(colour, 0.1)));
  // Cables fanning down on both sides.
  for (let k = 1; k <= 5; k += 1)
    for (const side of [-1, 1])
      parts.push(
        path(
          `M${n(x + side * w * 0.45)} ${n(ground - size * 0.82)} L${n(x + side * (w * 0.5 + k * size * 0.22))} ${n(ground - size * 0.26)}`,
          'none',
          ` stroke="${colour}" stroke-width="${n(size * 0.006)}"`,
        ),
      );
  parts.push(rect(x - size * 1.5, ground - size * 0.27, size * 3, size * 0.04, colour));
  return parts.join('');
};

const tableMountain: LandmarkPainter = (c, x, ground, size, colour) => {
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

const sugarloaf: LandmarkPainter = (c, x, ground, size, colour) => {
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

const corcovado: LandmarkPainter = (c, x, ground, size, colour) => {
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

const operaHouse: LandmarkPainter = (c, x, ground, size, colour) => {
  const white = mix('#f8f4ea', colour, 0.25);
  const shade = mix('#c9c2b2', colour, 0.35);
  const base = rect(x - size * 1.1, ground - size * 0.14, size * 2.2, size * 0.14, shade);
  // Overlapping shell vaults, tallest in the middle of each group.
  const shells = [
    [-0.85, 0.5, 0.32],
    [-0.55, 0.75, 0.36],
    [-0.2, 1.0, 0.42],
    [0.25, 0.8, 0.38],
    [0.6, 0.55, 0.32],
  ] as const;
  const parts = [base];
  for (const [dx, hgt, wid] of shells) {
    const sx = x + dx * size;
    const top = ground - size * 0.14 - size * hgt * 0.9;
    parts.push(
      path(
        `M${n(sx - size * wid * 0.2)} ${n(ground - size * 0.14)} Q${n(sx - size * wid * 0.1)} ${n(top + size * 0.1)} ${n(sx + size * wid * 0.5)} ${n(top)} Q${n(sx + size * wid * 0.45)} ${n(ground - size * 0.3)} ${n(sx + size * wid * 0.8)} ${n(ground - size * 0.14)} Z`,
        white,
      ),
    );
    parts.push(
      path(
        `M${n(sx + size * wid * 0.5)} ${n(top)} Q${n(sx + size * wid * 0.45)} ${n(ground - size * 0.3)} ${n(sx + size * wid * 0.8)} ${n(ground - size * 0.14)} L${n(sx + size * wid * 0.55)} ${n(ground - size * 0.14)} Z`,
        shade,
      ),
    );
  }
  return parts.join('');
};

const harbourBridge: LandmarkPainter = (c, x, ground, size, colour) => {
  const span = size * 3.2;
  const deck = ground - size * 0.42;
  const parts: string[] = [];
  // The steel arch with its hangers, the deck, and the four granite pylons.
  parts.push(
    path(
      `M${n(x - span / 2)} ${n(deck + size * 0.05)} Q${n(x)} ${n(ground - size * 1.5)} ${n(x + span / 2)} ${n(deck + size * 0.05)}`,
      'none',
      ` stroke="${colour}" stroke-width="${n(size * 0.06)}"`,
    ),
  );
  parts.push(
    path(
      `M${n(x - span / 2)} ${n(deck + size * 0.05)} Q${n(x)} ${n(ground - size * 1.32)} ${n(x + span / 2)} ${n(deck + size * 0.05)}`,
      'none',
      ` stroke="${colour}" stroke-width="${n(size * 0.03)}"`,
    ),
  );
  for (let t = 0.08; t < 0.93; t += 0.06) {
    const hx = x - span / 2 + span * t;
    const hy = (1 - t) * (1 - t) * deck + 2 * (1 - t) * t * (ground - size * 1.32) + t * t * deck;
    parts.push(
      path(
        `M${n(hx)} ${n(hy)} L${n(hx)} ${n(deck)}`,
        'none',
        ` stroke="${colour}" stroke-width="${n(size * 0.012)}"`,
      ),
    );
  }
  parts.push(rect(x - span * 0.75, deck, span * 1.5, size * 0.05, colour));
  for (const px of [-0.58, -0.5, 0.5, 0.58])
    parts.push(
      rect(
        x + span * px - size * 0.08,
        deck - size * 0.3,
        size * 0.16,
        ground - deck + size * 0.3,
        colour,
      ),
    );
  return parts.join('');
};

const sagradaFamilia: LandmarkPainter = (c, x, ground, size, colour) => {
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

const mosque: LandmarkPainter = (c, x, ground, size, colour) => {
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

const galataTower: LandmarkPainter = (c, x, ground, size, colour) => {
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

const angelColumn: LandmarkPainter = (c, x, ground, size, colour) => {
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

const bellasArtes: LandmarkPainter = (c, x, ground, size, colour) => {
  const orange = mix('#d9822b', colour, 0.3);
  return [
    domeBuilding(c, x, ground, size * 0.8, colour),
    // Its orange-and-gold tiled central dome.
    path(
      `M${n(x - size * 0.18)} ${n(ground - size * 0.45)} Q${n(x)} ${n(ground - size * 0.82)} ${n(x + size * 0.18)} ${n(ground - size * 0.45)} Z`,
      orange,
    ),
  ].join('');
};

const koutoubia: LandmarkPainter = (c, x, ground, size, colour) => {
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

const palmTree: LandmarkPainter = (c, x, ground, size, colour) => {
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

const atlasMountains: LandmarkPainter = (c, x, ground, size, colour) => {
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

const nSeoulTower: LandmarkPainter = (c, x, ground, size, colour) => {
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

const palaceGate: LandmarkPainter = (c, x, ground, size, colour) => {
  const w = size * 1.6;
  const roof = darken(mix(colour, '#3a3a3a', 0.3), 0.1);
  const body = mix('#9b2c2c', colour, 0.4);
  // Gyeongbokgung's gate: stone base with arches, red timber hall, two upswept tiled roofs.
  const upswept = (y: number, half: number, rise: number) =>
    path(
      `M${n(x - half)} ${n(y - rise * 0.6)} Q${n(x - half * 0.7)} ${n(y)} ${n(x - half * 0.5)} ${n(y - rise * 0.15)} L${n(x - half * 0.35)} ${n(y - rise)} L${n(x + half * 0.35)} ${n(y - rise)} L${n(x + half * 0.5)} ${n(y - rise * 0.15)} Q${n(x + half * 0.7)} ${n(y)} ${n(x + half)} ${n(y - rise * 0.6)} L${n(x + half * 0.8)} ${n(y + rise * 0.1)} L${n(x - half * 0.8)} ${n(y + rise * 0.1)} Z`,
      roof,
    );
  return [
    rect(x - w * 0.45, ground - size * 0.35, w * 0.9, size * 0.35, mix('#bfb5a3', colour, 0.3)),
    ...[-0.2, 0, 0.2].map((dx) =>
      path(
        `M${n(x + dx * w - size * 0.07)} ${n(ground)} L${n(x + dx * w - size * 0.07)} ${n(ground - size * 0.18)} A${n(size * 0.07)} ${n(size * 0.07)} 0 0 1 ${n(x + dx * w + size * 0.07)} ${n(ground - size * 0.18)} L${n(x + dx * w + size * 0.07)} ${n(ground)} Z`,
        darken(colour, 0.3),
      ),
    ),
    rect(x - w * 0.32, ground - size * 0.55, w * 0.64, size * 0.2, body),
    upswept(ground - size * 0.55, w * 0.5, size * 0.14),
    rect(x - w * 0.24, ground - size * 0.8, w * 0.48, size * 0.14, body),
    upswept(ground - size * 0.8, w * 0.38, size * 0.16),
  ].join('');
};

const canalHouses: LandmarkPainter = (c, x, ground, size, colour) => {
  // A row of narrow Amsterdam houses with bell, step and neck gables.
  const parts: string[] = [];
  const hw = size * 0.22;
  const kinds = ['bell', 'step', 'neck', 'step', 'bell', 'neck'];
  const bricks = ['#7b3f2a', '#5a3a2e', '#8c5a3c', '#3d3a3a', '#6b4b3e', '#9a6a4a'];
  for (let i = 0; i < 6; i += 1) {
    const hx = x - hw * 3 + i * hw;
    const top = ground - size * (0.75 + ((i * 37) % 5) * 0.04);
    const wall = mix(bricks[i]!, colour, 0.35);
    parts.push(rect(hx, top, hw - 1, ground - top, wall));
    const kind = kinds[i];
    if (kind === 'bell')
      parts.push(
        path(
          `M${n(hx)} ${n(top)} Q${n(hx + hw * 0.1)} ${n(top - size * 0.12)} ${n(hx + hw * 0.3)} ${n(top - size * 0.14)} L${n(hx + hw * 0.5)} ${n(top - size * 0.2)} L${n(hx + hw * 0.7)} ${n(top - size * 0.14)} Q${n(hx + hw * 0.9)} ${n(top - size * 0.12)} ${n(hx + hw - 1)} ${n(top)} Z`,
          wall,
        ),
      );
    else if (kind === 'step')
      for (let s = 0; s < 3; s += 1)
        parts.push(
          rect(
            hx + s * hw * 0.15,
            top - (s + 1) * size * 0.05,
            hw - 1 - s * hw * 0.3,
            size * 0.05 + 1,
            wall,
          ),
        );
    else parts.push(rect(hx + hw * 0.28, top - size * 0.14, hw * 0.44, size * 0.14 + 1, wall));
    // Tall white-framed windows.
    for (let y = top + size * 0.06; y < ground - size * 0.1; y += size * 0.14)
      for (const wx of [0.18, 0.58])
        parts.push(
          rect(hx + hw * wx, y, hw * 0.24, size * 0.09, '#f3efe6', ' fill-opacity="0.9"'),
          rect(
            hx + hw * wx + hw * 0.03,
            y + size * 0.01,
            hw * 0.18,
            size * 0.07,
            darken(wall, 0.45),
          ),
        );
    // The hoisting beam under the gable.
    parts.push(rect(hx + hw * 0.47, top - size * 0.03, hw * 0.06, size * 0.05, darken(wall, 0.5)));
  }
  return parts.join('');
};

const westerkerk: LandmarkPainter = (c, x, ground, size, colour) => {
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

/* ---------- the cities ---------- */

const palette = (name: string, colors: Palette['colors']): Palette => ({ name, colors });

export const cityStyles: Record<string, CityStyle> = {
  Paris: {
    palette: palette('paris', ['#2b2d42', '#8d99ae', '#c9ada7', '#f2e9e4', '#b5838d']),
    landmarks: [
      { name: 'Eiffel Tower', paint: eiffelTower, width: 0.45 },
      { name: 'Sacré-Cœur', paint: sacreCoeur, width: 0.9 },
    ],
    water: true,
    roofs: 'mansard',
    walls: ['#efe6d5', '#e8dcc4', '#f3ece0', '#ded2bc'],
  },
  Tokyo: {
    palette: palette('tokyo', ['#1a1a2e', '#e94560', '#f7a1c4', '#fdf2f4', '#0f3460']),
    landmarks: [
      { name: 'Tokyo Tower', paint: tokyoTower, width: 0.45 },
      { name: 'Tokyo Skytree', paint: skytree, width: 0.2 },
      { name: 'Sensō-ji pagoda', paint: sensojiPagoda, width: 0.5 },
    ],
    water: true,
    roofs: 'flat',
    walls: ['#d9d4cc', '#c7c2ba', '#e8e1d6', '#b9b4ad'],
  },
  'New York': {
    palette: palette('new-york', ['#22223b', '#f2a900', '#9a8c98', '#f2e9e4', '#4a4e69']),
    landmarks: [
      { name: 'Empire State Building', paint: empireState, width: 0.3 },
      { name: 'Chrysler Building', paint: chryslerBuilding, width: 0.15 },
      { name: 'Statue of Liberty', paint: statueOfLiberty, width: 0.25 },
      { name: 'Brooklyn Bridge', paint: brooklynBridgeTower, width: 0.4 },
    ],
    water: true,
    roofs: 'brownstone',
    walls: ['#7b4b3a', '#8a5a44', '#6e3f31', '#9c6b53'],
  },
  'Cape Town': {
    palette: palette('cape-town', ['#1b3a4b', '#f4a259', '#5b8e7d', '#f4e285', '#bc4b51']),
    landmarks: [{ name: 'Table Mountain', paint: tableMountain, width: 4.2 }],
    water: true,
    roofs: 'colonial',
    walls: ['#f7b267', '#f25c54', '#70c1b3', '#ffe066', '#b388eb', '#50514f'],
  },
  'Rio de Janeiro': {
    palette: palette('rio', ['#033f63', '#28666e', '#7c9885', '#fedc97', '#f26b38']),
    landmarks: [
      { name: 'Sugarloaf Mountain', paint: sugarloaf, width: 2.4 },
      { name: 'Christ the Redeemer on Corcovado', paint: corcovado, width: 2.6 },
    ],
    water: true,
    roofs: 'tiled',
    walls: ['#f6bd60', '#f5cac3', '#84a59d', '#f28482', '#f7ede2'],
  },
  Sydney: {
    palette: palette('sydney', ['#003049', '#0077b6', '#90e0ef', '#fdf0d5', '#f77f00']),
    landmarks: [
      { name: 'Sydney Opera House', paint: operaHouse, width: 2.2 },
      { name: 'Sydney Harbour Bridge', paint: harbourBridge, width: 3.2 },
    ],
    water: true,
    roofs: 'tiled',
    walls: ['#e9d8a6', '#ca6702', '#94d2bd', '#f4f1de'],
  },
  Barcelona: {
    palette: palette('barcelona', ['#3d1e6d', '#d1495b', '#edae49', '#fdf0d5', '#00798c']),
    landmarks: [{ name: 'Sagrada Família', paint: sagradaFamilia, width: 0.95 }],
    water: true,
    roofs: 'tiled',
    walls: ['#e9c46a', '#f4a261', '#eddcd2', '#d4a373'],
  },
  Istanbul: {
    palette: palette('istanbul', ['#12355b', '#c0392b', '#d4a373', '#faedcd', '#2a9d8f']),
    landmarks: [
      { name: 'Süleymaniye Mosque', paint: mosque, width: 1.5 },
      { name: 'Galata Tower', paint: galataTower, width: 0.2 },
    ],
    water: true,
    roofs: 'tiled',
    walls: ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#a8dadc', '#ffb4a2'],
  },
  'Mexico City': {
    palette: palette('mexico-city', ['#2d1e2f', '#e4572e', '#a05eb5', '#f3e9dc', '#29a19c']),
    landmarks: [
      { name: 'Angel of Independence', paint: angelColumn, width: 0.25 },
      { name: 'Palacio de Bellas Artes', paint: bellasArtes, width: 0.75 },
    ],
    water: false,
    roofs: 'flat',
    walls: ['#e4572e', '#f3a712', '#29a19c', '#ff8fab', '#f3e9dc'],
  },
  Marrakech: {
    palette: palette('marrakech', ['#5b2a1e', '#c1440e', '#e29578', '#f6e8d6', '#2f6bff']),
    landmarks: [
      { name: 'Koutoubia minaret', paint: koutoubia, width: 0.2 },
      { name: 'palm trees', paint: palmTree, width: 0.6 },
      { name: 'Atlas Mountains', paint: atlasMountains, width: 5 },
    ],
    water: false,
    roofs: 'flat',
    walls: ['#c1440e', '#d0703c', '#b5542a', '#e08e5b'],
  },
  Seoul: {
    palette: palette('seoul', ['#14213d', '#d62828', '#5e8c61', '#f1faee', '#fcbf49']),
    landmarks: [
      { name: 'N Seoul Tower', paint: nSeoulTower, width: 2.8 },
      { name: 'Gwanghwamun gate', paint: palaceGate, width: 1.6 },
    ],
    water: true,
    roofs: 'hanok',
    walls: ['#e5e5e5', '#d8cbb8', '#c9c1b6', '#f0ead6'],
  },
  Amsterdam: {
    palette: palette('amsterdam', ['#1d3557', '#e76f51', '#f4a261', '#f1faee', '#2a9d8f']),
    landmarks: [
      { name: 'canal houses', paint: canalHouses, width: 1.4 },
      { name: 'Westerkerk', paint: westerkerk, width: 0.15 },
    ],
    water: true,
    roofs: 'gabled',
    walls: ['#7b3f2a', '#5a3a2e', '#8c5a3c', '#3d3a3a'],
  },
};

export function cityStyle(city: string): CityStyle {
  const style = cityStyles[city];
  if (!style) throw new Error(`No artwork style for the city "${city}".`);
  return style;
}

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
