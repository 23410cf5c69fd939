/**
 * Landmark silhouettes a city can stand on its horizon: a lattice tower, a domed hall, a
 * suspension bridge, a pagoda, a triumphal arch and a clock tower.
 */
import { darken, lighten } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import type { LandmarkPainter } from '../landmarks.js';

export const latticeTower: LandmarkPainter = (c, x, ground, height, colour) => {
  const base = height * 0.42;
  const parts: string[] = [];
  const outline = `M${n(x - base / 2)} ${n(ground)} Q${n(x - base * 0.12)} ${n(ground - height * 0.45)} ${n(x - base * 0.04)} ${n(ground - height * 0.92)} L${n(x)} ${n(ground - height)} L${n(x + base * 0.04)} ${n(ground - height * 0.92)} Q${n(x + base * 0.12)} ${n(ground - height * 0.45)} ${n(x + base / 2)} ${n(ground)} L${n(x + base * 0.3)} ${n(ground)} Q${n(x)} ${n(ground - height * 0.22)} ${n(x - base * 0.3)} ${n(ground)} Z`;
  parts.push(`<path d="${outline}" fill="${colour}"/>`);
  for (const level of [0.22, 0.48]) {
    const half = base * (0.5 - level * 0.62);
    parts.push(
      `<rect x="${n(x - half - base * 0.03)}" y="${n(ground - height * level)}" width="${n(half * 2 + base * 0.06)}" height="${n(height * 0.02)}" fill="${darken(colour, 0.3)}"/>`,
    );
  }
  // Cross-bracing hints at the iron lattice.
  for (let i = 0; i < 18; i += 1) {
    const t = 0.25 + i * 0.035;
    const half = base * 0.5 * (1 - t) * 0.55;
    parts.push(
      `<path d="M${n(x - half)} ${n(ground - height * t)} L${n(x + half)} ${n(ground - height * (t + 0.03))}" stroke="${lighten(colour, 0.25)}" stroke-width="${n(height * 0.003)}"/>`,
    );
  }
  return parts.join('');
};

export const domeBuilding: LandmarkPainter = (c, x, ground, height, colour) => {
  const width = height * 0.9;
  const bodyH = height * 0.4;
  const drumW = width * 0.42;
  const parts: string[] = [];
  parts.push(
    `<rect x="${n(x - width / 2)}" y="${n(ground - bodyH)}" width="${n(width)}" height="${n(bodyH)}" fill="${colour}"/>`,
  );
  parts.push(
    `<path d="M${n(x - width * 0.2)} ${n(ground - bodyH)} L${n(x)} ${n(ground - bodyH - height * 0.1)} L${n(x + width * 0.2)} ${n(ground - bodyH)} Z" fill="${colour}"/>`,
  );
  for (let i = 0; i < 8; i += 1) {
    const cx = x - width * 0.4 + i * width * 0.114;
    parts.push(
      `<rect x="${n(cx)}" y="${n(ground - bodyH * 0.8)}" width="${n(width * 0.04)}" height="${n(bodyH * 0.75)}" fill="${lighten(colour, 0.2)}"/>`,
    );
  }
  const drumTop = ground - bodyH - height * 0.16;
  parts.push(
    `<rect x="${n(x - drumW / 2)}" y="${n(drumTop)}" width="${n(drumW)}" height="${n(height * 0.16)}" fill="${colour}"/>`,
  );
  parts.push(
    `<path d="M${n(x - drumW * 0.55)} ${n(drumTop)} A${n(drumW * 0.55)} ${n(drumW * 0.62)} 0 0 1 ${n(x + drumW * 0.55)} ${n(drumTop)} Z" fill="${colour}"/>`,
  );
  parts.push(
    `<rect x="${n(x - drumW * 0.06)}" y="${n(drumTop - drumW * 0.62 - height * 0.08)}" width="${n(drumW * 0.12)}" height="${n(height * 0.09)}" fill="${colour}"/><circle cx="${n(x)}" cy="${n(drumTop - drumW * 0.62 - height * 0.09)}" r="${n(drumW * 0.04)}" fill="${colour}"/>`,
  );
  return parts.join('');
};

export function bridge(c: Canvas, ground: number, height: number, colour: string): string {
  const { w, u } = c;
  const t1 = w * 0.28;
  const t2 = w * 0.72;
  const deck = ground - height * 0.25;
  const top = ground - height;
  const parts: string[] = [];
  parts.push(`<rect x="0" y="${n(deck)}" width="${w}" height="${n(u * 2)}" fill="${colour}"/>`);
  for (const tx of [t1, t2]) {
    parts.push(
      `<rect x="${n(tx - u * 2.5)}" y="${n(top)}" width="${n(u * 1.6)}" height="${n(ground - top)}" fill="${colour}"/><rect x="${n(tx + u * 0.9)}" y="${n(top)}" width="${n(u * 1.6)}" height="${n(ground - top)}" fill="${colour}"/>`,
    );
    for (const level of [0.05, 0.35, 0.6])
      parts.push(
        `<rect x="${n(tx - u * 2.5)}" y="${n(top + (ground - top) * level)}" width="${n(u * 5)}" height="${n(u * 1.2)}" fill="${colour}"/>`,
      );
  }
  const cable = `M${n(-w * 0.1)} ${n(deck - u * 3)} Q${n(t1 / 2)} ${n(deck - u * 2)} ${n(t1)} ${n(top)} Q${n(w / 2)} ${n(deck + u * 8)} ${n(t2)} ${n(top)} Q${n((t2 + w) / 2)} ${n(deck - u * 2)} ${n(w * 1.1)} ${n(deck - u * 3)}`;
  parts.push(`<path d="${cable}" stroke="${colour}" stroke-width="${n(u * 0.6)}" fill="none"/>`);
  for (let x = t1 + u * 3; x < t2 - u * 2; x += u * 2.5) {
    const t = (x - t1) / (t2 - t1);
    const y = (1 - t) * (1 - t) * top + 2 * (1 - t) * t * (deck + u * 8) + t * t * top;
    parts.push(
      `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(deck)}" stroke="${colour}" stroke-width="${n(u * 0.15)}"/>`,
    );
  }
  return parts.join('');
}

export function pagoda(
  c: Canvas,
  x: number,
  ground: number,
  height: number,
  colour: string,
  roof: string,
): string {
  const tiers = 5;
  const parts: string[] = [];
  const tierH = (height * 0.85) / tiers;
  for (let i = 0; i < tiers; i += 1) {
    const width = height * (0.45 - i * 0.06);
    const y = ground - i * tierH;
    parts.push(
      `<rect x="${n(x - width * 0.35)}" y="${n(y - tierH)}" width="${n(width * 0.7)}" height="${n(tierH)}" fill="${colour}"/>`,
    );
    parts.push(
      `<path d="M${n(x - width * 0.62)} ${n(y - tierH * 0.85)} Q${n(x - width * 0.3)} ${n(y - tierH * 0.95)} ${n(x)} ${n(y - tierH * 1.25)} Q${n(x + width * 0.3)} ${n(y - tierH * 0.95)} ${n(x + width * 0.62)} ${n(y - tierH * 0.85)} L${n(x + width * 0.45)} ${n(y - tierH * 0.72)} L${n(x - width * 0.45)} ${n(y - tierH * 0.72)} Z" fill="${roof}"/>`,
    );
  }
  parts.push(
    `<rect x="${n(x - height * 0.006)}" y="${n(ground - height)}" width="${n(height * 0.012)}" height="${n(height * 0.2)}" fill="${roof}"/>`,
  );
  return parts.join('');
}

export const arch: LandmarkPainter = (c, x, ground, height, colour) => {
  const width = height * 0.85;
  const open = width * 0.32;
  return `<path d="M${n(x - width / 2)} ${n(ground)} L${n(x - width / 2)} ${n(ground - height)} L${n(x + width / 2)} ${n(ground - height)} L${n(x + width / 2)} ${n(ground)} L${n(x + open / 2)} ${n(ground)} L${n(x + open / 2)} ${n(ground - height * 0.45)} A${n(open / 2)} ${n(open / 2)} 0 0 0 ${n(x - open / 2)} ${n(ground - height * 0.45)} L${n(x - open / 2)} ${n(ground)} Z" fill="${colour}"/><rect x="${n(x - width / 2 - height * 0.02)}" y="${n(ground - height * 0.82)}" width="${n(width + height * 0.04)}" height="${n(height * 0.04)}" fill="${lighten(colour, 0.2)}"/><rect x="${n(x - width * 0.35)}" y="${n(ground - height * 0.75)}" width="${n(width * 0.7)}" height="${n(height * 0.08)}" fill="${lighten(colour, 0.12)}"/>`;
};

export const clockTower: LandmarkPainter = (c, x, ground, height, colour) => {
  const width = height * 0.16;
  const clockY = ground - height * 0.72;
  return `<rect x="${n(x - width / 2)}" y="${n(ground - height * 0.8)}" width="${n(width)}" height="${n(height * 0.8)}" fill="${colour}"/><path d="M${n(x - width * 0.6)} ${n(ground - height * 0.8)} L${n(x)} ${n(ground - height)} L${n(x + width * 0.6)} ${n(ground - height * 0.8)} Z" fill="${colour}"/><circle cx="${n(x)}" cy="${n(clockY)}" r="${n(width * 0.36)}" fill="#fdf0d5" stroke="${lighten(colour, 0.3)}" stroke-width="${n(width * 0.05)}"/><path d="M${n(x)} ${n(clockY)} L${n(x)} ${n(clockY - width * 0.26)} M${n(x)} ${n(clockY)} L${n(x + width * 0.18)} ${n(clockY + width * 0.06)}" stroke="#222" stroke-width="${n(width * 0.04)}" stroke-linecap="round"/>${[
    0.2, 0.35, 0.5,
  ]
    .map(
      (t) =>
        `<rect x="${n(x - width * 0.25)}" y="${n(ground - height * t)}" width="${n(width * 0.5)}" height="${n(height * 0.07)}" rx="${n(width * 0.25)}" fill="${lighten(colour, 0.2)}"/>`,
    )
    .join('')}`;
};
