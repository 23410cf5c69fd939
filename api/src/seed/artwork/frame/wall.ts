/** The wall a frame hangs on, where on it the frame hangs, and the shadow it casts. */
import { darken, lighten, mix } from '../colour.js';
import { linearGradient, n, softShadow, type Canvas } from '../canvas.js';
import type { Rng } from '../random.js';
import type { Box } from './box.js';

/** Where a frame hangs, and the streams its wood grain and its print draw from. */
export interface HungFrame {
  frame: Box;
  /** The frame's shorter side: the moulding and the mat are sized from it. */
  short: number;
  grainRng: Rng;
  printRng: Rng;
}

/** A soft, light gradient tinted by the city's palette, with a lit spot behind the frame. */
export function wall(c: Canvas, painting: boolean): string {
  const { w, h, palette } = c;
  const wallBase = mix(painting ? '#d9d2c5' : '#ecebe7', palette.colors[3], 0.25);
  const wallId = c.id('wall');
  const spotId = c.id('spot');
  return [
    `<defs>${linearGradient(wallId, [
      [0, lighten(wallBase, 0.15)],
      [1, darken(wallBase, 0.12)],
    ])}<radialGradient id="${spotId}"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${wallId})"/>`,
    `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.42)}" rx="${n(w * 0.55)}" ry="${n(h * 0.5)}" fill="url(#${spotId})"/>`,
  ].join('');
}

/** Orientation varies with the seed; the frame takes ~80% of the shorter side. */
export function frameOnWall(c: Canvas): { frame: Box; short: number } {
  const { rng, w, h } = c;
  const ratio = rng.pick([3 / 4, 4 / 5, 1, 4 / 3, 5 / 4, 2 / 3]);
  let fh = h * 0.8;
  let fw = fh * ratio;
  if (fw > w * 0.82) {
    fw = w * 0.82;
    fh = fw / ratio;
  }
  const frame: Box = { x: (w - fw) / 2, y: (h - fh) / 2 - h * 0.01, w: fw, h: fh };
  return { frame, short: Math.min(fw, fh) };
}

/** Cast shadow below and to the right, as from a light above the frame. */
export function castShadow(c: Canvas, frame: Box): string {
  const { u } = c;
  return softShadow(
    c,
    { x: frame.x + u * 0.8, y: frame.y + u * 1.8, w: frame.w, h: frame.h },
    u * 3,
    0.32,
  );
}
