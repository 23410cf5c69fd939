/** Buildings a city is known by: an opera house, a palace of fine arts, a palace gate, canal houses. */
import { darken, mix } from '../colour.js';
import { n } from '../canvas.js';
import { domeBuilding } from '../scenes.js';
import { path, rect, type LandmarkPainter } from './painter.js';

export const operaHouse: LandmarkPainter = (c, x, ground, size, colour) => {
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

export const bellasArtes: LandmarkPainter = (c, x, ground, size, colour) => {
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

export const palaceGate: LandmarkPainter = (c, x, ground, size, colour) => {
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

export const canalHouses: LandmarkPainter = (c, x, ground, size, colour) => {
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
