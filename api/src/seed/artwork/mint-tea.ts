/**
 * Mint tea, served the Moroccan way: a silver teapot, small painted glasses with a sprig of mint,
 * on a low brass tray table; and a leather pouffe to sit on beside it.
 */
import { ellipse, linearGradient, n, type Canvas } from './canvas.js';
import { poly } from './zellige.js';

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** A silver Moroccan teapot: round belly, long curved spout, domed lid with a pointed finial. */
function teapot(c: Canvas, x: number, base: number, s: number): string {
  const silver = c.id('silver');
  const fill = `url(#${silver})`;
  const belly = base - s * 0.32;
  return [
    `<defs>${linearGradient(
      silver,
      [
        [0, '#6c757d'],
        [0.3, '#f8f9fa'],
        [0.55, '#ced4da'],
        [1, '#495057'],
      ],
      false,
    )}</defs>`,
    // The spout, rising from the belly and curling out to the right.
    `<path d="M${n(x + s * 0.2)} ${n(belly + s * 0.05)} C${n(x + s * 0.45)} ${n(belly)} ${n(x + s * 0.4)} ${n(base - s * 0.75)} ${n(x + s * 0.62)} ${n(base - s * 0.82)}" fill="none" stroke="#adb5bd" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/>`,
    `<path d="M${n(x - s * 0.22)} ${n(belly - s * 0.12)} C${n(x - s * 0.48)} ${n(belly - s * 0.2)} ${n(x - s * 0.42)} ${n(belly + s * 0.18)} ${n(x - s * 0.2)} ${n(belly + s * 0.12)}" fill="none" stroke="#6c757d" stroke-width="${n(s * 0.05)}"/>`,
    rect(x - s * 0.14, base - s * 0.05, s * 0.28, s * 0.05, '#868e96'),
    ellipse(x, belly, s * 0.27, s * 0.27, fill),
    `<path d="M${n(x - s * 0.12)} ${n(belly - s * 0.24)} L${n(x - s * 0.09)} ${n(belly - s * 0.36)} L${n(x + s * 0.09)} ${n(belly - s * 0.36)} L${n(x + s * 0.12)} ${n(belly - s * 0.24)} Z" fill="${fill}"/>`,
    ellipse(x, belly - s * 0.38, s * 0.14, s * 0.05, '#adb5bd'),
    `<path d="M${n(x - s * 0.11)} ${n(belly - s * 0.39)} Q${n(x)} ${n(belly - s * 0.6)} ${n(x + s * 0.11)} ${n(belly - s * 0.39)} Z" fill="${fill}"/>`,
    `<path d="M${n(x - s * 0.025)} ${n(belly - s * 0.52)} L${n(x)} ${n(belly - s * 0.68)} L${n(x + s * 0.025)} ${n(belly - s * 0.52)} Z" fill="#ced4da"/>`,
    // Engraving round the belly.
    `<path d="M${n(x - s * 0.24)} ${n(belly)} Q${n(x)} ${n(belly + s * 0.08)} ${n(x + s * 0.24)} ${n(belly)}" fill="none" stroke="#6c757d" stroke-width="${n(s * 0.012)}"/>`,
  ].join('');
}

/** A small tea glass: painted band, amber mint tea with froth, a sprig of mint. */
function teaGlass(c: Canvas, x: number, base: number, s: number, band: string): string {
  const top = base - s;
  const hw = s * 0.32;
  return [
    poly(
      [
        [x - hw, top],
        [x + hw, top],
        [x + hw * 0.8, base],
        [x - hw * 0.8, base],
      ],
      '#e9f5fb',
      ' fill-opacity="0.6"',
    ),
    poly(
      [
        [x - hw * 0.95, top + s * 0.18],
        [x + hw * 0.95, top + s * 0.18],
        [x + hw * 0.8, base - s * 0.04],
        [x - hw * 0.8, base - s * 0.04],
      ],
      '#b5651d',
      ' fill-opacity="0.85"',
    ),
    ellipse(x, top + s * 0.18, hw * 0.95, s * 0.05, '#f1dca7'),
    rect(x - hw * 0.9, top + s * 0.4, hw * 1.8, s * 0.18, band),
    `<path d="M${n(x - hw * 0.9)} ${n(top + s * 0.4)} H${n(x + hw * 0.9)} M${n(x - hw * 0.9)} ${n(top + s * 0.58)} H${n(x + hw * 0.9)}" stroke="#e9c46a" stroke-width="${n(s * 0.04)}"/>`,
    `<path d="M${n(x + hw * 0.2)} ${n(top + s * 0.3)} L${n(x + hw * 0.5)} ${n(top - s * 0.25)}" stroke="#2d6a4f" stroke-width="${n(s * 0.04)}"/>`,
    ellipse(x + hw * 0.25, top - s * 0.12, s * 0.14, s * 0.07, '#52b788', -35),
    ellipse(x + hw * 0.7, top - s * 0.2, s * 0.14, s * 0.07, '#40916c', 30),
    ellipse(x + hw * 0.45, top - s * 0.32, s * 0.12, s * 0.06, '#74c69d', -70),
  ].join('');
}

/** The low brass tray table with the teapot, glasses of mint tea and a bunch of fresh mint. */
export function teaTray(c: Canvas, x: number, y: number, rx: number): string {
  const { rng, u, h } = c;
  const ry = rx * 0.26;
  const parts = [
    `<path d="M${n(x - rx * 0.7)} ${n(h)} L${n(x + rx * 0.5)} ${n(y)} M${n(x + rx * 0.7)} ${n(h)} L${n(x - rx * 0.5)} ${n(y)}" stroke="#4a2e14" stroke-width="${n(u * 2)}"/>`,
    ellipse(x, y + u * 1.4, rx, ry, '#8a6d1f'),
    ellipse(x, y, rx, ry, '#d4a93c'),
    ellipse(x, y, rx * 0.8, ry * 0.78, 'none', 0, ` stroke="#a67c1e" stroke-width="${n(u * 0.4)}"`),
    ellipse(
      x,
      y,
      rx * 0.45,
      ry * 0.42,
      'none',
      0,
      ` stroke="#a67c1e" stroke-width="${n(u * 0.3)}"`,
    ),
  ];
  // Steam from the spout, then the pot, the glasses in a row and the mint beside them.
  const pot = rx * 0.85;
  const px = x - rx * 0.42;
  parts.push(
    `<path d="M${n(px + pot * 0.66)} ${n(y - pot * 0.9)} q${n(-u * 2)} ${n(-u * 3)} 0 ${n(-u * 6)} q${n(u * 2)} ${n(-u * 3)} 0 ${n(-u * 6)}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n(u * 0.6)}" stroke-linecap="round"/>`,
  );
  parts.push(teapot(c, px, y + ry * 0.1, pot));
  const bands = ['#d62839', '#1d4e89', '#1b7f5b', '#9d4edd'];
  for (let k = 0; k < 4; k += 1)
    parts.push(
      teaGlass(
        c,
        x + rx * (0.08 + k * 0.2),
        y + ry * (0.35 - (k % 2) * 0.45),
        rx * 0.24,
        bands[(k + rng.int(0, 3)) % 4]!,
      ),
    );
  for (let k = 0; k < 7; k += 1)
    parts.push(
      ellipse(
        x - rx * 0.05 + rng.range(-1, 1) * rx * 0.12,
        y + ry * 0.62 + rng.range(-1, 1) * ry * 0.12,
        u * 1.8,
        u * 0.9,
        k % 2 ? '#40916c' : '#52b788',
        rng.range(-40, 40),
      ),
    );
  return parts.join('');
}

/** A round leather pouffe, stitched in gold. */
export function pouffe(c: Canvas, x: number, y: number, rx: number): string {
  const { u } = c;
  const ry = rx * 0.3;
  const side = rx * 0.45;
  const parts = [
    ellipse(x, y + side, rx, ry, '#7a3410'),
    rect(x - rx, y, rx * 2, side, '#9c4a1a'),
    ellipse(x, y, rx, ry, '#c0652b'),
  ];
  const zigzag: string[] = [];
  for (let k = 0; k <= 12; k += 1)
    zigzag.push(`${n(x - rx + (k * rx) / 6)} ${n(y + side * (k % 2 ? 0.35 : 0.65))}`);
  parts.push(
    `<path d="M${zigzag.join(' L')}" fill="none" stroke="#e9c46a" stroke-width="${n(u * 0.5)}"/>`,
  );
  for (let k = 0; k < 8; k += 1) {
    const angle = (k / 8) * Math.PI * 2;
    parts.push(
      `<path d="M${n(x)} ${n(y)} L${n(x + Math.cos(angle) * rx * 0.7)} ${n(y + Math.sin(angle) * ry * 0.7)}" stroke="#e9c46a" stroke-width="${n(u * 0.4)}"/>`,
    );
  }
  return parts.join('');
}
