/** Bridges a harbour or a river is known by. */
import { darken, lighten } from '../colour.js';
import { n } from '../canvas.js';
import { path, rect, type LandmarkPainter } from './painter.js';

export const brooklynBridgeTower: LandmarkPainter = (c, x, ground, size, colour) => {
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

export const harbourBridge: LandmarkPainter = (c, x, ground, size, colour) => {
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
