/**
 * Trencadís, Gaudí's mosaic of broken tiles: irregular shards of every colour set in pale grout
 * over any curved band, and Park Güell's serpentine bench clad in it.
 */
import { darken } from './colour.js';
import { circle, ellipse, linearGradient, n, type Canvas } from './canvas.js';

/** The bench's colour runs: each stretch of the bench mostly one theme of broken tiles. */
const THEMES = [
  ['#1d4e89', '#4895ef', '#90e0ef', '#f8f9fa', '#0077b6'],
  ['#2d6a4f', '#74c69d', '#ffd166', '#52b788', '#e9c46a'],
  ['#e76f51', '#f4a261', '#e9c46a', '#d62828', '#bc6c25'],
  ['#ef476f', '#ffafcc', '#9d4edd', '#f8f9fa', '#3a0ca3'],
  ['#0077b6', '#00b4d8', '#ffd166', '#06d6a0', '#f8f9fa'],
] as const;
export type Edge = (x: number) => number;

/** One broken tile: an irregular polygon of four to six corners. */
function shard(c: Canvas, x: number, y: number, r: number, fill: string): string {
  const { rng } = c;
  const corners = rng.int(4, 6);
  const turn = rng.range(0, Math.PI * 2);
  const points: string[] = [];
  for (let k = 0; k < corners; k += 1) {
    const angle = turn + ((k + rng.range(-0.3, 0.3)) / corners) * Math.PI * 2;
    const reach = r * rng.range(0.85, 1.15);
    points.push(`${n(x + Math.cos(angle) * reach)} ${n(y + Math.sin(angle) * reach)}`);
  }
  return `<path d="M${points.join(' L')} Z" fill="${fill}"/>`;
}

/**
 * Trencadís over a band between two edges: grout, then shards on a jittered grid of about
 * `cell`, each coloured by `colourAt` (x across, t from 0 at the top edge to 1 at the bottom).
 */
export function trencadisBand(
  c: Canvas,
  x0: number,
  x1: number,
  top: Edge,
  bottom: Edge,
  cell: number,
  colourAt: (x: number, t: number) => string,
  grout = '#e4ddd0',
): string {
  const { rng } = c;
  const outline: string[] = [];
  const steps = 48;
  for (let i = 0; i <= steps; i += 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    outline.push(`${n(x)} ${n(top(x))}`);
  }
  for (let i = steps; i >= 0; i -= 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    outline.push(`${n(x)} ${n(bottom(x))}`);
  }
  const parts = [`<path d="M${outline.join(' L')} Z" fill="${grout}"/>`];
  for (let x = x0 + cell / 2; x < x1; x += cell) {
    const yt = top(x);
    const height = bottom(x) - yt;
    const rows = Math.max(1, Math.round(height / cell));
    const rowH = height / rows;
    for (let row = 0; row < rows; row += 1) {
      const t = (row + 0.5) / rows;
      const jx = x + rng.range(-0.12, 0.12) * cell;
      const jy = yt + rowH * (row + 0.5) + rng.range(-0.1, 0.1) * rowH;
      parts.push(shard(c, jx, jy, Math.min(cell, rowH) * 0.55, colourAt(jx, t)));
    }
  }
  return parts.join('');
}

/** A mosaic flower set into the bench: a ring of petals round a bright heart. */
function rosette(c: Canvas, x: number, y: number, r: number): string {
  const { rng } = c;
  const [petal, heart] = rng.pick([
    ['#1d4e89', '#ffd166'],
    ['#e76f51', '#fefae0'],
    ['#2d6a4f', '#ef476f'],
    ['#3a0ca3', '#f4a261'],
  ] as const);
  const parts = [circle(x, y, r * 1.05, '#f8f9fa')];
  for (let k = 0; k < 8; k += 1) {
    const angle = (k / 8) * 360;
    const rad = (angle * Math.PI) / 180;
    parts.push(
      ellipse(
        x + Math.cos(rad) * r * 0.55,
        y + Math.sin(rad) * r * 0.55,
        r * 0.42,
        r * 0.2,
        petal,
        angle,
      ),
    );
  }
  parts.push(circle(x, y, r * 0.28, heart), circle(x, y, r * 0.12, darken(heart, 0.3)));
  return parts.join('');
}

/** Someone sitting on the bench, seen side on: upright back, thigh along the seat, shin down. */
function sitter(c: Canvas, x: number, seat: number, front: number, foot: number, s: number) {
  const { rng, palette } = c;
  const dir = rng.chance(0.5) ? 1 : -1;
  const shirt = rng.pick(palette.colors);
  const legs = rng.pick(['#264653', '#3d405b', '#6c584c', '#1d3557']);
  const skin = rng.pick(['#f1c27d', '#c68642', '#8d5524', '#e0ac69', '#ffdbac']);
  const hip = (seat + front) / 2;
  const knee = x + dir * s * 0.34;
  const thigh = s * 0.13;
  return [
    `<rect x="${n(Math.min(x, knee) - s * 0.04)}" y="${n(hip - thigh)}" width="${n(s * 0.42)}" height="${n(thigh)}" rx="${n(thigh / 2)}" fill="${legs}"/>`,
    `<rect x="${n(knee - s * 0.055)}" y="${n(hip - thigh / 2)}" width="${n(s * 0.11)}" height="${n(foot - hip + thigh / 2)}" fill="${legs}"/>`,
    ellipse(knee + dir * s * 0.05, foot, s * 0.1, s * 0.04, '#212529'),
    `<rect x="${n(x - s * 0.12)}" y="${n(hip - s * 0.55)}" width="${n(s * 0.24)}" height="${n(s * 0.5)}" rx="${n(s * 0.09)}" fill="${shirt}"/>`,
    `<path d="M${n(x)} ${n(hip - s * 0.45)} L${n(x + dir * s * 0.2)} ${n(hip - s * 0.2)}" stroke="${darken(shirt, 0.15)}" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/>`,
    circle(x + dir * s * 0.02, hip - s * 0.67, s * 0.11, skin),
  ].join('');
}

/** The serpentine bench: a rolled rim, the backrest, the seat and its front, all in trencadís. */
export function serpentineBench(c: Canvas, seatLine: number): string {
  const { rng, w, h, u } = c;
  const phase = rng.range(0, Math.PI * 2);
  const angle = (x: number) => (x / (w * 0.42)) * Math.PI * 2 + phase;
  // The bench's plan is a wave: its bays (d = 1) lie further off, higher and smaller, than the
  // prows between them (d = 0).
  const depth = (x: number) => (1 + Math.sin(angle(x))) / 2;
  const near = (x: number) => 1 - 0.35 * depth(x);
  const seat: Edge = (x) => seatLine - depth(x) * h * 0.09;
  const backTop: Edge = (x) => seat(x) - h * 0.13 * near(x);
  const rimTop: Edge = (x) => backTop(x) - u * 3.2 * near(x);
  const seatFront: Edge = (x) => seat(x) + u * 4.5 * near(x);
  const foot: Edge = (x) => seatFront(x) + h * 0.075 * near(x);
  const theme = (x: number) => THEMES[Math.floor((x / w) * 7 + phase) % THEMES.length]!;
  const colour = (x: number) =>
    rng.chance(0.15) ? rng.pick(rng.pick(THEMES)) : rng.pick(theme(x));
  const pale = () => rng.pick(['#f8f9fa', '#fefae0', '#e9ecef', '#fff3b0']);
  const xs = Array.from({ length: 49 }, (_, i) => (w * i) / 48);
  const line = (edge: Edge, dy = 0) => xs.map((x) => `${n(x)} ${n(edge(x) + dy)}`).join(' L');
  const parts = [
    // Its shadow on the terrace.
    `<path d="M${line(foot)} L${xs.map((x) => `${n(w - x)} ${n(foot(w - x) + u * 4)}`).join(' L')} Z" fill="#5c4a32" fill-opacity="0.35"/>`,
    trencadisBand(c, 0, w, backTop, seat, u * 2.2, colour),
    trencadisBand(c, 0, w, rimTop, backTop, u * 1.5, pale),
    trencadisBand(c, 0, w, seat, seatFront, u * 1.5, pale),
    trencadisBand(c, 0, w, seatFront, foot, u * 2, colour),
  ];
  // Medallions in the backrest, where a bay faces the square.
  for (let x = w * rng.range(0.04, 0.12); x < w; x += w * rng.range(0.16, 0.22)) {
    const mid = (backTop(x) + seat(x)) / 2;
    parts.push(rosette(c, x, mid, h * 0.03 * near(x)));
  }
  // Shade where the bench turns away from the square; the rolled rim and the seat's edge lit.
  const shade = c.id('bench');
  const stops: Array<[number, string, number]> = xs.map((x) => {
    const turn = Math.abs(Math.cos(angle(x)));
    return [x / w, '#1b1b2f', 0.22 * turn * turn];
  });
  parts.push(
    `<defs>${linearGradient(shade, stops, false)}</defs><path d="M${line(rimTop)} L${xs
      .map((x) => `${n(w - x)} ${n(foot(w - x))}`)
      .join(' L')} Z" fill="url(#${shade})"/>`,
    `<path d="M${line(rimTop, u * 0.6)}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(u * 0.7)}"/>`,
    `<path d="M${line(backTop)}" fill="none" stroke="#5c4a32" stroke-opacity="0.5" stroke-width="${n(u * 0.6)}"/>`,
    `<path d="M${line(seat)}" fill="none" stroke="#3d2e1f" stroke-opacity="0.55" stroke-width="${n(u * 0.9)}"/>`,
    `<path d="M${line(seatFront)}" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="${n(u * 0.6)}"/>`,
  );
  // Visitors resting in two of the bays.
  const bay = (k: number) => w * 0.42 * ((Math.PI / 2 - phase) / (Math.PI * 2) + k);
  const bays = [-1, 0, 1, 2, 3].map(bay).filter((x) => x > w * 0.08 && x < w * 0.92);
  for (const x of bays.slice(0, 2))
    parts.push(sitter(c, x, seat(x), seatFront(x), foot(x), h * 0.2 * near(x)));
  return parts.join('');
}
