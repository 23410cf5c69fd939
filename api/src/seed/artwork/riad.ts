/**
 * Mint tea in a riad courtyard (Marrakech): the house turned inwards around a courtyard open to
 * the sky. Horseshoe arches below a carved gallery, zellige on the walls and the floor, a tiled
 * fountain, an orange tree, and a brass tray with a silver teapot and small glasses of mint tea.
 */
import { darken, lighten, mix } from './colour.js';
import { circle, n, type Canvas } from './canvas.js';
import { pouffe, teaTray } from './mint-tea.js';
import { sky } from './scenes.js';
import type { Drawn } from './street-scenes.js';
import { fountain, poly, zellige, zelligeFloor } from './zellige.js';

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** A horseshoe arch: the arc runs past its half-circle before it meets the jambs. */
const horseshoe = (cx: number, spring: number, a: number, r: number, bottom: number) =>
  `M${n(cx - a)} ${n(bottom)} V${n(spring)} A${n(r)} ${n(r)} 0 1 1 ${n(cx + a)} ${n(spring)} V${n(bottom)} Z`;

/** A pointed arch of span 2a: two arcs of radius 1.5a meeting at the crown. */
const pointed = (cx: number, spring: number, a: number, bottom: number) =>
  `M${n(cx - a)} ${n(bottom)} V${n(spring)} A${n(a * 1.5)} ${n(a * 1.5)} 0 0 1 ${n(cx)} ${n(spring - a * Math.SQRT2)} A${n(a * 1.5)} ${n(a * 1.5)} 0 0 1 ${n(cx + a)} ${n(spring)} V${n(bottom)} Z`;

/** The far side of the courtyard: sky above, a gallery on carved posts, arches below. */
function courtyardWall(c: Canvas, ground: number): string {
  const { rng, w, h, u } = c;
  const plaster = rng.pick(['#e8b48f', '#eab38a', '#f0c4a0', '#e4a47c']);
  const eave = h * 0.09;
  const parts = [sky(c, '#3d8bd4', '#bfe3f7', eave + u)];
  parts.push(rect(0, eave, w, ground - eave, plaster));
  // Green glazed roof tiles and a carved cedar cornice along the top of the wall.
  parts.push(rect(0, eave - u * 1.5, w, u * 2.2, '#1b5e45'));
  for (let x = 0; x < w; x += u * 2.4)
    parts.push(circle(x + u * 1.2, eave + u * 0.7, u * 1.2, '#2d8a5f'));
  parts.push(rect(0, eave + u * 1.8, w, u * 2.4, '#7f4f24'));
  for (let x = u * 0.5; x < w; x += u * 2)
    parts.push(rect(x, eave + u * 4.2, u * 1.1, u * 1.2, '#5e3a1a'));
  // The upper gallery: pointed openings with carved wooden balustrades.
  const sill = h * 0.33;
  const bays = 5;
  for (let k = 0; k < bays; k += 1) {
    const cx = (w * (k + 0.5)) / bays;
    const a = w * 0.045;
    const spring = eave + u * 7 + a * Math.SQRT2;
    const arch = pointed(cx, spring, a, sill);
    parts.push(
      `<path d="${arch}" fill="${darken(plaster, 0.6)}"/>`,
      `<path d="${arch}" fill="none" stroke="${lighten(plaster, 0.45)}" stroke-width="${n(u * 1.1)}"/>`,
    );
    const rail = sill - h * 0.06;
    parts.push(rect(cx - a, rail, a * 2, h * 0.06, '#8b5a2b'));
    for (let x = cx - a + u * 0.6; x < cx + a - u; x += u * 2.2)
      parts.push(rect(x, rail + u, u * 1.2, h * 0.06 - u * 2, '#4a2e14'));
  }
  // A band of carved stucco between the floors.
  const frieze = sill + u * 0.5;
  parts.push(rect(0, frieze, w, u * 3.6, '#f6e8d6'));
  for (let x = 0; x < w; x += u * 3)
    parts.push(
      `<path d="M${n(x)} ${n(frieze + u * 3)} q${n(u * 1.5)} ${n(-u * 3.2)} ${n(u * 3)} 0" fill="none" stroke="#c9a98a" stroke-width="${n(u * 0.5)}"/>`,
    );
  // Three horseshoe arches on the ground floor, a lantern in the middle one.
  const top = frieze + u * 3.6;
  const dado = h * 0.045;
  for (let k = 0; k < 3; k += 1) {
    const cx = w * (0.2 + k * 0.3);
    const r = w * 0.09;
    const a = r * 0.84;
    const centre = top + r + u * 3;
    const spring = centre + Math.sqrt(r * r - a * a);
    parts.push(
      `<path d="${horseshoe(cx, spring, a + u * 1.6, r + u * 1.6, ground)}" fill="${lighten(plaster, 0.5)}"/>`,
      `<path d="${horseshoe(cx, spring, a, r, ground)}" fill="${darken(plaster, 0.62)}"/>`,
    );
    if (k === 1) parts.push(lantern(c, cx, centre - r, centre + r * 0.3));
    else {
      // A banquette with cushions in the shade of the side arches.
      parts.push(rect(cx - a * 0.8, ground - dado - h * 0.035, a * 1.6, h * 0.035, '#9b2226'));
      for (let j = 0; j < 3; j += 1)
        parts.push(
          rect(
            cx - a * 0.7 + j * a * 0.5,
            ground - dado - h * 0.06,
            a * 0.38,
            h * 0.03,
            j % 2 ? '#e9c46a' : '#2a9d8f',
            ` rx="${n(u)}"`,
          ),
        );
    }
  }
  // Zellige dado along the foot of the walls.
  parts.push(zellige(c, 0, ground - dado, w, dado, dado / 2));
  return parts.join('');
}

/** A side wall of the courtyard, running from the far wall's corner towards the viewer. */
function sideWall(c: Canvas, side: 'left' | 'right', ground: number): string {
  const { w, h, u } = c;
  const far = w * 0.045;
  const x = (t: number) => (side === 'left' ? far * (1 - t) : w - far * (1 - t));
  const eave = h * 0.09;
  const top = (t: number) => eave - u * 1.5 - t * h * 0.07;
  const foot = (t: number) => ground + t * h * 0.1;
  const dado = (t: number) => h * (0.045 + t * 0.02);
  const band = (y0: (t: number) => number, y1: (t: number) => number, fill: string) =>
    poly(
      [
        [x(0), y0(0)],
        [x(1), y0(1)],
        [x(1), y1(1)],
        [x(0), y1(0)],
      ],
      fill,
    );
  return [
    band(top, foot, '#c98f66'),
    band(top, (t) => top(t) + u * (2.2 + t * 1.5), '#1b5e45'),
    band(
      (t) => top(t) + u * (2.2 + t * 1.5),
      (t) => top(t) + u * (4.6 + t * 3),
      '#7f4f24',
    ),
    band((t) => foot(t) - dado(t), foot, '#1d4e89'),
    band(
      (t) => foot(t) - dado(t) * 0.55,
      (t) => foot(t) - dado(t) * 0.35,
      '#d9a441',
    ),
    band(
      (t) => foot(t) - dado(t),
      (t) => foot(t) - dado(t) * 0.88,
      '#22223b',
    ),
  ].join('');
}

/** A pierced brass lantern hanging on a chain, glowing. */
function lantern(c: Canvas, x: number, hook: number, bottom: number): string {
  const { u } = c;
  const top = bottom - u * 9;
  return [
    `<path d="M${n(x)} ${n(hook)} V${n(top - u * 2)}" stroke="#3b2418" stroke-width="${n(u * 0.35)}"/>`,
    circle(x, top + u * 4, u * 8, '#ffd166', ' fill-opacity="0.18"'),
    poly(
      [
        [x, top - u * 3],
        [x + u * 2.5, top],
        [x + u * 2.5, bottom - u * 1.5],
        [x, bottom],
        [x - u * 2.5, bottom - u * 1.5],
        [x - u * 2.5, top],
      ],
      '#b08d57',
    ),
    rect(x - u * 1.6, top + u, u * 3.2, u * 5.5, '#ffd166'),
    `<path d="M${n(x)} ${n(top + u)} V${n(top + u * 6.5)} M${n(x - u * 1.6)} ${n(top + u * 3.7)} H${n(x + u * 1.6)}" stroke="#8a6d3b" stroke-width="${n(u * 0.4)}"/>`,
  ].join('');
}

/** An orange tree in a tiled planter: a dense round crown dotted with fruit. */
function orangeTree(c: Canvas, x: number, ground: number, size: number): string {
  const { rng, u } = c;
  const pw = size * 0.32;
  const ph = size * 0.1;
  const parts = [zellige(c, x - pw / 2, ground - ph, pw, ph, ph / 2)];
  parts.push(rect(x - pw / 2 - u * 0.5, ground - ph - u * 1.5, pw + u, u * 1.5, '#f4efe6'));
  parts.push(
    rect(x - size * 0.035, ground - size * 0.62, size * 0.07, size * 0.62 - ph, '#6d4c41'),
  );
  const crown = ground - size * 0.75;
  for (let k = 0; k < 9; k += 1) {
    const angle = (k / 9) * Math.PI * 2;
    parts.push(
      circle(
        x + Math.cos(angle) * size * 0.22,
        crown + Math.sin(angle) * size * 0.16,
        size * rng.range(0.17, 0.22),
        k % 2 ? '#2d6a4f' : '#40916c',
      ),
    );
  }
  parts.push(circle(x, crown, size * 0.24, '#2d6a4f'));
  for (let k = 0; k < 16; k += 1)
    parts.push(
      circle(
        x + rng.range(-0.36, 0.36) * size,
        crown + rng.range(-0.26, 0.26) * size,
        u * 1.1,
        '#fb8500',
      ),
    );
  return parts.join('');
}

/** A potted palm in the corner of the courtyard. */
function pottedPalm(c: Canvas, x: number, base: number): string {
  const { u } = c;
  const parts = [
    poly(
      [
        [x - u * 4, base - u * 8],
        [x + u * 4, base - u * 8],
        [x + u * 3, base],
        [x - u * 3, base],
      ],
      '#bc6c25',
    ),
  ];
  for (let k = 0; k < 7; k += 1) {
    const angle = -Math.PI * (0.1 + k * 0.13);
    parts.push(
      `<path d="M${n(x)} ${n(base - u * 8)} q${n(Math.cos(angle) * u * 6)} ${n(Math.sin(angle) * u * 14)} ${n(Math.cos(angle) * u * 12)} ${n(Math.sin(angle) * u * 12)}" fill="none" stroke="${mix('#2d6a4f', '#74c69d', k / 7)}" stroke-width="${n(u * 1.6)}" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** The courtyard from a cushion beside the tea tray. */
export function riadTea(c: Canvas): Drawn {
  const { w, h } = c;
  const ground = h * 0.68;
  const parts = [courtyardWall(c, ground), zelligeFloor(c, ground)];
  parts.push(sideWall(c, 'left', ground), sideWall(c, 'right', ground));
  parts.push(orangeTree(c, w * 0.12, h * 0.82, h * 0.62));
  parts.push(fountain(c, w * 0.42, h * 0.76, w * 0.12));
  parts.push(pottedPalm(c, w * 0.93, h * 0.8));
  parts.push(pouffe(c, w * 0.2, h * 0.9, w * 0.09));
  parts.push(teaTray(c, w * 0.66, h * 0.87, w * 0.22));
  return { svg: parts.join(''), landmarks: [] };
}
