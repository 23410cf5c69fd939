/** What every street scene shares: what it drew, its time of day, and plain rectangles. */
import { n } from '../canvas.js';
import { timesOfDay } from '../skyline.js';

export interface Drawn {
  svg: string;
  /** The landmarks actually drawn (all the city's own). */
  landmarks: string[];
}

export type Time = (typeof timesOfDay)[number];
export const timeNamed = (name: Time['name']) => timesOfDay.find((t) => t.name === name)!;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
