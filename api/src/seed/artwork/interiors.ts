/**
 * Landmarks seen from inside: a caption that says "inside" gets the nave, not the façade.
 * Only the Sagrada Família has one: columns that branch like trees into a canopy of vaults, and
 * stained glass throwing warm light from one side and cool light from the other.
 */
import { darken, lighten, mix } from './colour.js';
import { circle, ellipse, linearGradient, n, type Canvas } from './canvas.js';
import { person } from './scenes.js';

const WARM = ['#ff6b35', '#f7c59f', '#ffbe0b', '#e63946', '#fb8500'];
const COOL = ['#3a86ff', '#06d6a0', '#118ab2', '#8ecae6', '#2a9d8f'];

/** A tall stained-glass window: a pointed arch filled with a mosaic of glass. */
function window(c: Canvas, x: number, y: number, w: number, h: number, glass: string[]): string {
  const { rng } = c;
  const clip = c.id('glass');
  const arch = `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + w * 0.5)} Q${n(x + w / 2)} ${n(y - w * 0.4)} ${n(x + w)} ${n(y + w * 0.5)} L${n(x + w)} ${n(y + h)} Z`;
  const cells: string[] = [];
  const size = w / 4;
  for (let gy = y - w * 0.4; gy < y + h; gy += size)
    for (let gx = x; gx < x + w; gx += size)
      cells.push(
        `<rect x="${n(gx)}" y="${n(gy)}" width="${n(size)}" height="${n(size)}" fill="${rng.pick(glass)}" fill-opacity="${n(rng.range(0.75, 1))}"/>`,
      );
  return `<defs><clipPath id="${clip}"><path d="${arch}"/></clipPath></defs><g clip-path="url(#${clip})"><rect x="${n(x)}" y="${n(y - w)}" width="${n(w)}" height="${n(h + w)}" fill="#fff3d6"/>${cells.join('')}</g><path d="${arch}" fill="none" stroke="#2b2118" stroke-width="${n(w * 0.06)}"/>`;
}

/** A beam of coloured light from a window down to a pool on the floor. */
function beam(
  c: Canvas,
  from: [number, number],
  to: [number, number],
  width: number,
  colour: string,
) {
  const id = c.id('beam');
  const [fx, fy] = from;
  const [tx, ty] = to;
  return `<defs>${linearGradient(id, [
    [0, colour, 0.55],
    [1, colour, 0.12],
  ])}</defs><path d="M${n(fx - width * 0.3)} ${n(fy)} L${n(fx + width * 0.3)} ${n(fy)} L${n(tx + width)} ${n(ty)} L${n(tx - width)} ${n(ty)} Z" fill="url(#${id})"/>${ellipse(tx, ty, width * 1.3, width * 0.3, colour, 0, ' fill-opacity="0.45"')}`;
}

/**
 * One tree column: a fluted trunk that splits into branches, each ending in a knot under the
 * vault, as Gaudí's columns do.
 */
function treeColumn(c: Canvas, x: number, ground: number, height: number, stone: string): string {
  const { rng } = c;
  const trunkW = height * 0.06;
  const split = ground - height * 0.55;
  const parts = [
    `<path d="M${n(x - trunkW * 0.7)} ${n(ground)} L${n(x - trunkW * 0.45)} ${n(split)} L${n(x + trunkW * 0.45)} ${n(split)} L${n(x + trunkW * 0.7)} ${n(ground)} Z" fill="${stone}"/>`,
    // Fluting: light and shade down the trunk.
    `<path d="M${n(x - trunkW * 0.15)} ${n(ground)} L${n(x - trunkW * 0.1)} ${n(split)}" stroke="${lighten(stone, 0.35)}" stroke-width="${n(trunkW * 0.12)}"/>`,
    `<path d="M${n(x + trunkW * 0.35)} ${n(ground)} L${n(x + trunkW * 0.25)} ${n(split)}" stroke="${darken(stone, 0.25)}" stroke-width="${n(trunkW * 0.12)}"/>`,
    ellipse(x, split, trunkW * 0.7, trunkW * 0.35, lighten(stone, 0.2)),
  ];
  const branches = 4;
  for (let b = 0; b < branches; b += 1) {
    const spread = (b / (branches - 1) - 0.5) * height * 0.5;
    const tipX = x + spread + rng.range(-0.03, 0.03) * height;
    const tipY = split - height * rng.range(0.3, 0.4);
    parts.push(
      `<path d="M${n(x)} ${n(split)} Q${n(x + spread * 0.2)} ${n(split - height * 0.2)} ${n(tipX)} ${n(tipY)}" stroke="${stone}" stroke-width="${n(trunkW * 0.45)}" fill="none" stroke-linecap="round"/>`,
      // Twigs: each branch forks again before the vault.
      `<path d="M${n(tipX)} ${n(tipY)} l${n(-height * 0.05)} ${n(-height * 0.08)} M${n(tipX)} ${n(tipY)} l${n(height * 0.05)} ${n(-height * 0.08)}" stroke="${stone}" stroke-width="${n(trunkW * 0.22)}" stroke-linecap="round"/>`,
      circle(tipX, tipY, trunkW * 0.35, lighten(stone, 0.3)),
    );
  }
  return parts.join('');
}

/** The nave of the Sagrada Família: tree columns, a canopy of vaults, stained-glass light. */
export function sagradaInterior(c: Canvas): string {
  const { rng, w, h, u } = c;
  const stone = '#e9dfcc';
  const parts: string[] = [];
  const bg = c.id('nave');
  parts.push(
    `<defs>${linearGradient(bg, [
      [0, '#2a2320'],
      [0.55, '#4a3b30'],
      [1, '#6b5a48'],
    ])}</defs><rect width="${w}" height="${h}" fill="url(#${bg})"/>`,
  );
  // The canopy: star-shaped vaults with a lit oculus in each, like light through leaves.
  for (let row = 0; row < 4; row += 1) {
    const y = h * (0.04 + row * 0.07);
    for (let x = (row % 2) * w * 0.05; x < w + w * 0.1; x += w * 0.1) {
      const r = u * (5.5 - row * 0.8);
      parts.push(
        circle(x, y, r * 1.5, mix('#7a6a58', '#fff1c1', 0.3 - row * 0.05)),
        circle(x, y, r, '#fff6d8', ' fill-opacity="0.85"'),
        circle(x, y, r * 0.45, rng.pick(['#ffe29a', '#d8f3dc', '#ffffff'])),
      );
    }
  }
  // Stained glass: cool blues and greens on the left, warm reds and golds on the right.
  const floor = h * 0.88;
  const windowW = w * 0.07;
  for (let k = 0; k < 2; k += 1) {
    parts.push(window(c, w * (0.03 + k * 0.11), h * (0.3 + k * 0.05), windowW, h * 0.42, COOL));
    parts.push(window(c, w * (0.9 - k * 0.11), h * (0.3 + k * 0.05), windowW, h * 0.42, WARM));
  }
  // The apse at the far end: one tall window where warm and cool glass meet.
  parts.push(window(c, w * 0.44, h * 0.36, w * 0.12, h * 0.46, [...WARM, ...COOL]));
  parts.push(`<rect x="0" y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="#8a7866"/>`);
  // Beams of coloured light crossing the nave to pools on the floor.
  for (let k = 0; k < 2; k += 1) {
    parts.push(
      beam(
        c,
        [w * (0.065 + k * 0.11), h * 0.5],
        [w * (0.42 + k * 0.12), floor + u * 4],
        u * 7,
        COOL[k]!,
      ),
      beam(
        c,
        [w * (0.935 - k * 0.11), h * 0.5],
        [w * (0.58 - k * 0.12), floor + u * 6],
        u * 7,
        WARM[k]!,
      ),
    );
  }
  // Columns in pairs down the nave: near ones tall at the sides, far ones small at the centre.
  const centre = w / 2;
  for (const depth of [0.2, 0.45, 0.7, 1]) {
    const height = h * (0.35 + depth * 0.55);
    const offset = w * (0.1 + depth * 0.3);
    const ground = floor + depth * (h - floor) * 0.8;
    const tint = mix('#a89880', stone, depth);
    parts.push(treeColumn(c, centre - offset, ground, height, tint));
    parts.push(treeColumn(c, centre + offset, ground, height, tint));
  }
  // Visitors for scale, looking up.
  for (let i = 0; i < 5; i += 1)
    parts.push(
      person(
        c,
        w * rng.range(0.3, 0.7),
        h * rng.range(0.93, 0.99),
        u * rng.range(9, 12),
        rng.pick(['#264653', '#e76f51', '#f4f1de', '#3d405b', '#81b29a']),
      ),
    );
  return parts.join('');
}
