/** The Chouara tannery seen from a terrace: a honeycomb of stone vats of dye. */
import { n, type Canvas } from '../canvas.js';
import { person } from '../scenes/person.js';
import { rect, type Drawn } from './scene.js';

export function tannery(c: Canvas): Drawn {
  const { rng, w, h, u } = c;
  // Chouara seen from a terrace above: a honeycomb of stone vats of dye and lime.
  const parts = [rect(0, 0, w, h, '#c8a27a')];
  const r = u * 5.5;
  for (let row = 0; row * r * 1.8 < h + r; row += 1)
    for (let col = 0; col * r * 2.1 < w + r; col += 1) {
      const x = col * r * 2.1 + (row % 2) * r * 1.05;
      const y = row * r * 1.8;
      const dye = rng.pick([
        '#f1f1e6',
        '#e9d8a6',
        '#9b2226',
        '#ca6702',
        '#ee9b00',
        '#6a994e',
        '#7f5539',
        '#f1f1e6',
      ]);
      parts.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#a4805e"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.78)}" fill="${dye}"/><ellipse cx="${n(x - r * 0.2)}" cy="${n(y - r * 0.25)}" rx="${n(r * 0.3)}" ry="${n(r * 0.15)}" fill="#ffffff" fill-opacity="0.3"/>`,
      );
    }
  // Workers standing in the vats, hides drying on the walls.
  for (let i = 0; i < 5; i += 1)
    parts.push(person(c, rng.range(0, w), rng.range(h * 0.3, h), u * 14, '#3a2a1e'));
  parts.push(rect(0, 0, w, h * 0.1, '#b5542a'));
  for (let x = u * 2; x < w; x += u * 7)
    parts.push(rect(x, h * 0.02, u * 5, h * 0.06, rng.pick(['#e9d8a6', '#bc6c25', '#f4f1de'])));
  return { svg: parts.join(''), landmarks: [] };
}
