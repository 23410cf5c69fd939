/** A corner juice bar: its menu board, fruit hanging and piled, glasses of juice on the counter. */
import { darken, lighten } from '../colour.js';
import { circle, ellipse, FONT_SANS, n, type Canvas } from '../canvas.js';
import { rect, type Drawn } from './scene.js';

const JUICES = ['#ff9f1c', '#e63946', '#7b2cbf', '#80b918', '#ffd60a', '#ff70a6'];

/** A tall glass of juice with a straw and a slice on the rim. */
function juiceGlass(c: Canvas, x: number, base: number, gw: number, gh: number, juice: string) {
  const { u } = c;
  const top = base - gh;
  return [
    `<path d="M${n(x - gw / 2)} ${n(top)} L${n(x - gw * 0.4)} ${n(base)} L${n(x + gw * 0.4)} ${n(base)} L${n(x + gw / 2)} ${n(top)} Z" fill="#e9f5fb" fill-opacity="0.55"/>`,
    `<path d="M${n(x - gw * 0.47)} ${n(top + gh * 0.12)} L${n(x - gw * 0.4)} ${n(base - u * 0.4)} L${n(x + gw * 0.4)} ${n(base - u * 0.4)} L${n(x + gw * 0.47)} ${n(top + gh * 0.12)} Z" fill="${juice}"/>`,
    rect(x - gw * 0.4, top + gh * 0.12, gw * 0.12, gh * 0.8, '#ffffff', ' fill-opacity="0.3"'),
    `<path d="M${n(x + gw * 0.1)} ${n(base - gh * 0.5)} L${n(x + gw * 0.3)} ${n(top - gh * 0.3)}" stroke="${lighten(juice, 0.5)}" stroke-width="${n(gw * 0.08)}" stroke-linecap="round"/>`,
    // A slice of orange or lime on the rim.
    circle(x - gw * 0.42, top + u * 0.3, gw * 0.22, juice === '#80b918' ? '#8ac926' : '#ffb703'),
    circle(x - gw * 0.42, top + u * 0.3, gw * 0.16, juice === '#80b918' ? '#d9ed92' : '#ffe8a3'),
  ].join('');
}

/** Fruit piled in a crate or bowl: oranges, limes, mangoes, passion fruit. */
function fruitPile(c: Canvas, cx: number, base: number, width: number, size: number) {
  const { rng } = c;
  const parts: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    const count = Math.max(1, Math.floor(width / (size * 2)) - row);
    for (let k = 0; k < count; k += 1) {
      const x = cx - (count - 1) * size + k * size * 2 + rng.range(-0.2, 0.2) * size;
      const y = base - size - row * size * 1.6;
      const fruit = rng.pick(['#fb8500', '#ffb703', '#80b918', '#f94144', '#f9844a', '#6a4c93']);
      parts.push(
        circle(x, y, size, fruit),
        circle(x - size * 0.3, y - size * 0.3, size * 0.25, '#ffffff', ' fill-opacity="0.35"'),
      );
    }
  }
  return parts.join('');
}

/**
 * A corner juice bar (a Rio "casa de sucos"): a menu board of juices, fruit hanging and piled
 * behind the counter, and a row of bright glasses of juice on it.
 */
export function juiceBar(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const parts: string[] = [];
  // Tiled back wall.
  const tile = rng.pick(['#fef3c7', '#e0f2f1', '#fff1e6']);
  parts.push(rect(0, 0, w, h, tile));
  for (let x = 0; x < w; x += u * 6) parts.push(rect(x, 0, u * 0.25, h * 0.62, darken(tile, 0.08)));
  for (let y = 0; y < h * 0.62; y += u * 6) parts.push(rect(0, y, w, u * 0.25, darken(tile, 0.08)));
  // The menu board: the juices by name and colour.
  const board = { x: w * 0.08, y: h * 0.05, w: w * 0.84, h: h * 0.2 };
  parts.push(rect(board.x, board.y, board.w, board.h, '#1b4332', ` rx="${n(u)}"`));
  parts.push(
    `<text x="${n(w / 2)}" y="${n(board.y + board.h * 0.38)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(board.h * 0.28)}" fill="#ffd60a">${city === 'Rio de Janeiro' ? 'SUCOS' : 'JUICE BAR'}</text>`,
  );
  for (let k = 0; k < 6; k += 1) {
    const x = board.x + board.w * (0.06 + k * 0.155);
    const y = board.y + board.h * 0.7;
    parts.push(
      circle(x, y, board.h * 0.1, JUICES[k]!),
      rect(x + board.h * 0.16, y - u * 0.4, board.w * 0.07, u * 0.8, '#f1faee'),
    );
  }
  // Bunches of bananas and pineapples hanging from a rail.
  const rail = h * 0.29;
  parts.push(rect(0, rail - u * 0.5, w, u, '#6c584c'));
  for (let x = w * 0.06; x < w; x += w * 0.16) {
    if (rng.chance(0.5)) {
      for (let b = 0; b < 5; b += 1)
        parts.push(
          `<path d="M${n(x)} ${n(rail)} q${n(-u * 3 + b * u * 1.5)} ${n(u * 5)} ${n(-u * 2 + b * u)} ${n(u * 10)}" stroke="#f6d32d" stroke-width="${n(u * 1.6)}" fill="none" stroke-linecap="round"/>`,
        );
    } else {
      parts.push(
        rect(x - u * 0.3, rail, u * 0.6, u * 2, '#6c584c'),
        ellipse(x, rail + u * 7, u * 3.2, u * 4.5, '#e9a23b'),
        `<path d="M${n(x - u * 2.5)} ${n(rail + u * 4)} l${n(u * 5)} ${n(u * 6)} M${n(x + u * 2.5)} ${n(rail + u * 4)} l${n(-u * 5)} ${n(u * 6)}" stroke="#b5651d" stroke-width="${n(u * 0.4)}"/>`,
        `<path d="M${n(x)} ${n(rail + u * 3)} l${n(-u * 2)} ${n(-u * 3)} M${n(x)} ${n(rail + u * 3)} l0 ${n(-u * 3.5)} M${n(x)} ${n(rail + u * 3)} l${n(u * 2)} ${n(-u * 3)}" stroke="#2d6a4f" stroke-width="${n(u * 0.9)}" stroke-linecap="round"/>`,
      );
    }
  }
  // Shelves of fruit behind the counter.
  const shelf = h * 0.56;
  parts.push(rect(0, shelf, w, u * 1.2, '#8d6e63'));
  for (let x = w * 0.1; x < w; x += w * 0.2) parts.push(fruitPile(c, x, shelf, w * 0.14, u * 2.2));
  // The counter: a striped front in the city's colours, a pale top.
  const top = h * 0.66;
  parts.push(rect(0, top, w, h - top, palette.colors[1]));
  for (let x = 0; x < w; x += u * 8)
    parts.push(rect(x, top + u * 3, u * 4, h - top, lighten(palette.colors[1], 0.25)));
  parts.push(
    rect(0, top - u * 1.5, w, u * 3, '#f1f3f5'),
    rect(0, top + u * 1.5, w, u * 0.6, '#adb5bd'),
  );
  // A blender and a row of juices on the counter, a halved orange or two beside them.
  const bx = w * rng.range(0.08, 0.14);
  parts.push(
    rect(bx - u * 3, top - u * 4, u * 6, u * 3.5, '#343a40', ` rx="${n(u * 0.6)}"`),
    `<path d="M${n(bx - u * 2.6)} ${n(top - u * 4)} L${n(bx - u * 3.4)} ${n(top - u * 17)} L${n(bx + u * 3.4)} ${n(top - u * 17)} L${n(bx + u * 2.6)} ${n(top - u * 4)} Z" fill="#e9f5fb" fill-opacity="0.7"/>`,
    `<path d="M${n(bx - u * 2.7)} ${n(top - u * 5)} L${n(bx - u * 3.1)} ${n(top - u * 12)} L${n(bx + u * 3.1)} ${n(top - u * 12)} L${n(bx + u * 2.7)} ${n(top - u * 5)} Z" fill="${rng.pick(JUICES)}"/>`,
    rect(bx - u * 3.6, top - u * 18.5, u * 7.2, u * 1.6, '#343a40'),
  );
  const glasses = 6;
  for (let k = 0; k < glasses; k += 1) {
    const x = w * (0.28 + k * 0.11);
    parts.push(
      juiceGlass(c, x, top - u * 1.5, u * 7, u * 17, JUICES[(k + rng.int(0, 5)) % JUICES.length]!),
    );
  }
  for (const x of [w * 0.22, w * 0.94])
    parts.push(
      circle(x, top - u * 2.6, u * 2.4, '#fb8500'),
      circle(x, top - u * 2.6, u * 1.8, '#ffd166'),
    );
  return { svg: parts.join(''), landmarks: [] };
}
