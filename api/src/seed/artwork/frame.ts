/**
 * Frames for the shop: a framed print hanging on a wall, its moulding drawn in the frame's finish
 * and colour. The pieces live in `frame/`: the wall, the moulding's bands and carving, the
 * painting and the picture mouldings, and the print inside.
 */
import type { Canvas } from './canvas.js';
import { createRng } from './random.js';
import { frameLook, type DrawnFrame, type FrameFinish } from './frame/finish.js';
import { paintingMoulding } from './frame/painting-frame.js';
import { pictureMoulding } from './frame/picture-frame.js';
import { castShadow, frameOnWall, wall } from './frame/wall.js';

export type { DrawnFrame, FrameFinish } from './frame/finish.js';

/**
 * A framed print hanging on a wall. Picture frames: a slim moulding, a wide mat with a bevelled
 * cut and a photo. Painting frames: a deep, stepped moulding with beading and a gilt or silver
 * slip around a painted canvas, no mat.
 */
export function paintFrame(
  c: Canvas,
  colour: 'black' | 'brown',
  kind: 'picture' | 'painting',
  finish: FrameFinish = 'painted',
): string {
  const { rng } = c;
  const look = frameLook(colour, kind, finish);
  // Wood grain and the print draw from their own streams, so the black and brown versions of a
  // frame (same seed) show the same print at the same size.
  const grainRng = createRng(rng.int(0, 2 ** 31));
  const printRng = createRng(rng.int(0, 2 ** 31));
  const parts = [wall(c, kind === 'painting')];
  const { frame, short } = frameOnWall(c);
  parts.push(castShadow(c, frame));
  const hung = { frame, short, grainRng, printRng };
  const moulding =
    kind === 'painting' ? paintingMoulding(c, look, hung) : pictureMoulding(c, look, hung);
  parts.push(moulding.svg);
  // What was drawn, for the tests: the moulding's finish, colour and place.
  parts.unshift(`<metadata>${JSON.stringify({ frame: moulding.drawn })}</metadata>`);
  return parts.join('');
}

/** The frame a frame picture's SVG says it drew (null for other pictures). */
export function drawnFrame(svg: string): DrawnFrame | null {
  const match = /<metadata>(\{"frame".*?)<\/metadata>/.exec(svg);
  return match ? (JSON.parse(match[1]!) as { frame: DrawnFrame }).frame : null;
}
