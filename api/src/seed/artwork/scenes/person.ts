/** A passer-by, standing on the ground: legs, body and a head of any skin tone. */
import { darken } from '../colour.js';
import { n, type Canvas } from '../canvas.js';

export function person(
  c: Canvas,
  x: number,
  ground: number,
  height: number,
  colour: string,
): string {
  const head = height * 0.13;
  const body = `<rect x="${n(x - height * 0.11)}" y="${n(ground - height * 0.82)}" width="${n(height * 0.22)}" height="${n(height * 0.5)}" rx="${n(height * 0.09)}" fill="${colour}"/>`;
  const legs = `<rect x="${n(x - height * 0.08)}" y="${n(ground - height * 0.4)}" width="${n(height * 0.07)}" height="${n(height * 0.4)}" fill="${darken(colour, 0.4)}"/><rect x="${n(x + height * 0.01)}" y="${n(ground - height * 0.4)}" width="${n(height * 0.07)}" height="${n(height * 0.4)}" fill="${darken(colour, 0.4)}"/>`;
  const skin = c.rng.pick(['#f1c27d', '#c68642', '#8d5524', '#e0ac69', '#ffdbac']);
  return `${legs}${body}<circle cx="${n(x)}" cy="${n(ground - height * 0.82 - head)}" r="${n(head)}" fill="${skin}"/>`;
}
