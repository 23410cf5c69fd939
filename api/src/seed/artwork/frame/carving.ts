/** The carving of a frame: beads, gilt scrolls and corner cartouches. */
import { n, type Canvas } from '../canvas.js';
import type { Box } from './box.js';

/** A row of beads around a box: the carved detail of a painting frame. */
export function beads(c: Canvas, box: Box, radius: number, colour: string): string {
  const parts: string[] = [];
  const step = radius * 2.6;
  for (let x = box.x + step / 2; x < box.x + box.w; x += step) {
    parts.push(
      `<circle cx="${n(x)}" cy="${n(box.y)}" r="${n(radius)}"/><circle cx="${n(x)}" cy="${n(box.y + box.h)}" r="${n(radius)}"/>`,
    );
  }
  for (let y = box.y + step / 2; y < box.y + box.h; y += step) {
    parts.push(
      `<circle cx="${n(box.x)}" cy="${n(y)}" r="${n(radius)}"/><circle cx="${n(box.x + box.w)}" cy="${n(y)}" r="${n(radius)}"/>`,
    );
  }
  return `<g fill="${colour}">${parts.join('')}</g><g fill="#ffffff" fill-opacity="0.35">${parts
    .join('')
    .replace(/r="([\d.]+)"/g, (_m, r: string) => `r="${n(Number(r) * 0.4)}"`)}</g>`;
}

/** Carved scrolls along a band: C-scrolls in a row with a leaf between, light on dark gold. */
export function scrolls(band: Box, depth: number, colour: string): string {
  const parts: string[] = [];
  const step = depth * 1.4;
  const scroll = (x: number, y: number, flip: number, rotate: number) =>
    `<path d="M${n(x - step * 0.4)} ${n(y)} c${n(step * 0.1)} ${n(-depth * 0.35 * flip)} ${n(step * 0.45)} ${n(-depth * 0.35 * flip)} ${n(step * 0.4)} 0 c${n(-step * 0.05)} ${n(depth * 0.25 * flip)} ${n(step * 0.3)} ${n(depth * 0.3 * flip)} ${n(step * 0.4)} 0" transform="rotate(${rotate} ${n(x)} ${n(y)})"/>`;
  let k = 0;
  for (let x = band.x + step; x < band.x + band.w - step * 0.5; x += step, k += 1) {
    const flip = k % 2 ? 1 : -1;
    parts.push(scroll(x, band.y, flip, 0), scroll(x, band.y + band.h, -flip, 0));
  }
  k = 0;
  for (let y = band.y + step; y < band.y + band.h - step * 0.5; y += step, k += 1) {
    const flip = k % 2 ? 1 : -1;
    parts.push(scroll(band.x, y, flip, 90), scroll(band.x + band.w, y, -flip, 90));
  }
  return `<g fill="none" stroke="${colour}" stroke-width="${n(depth * 0.12)}" stroke-linecap="round">${parts.join('')}</g>`;
}

/** An acanthus cartouche for a gilt frame's corner: a shell of leaves around a boss. */
export function cartouche(x: number, y: number, size: number): string {
  const leaves: string[] = [];
  for (let k = 0; k < 8; k += 1) {
    const a = (k / 8) * 360;
    leaves.push(
      `<ellipse cx="${n(x)}" cy="${n(y - size * 0.55)}" rx="${n(size * 0.22)}" ry="${n(size * 0.5)}" fill="${k % 2 ? '#e9c46a' : '#b8860b'}" transform="rotate(${a} ${n(x)} ${n(y)})"/>`,
    );
  }
  return `${leaves.join('')}<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.4)}" fill="#f2d675"/><circle cx="${n(x - size * 0.1)}" cy="${n(y - size * 0.1)}" r="${n(size * 0.15)}" fill="#fff3c4"/>`;
}
