/** The bands of a frame's moulding: bevelled, with wood grain or a metal sheen on top. */
import { darken, lighten } from '../colour.js';
import { linearGradient, n, type Canvas } from '../canvas.js';
import type { Rng } from '../random.js';
import { inset, type Box } from './box.js';

/**
 * One band of moulding between `outer` and the box `thickness` inside it, drawn as four
 * mitred sides lit from the top left: top brightest, bottom darkest.
 */
export function bevel(outer: Box, thickness: number, colour: string, strength = 1): string {
  const i = inset(outer, thickness);
  const o = outer;
  const side = (points: number[][], fill: string) =>
    `<path d="M${points.map(([x, y]) => `${n(x!)} ${n(y!)}`).join(' L')} Z" fill="${fill}"/>`;
  return [
    side(
      [
        [o.x, o.y],
        [o.x + o.w, o.y],
        [i.x + i.w, i.y],
        [i.x, i.y],
      ],
      lighten(colour, 0.22 * strength),
    ),
    side(
      [
        [o.x, o.y],
        [i.x, i.y],
        [i.x, i.y + i.h],
        [o.x, o.y + o.h],
      ],
      lighten(colour, 0.08 * strength),
    ),
    side(
      [
        [o.x + o.w, o.y],
        [o.x + o.w, o.y + o.h],
        [i.x + i.w, i.y + i.h],
        [i.x + i.w, i.y],
      ],
      darken(colour, 0.22 * strength),
    ),
    side(
      [
        [o.x, o.y + o.h],
        [i.x, i.y + i.h],
        [i.x + i.w, i.y + i.h],
        [o.x + o.w, o.y + o.h],
      ],
      darken(colour, 0.38 * strength),
    ),
  ].join('');
}

/** Fine grain lines along each side of a wooden band, clipped to the band. */
export function grain(c: Canvas, rng: Rng, outer: Box, thickness: number, colour: string): string {
  const id = c.id('band');
  const i = inset(outer, thickness);
  const parts = [
    `<defs><clipPath id="${id}"><path d="M${n(outer.x)} ${n(outer.y)} h${n(outer.w)} v${n(outer.h)} h${n(-outer.w)} Z M${n(i.x)} ${n(i.y)} v${n(i.h)} h${n(i.w)} v${n(-i.h)} Z" clip-rule="evenodd"/></clipPath></defs><g clip-path="url(#${id})" stroke="${darken(colour, 0.45)}" fill="none">`,
  ];
  for (let k = 0; k < 10; k += 1) {
    const d = rng.range(0.05, 0.95) * thickness;
    const o = rng.range(0.15, 0.4);
    const sw = n(rng.range(0.4, 1.2));
    parts.push(
      `<path d="M${n(outer.x)} ${n(outer.y + d)} h${n(outer.w)}" stroke-opacity="${n(o)}" stroke-width="${sw}"/><path d="M${n(outer.x)} ${n(outer.y + outer.h - d)} h${n(outer.w)}" stroke-opacity="${n(o)}" stroke-width="${sw}"/><path d="M${n(outer.x + d)} ${n(outer.y)} v${n(outer.h)}" stroke-opacity="${n(o)}" stroke-width="${sw}"/><path d="M${n(outer.x + outer.w - d)} ${n(outer.y)} v${n(outer.h)}" stroke-opacity="${n(o)}" stroke-width="${sw}"/>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

/** A metal moulding's satin sheen: a soft light streak along the top and left sides. */
export function sheen(c: Canvas, outer: Box, thickness: number): string {
  const id = c.id('sheen');
  const i = inset(outer, thickness);
  return `<defs>${linearGradient(
    id,
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', 0.28],
      [0.55, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ],
    false,
  )}</defs><path d="M${n(outer.x)} ${n(outer.y)} h${n(outer.w)} v${n(outer.h)} h${n(-outer.w)} Z M${n(i.x)} ${n(i.y)} v${n(i.h)} h${n(i.w)} v${n(-i.h)} Z" fill="url(#${id})" fill-rule="evenodd"/>`;
}
