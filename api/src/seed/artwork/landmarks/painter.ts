/**
 * What every landmark painter is: it draws one silhouette standing on `ground`, centred on `x`,
 * `size` tall, in `colour` (a shade of the scene's light, so depth reads right).
 */
import { n, type Canvas } from '../canvas.js';

export type LandmarkPainter = (
  c: Canvas,
  x: number,
  ground: number,
  size: number,
  colour: string,
) => string;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
