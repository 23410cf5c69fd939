import { darken, lighten, mix } from './colour.js';
import { linearGradient, n, softShadow, subCanvas, type Canvas } from './canvas.js';
import { paintSkyline } from './skyline.js';
import { paintLandmark, paintLandscape } from './scenes.js';
import { createRng, type Rng } from './random.js';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const inset = (b: Box, d: number): Box => ({
  x: b.x + d,
  y: b.y + d,
  w: b.w - d * 2,
  h: b.h - d * 2,
});

/**
 * One band of moulding between `outer` and the box `thickness` inside it, drawn as four
 * mitred sides lit from the top left: top brightest, bottom darkest.
 */
function bevel(outer: Box, thickness: number, colour: string, strength = 1): string {
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
function grain(c: Canvas, rng: Rng, outer: Box, thickness: number, colour: string): string {
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

/** A row of beads around a box: the carved detail of a painting frame. */
function beads(c: Canvas, box: Box, radius: number, colour: string): string {
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

/** The artwork inside the frame, painted on its own canvas and placed into the opening. */
function print(c: Canvas, rng: Rng, box: Box, painting: boolean): string {
  const inner: Canvas = { ...subCanvas(c, Math.round(box.w), Math.round(box.h)), rng };
  const art = painting
    ? rng.chance(0.6)
      ? paintLandscape(inner)
      : paintLandmark(inner)
    : rng.pick([
        () => paintSkyline(inner),
        () => paintLandmark(inner),
        () => paintLandscape(inner),
      ])();
  let finish = '';
  if (painting) {
    // Canvas weave and a varnish sheen make it read as paint rather than a photo.
    const weave: string[] = [];
    for (let y = 0; y < inner.h; y += 3) weave.push(`M0 ${y} h${inner.w}`);
    finish += `<path d="${weave.join(' ')}" stroke="#000000" stroke-opacity="0.06" stroke-width="1"/>`;
  } else {
    const glare = inner.id('glare');
    finish += `<defs>${linearGradient(
      glare,
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.14],
        [1, '#ffffff', 0],
      ],
      false,
    )}</defs><path d="M${n(inner.w * 0.15)} 0 L${n(inner.w * 0.45)} 0 L${n(inner.w * 0.15)} ${inner.h} L${n(-inner.w * 0.15)} ${inner.h} Z" fill="url(#${glare})"/>`;
  }
  return `<svg x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" viewBox="0 0 ${inner.w} ${inner.h}" preserveAspectRatio="none" overflow="hidden">${art}${finish}</svg>`;
}

const mouldings = {
  black: { picture: '#1f1f22', painting: '#1a1a1d', accent: '#9a9aa0' },
  brown: { picture: '#7a4a2a', painting: '#5e3620', accent: '#c9a45c' },
} as const;

/**
 * What a frame is made of, as its name and description say: gilt (gold leaf, carved), wood (the
 * grain shows, stained black or brown), metal (a satin sheen, black or bronze), or painted.
 * The colour a customer picks (black or brown) is the moulding's colour; a gilt frame is gold
 * either way, over a black or a brown outer band.
 */
export type FrameFinish = 'gilt' | 'wood' | 'metal' | 'painted';

const GOLD = '#c9a227';
const BRONZE = '#6e4a2e';

/** Where the moulding is, for tests: between `outer` and `inner` (the mat or the canvas). */
export interface DrawnFrame {
  finish: FrameFinish;
  colour: 'black' | 'brown';
  outer: Box;
  inner: Box;
}

/** Carved scrolls along a band: C-scrolls in a row with a leaf between, light on dark gold. */
function scrolls(band: Box, depth: number, colour: string): string {
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
function cartouche(x: number, y: number, size: number): string {
  const leaves: string[] = [];
  for (let k = 0; k < 8; k += 1) {
    const a = (k / 8) * 360;
    leaves.push(
      `<ellipse cx="${n(x)}" cy="${n(y - size * 0.55)}" rx="${n(size * 0.22)}" ry="${n(size * 0.5)}" fill="${k % 2 ? '#e9c46a' : '#b8860b'}" transform="rotate(${a} ${n(x)} ${n(y)})"/>`,
    );
  }
  return `${leaves.join('')}<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.4)}" fill="#f2d675"/><circle cx="${n(x - size * 0.1)}" cy="${n(y - size * 0.1)}" r="${n(size * 0.15)}" fill="#fff3c4"/>`;
}

/** A metal moulding's satin sheen: a soft light streak along the top and left sides. */
function sheen(c: Canvas, outer: Box, thickness: number): string {
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
  const { rng, w, h, u, palette } = c;
  const painting = kind === 'painting';
  const gilt = finish === 'gilt';
  const wood = finish === 'metal' && colour === 'brown' ? BRONZE : mouldings[colour][kind];
  const accent = gilt ? GOLD : mouldings[colour].accent;
  const grained = finish === 'wood' || (finish === 'painted' && colour === 'brown');
  // Wood grain and the print draw from their own streams, so the black and brown versions of a
  // frame (same seed) show the same print at the same size.
  const grainRng = createRng(rng.int(0, 2 ** 31));
  const printRng = createRng(rng.int(0, 2 ** 31));

  // Wall: a soft, light gradient tinted by the city's palette, with a lit spot behind the frame.
  const wallBase = mix(painting ? '#d9d2c5' : '#ecebe7', palette.colors[3], 0.25);
  const wallId = c.id('wall');
  const spotId = c.id('spot');
  const parts: string[] = [
    `<defs>${linearGradient(wallId, [
      [0, lighten(wallBase, 0.15)],
      [1, darken(wallBase, 0.12)],
    ])}<radialGradient id="${spotId}"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${wallId})"/>`,
    `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.42)}" rx="${n(w * 0.55)}" ry="${n(h * 0.5)}" fill="url(#${spotId})"/>`,
  ];

  // Orientation varies with the seed; the frame takes ~80% of the shorter side.
  const ratio = rng.pick([3 / 4, 4 / 5, 1, 4 / 3, 5 / 4, 2 / 3]);
  let fh = h * 0.8;
  let fw = fh * ratio;
  if (fw > w * 0.82) {
    fw = w * 0.82;
    fh = fw / ratio;
  }
  const frame: Box = { x: (w - fw) / 2, y: (h - fh) / 2 - h * 0.01, w: fw, h: fh };
  const short = Math.min(fw, fh);
  let drawn: DrawnFrame | undefined;

  // Cast shadow below and to the right, as from a light above the frame.
  parts.push(
    softShadow(
      c,
      { x: frame.x + u * 0.8, y: frame.y + u * 1.8, w: frame.w, h: frame.h },
      u * 3,
      0.32,
    ),
  );

  if (painting) {
    const total = short * rng.range(0.13, 0.16);
    const outerBand = total * 0.3;
    const cove = total * 0.35;
    const inner = total * 0.2;
    const slip = total * 0.15;
    parts.push(bevel(frame, outerBand, wood, 1.2));
    if (grained) parts.push(grain(c, grainRng, frame, outerBand, wood));
    const coveBox = inset(frame, outerBand);
    // Gilt: everything inside the outer band is gold leaf, carved with scrolls.
    const carved = gilt ? GOLD : wood;
    parts.push(bevel(coveBox, cove, darken(carved, 0.1), -0.9));
    if (gilt) parts.push(scrolls(inset(coveBox, cove * 0.5), cove, '#f2d675'));
    else parts.push(beads(c, inset(coveBox, cove * 0.5), cove * 0.16, lighten(wood, 0.12)));
    const innerBox = inset(coveBox, cove);
    parts.push(bevel(innerBox, inner, carved, 1));
    if (gilt) parts.push(beads(c, inset(innerBox, inner * 0.5), inner * 0.22, '#e9c46a'));
    const slipBox = inset(innerBox, inner);
    parts.push(bevel(slipBox, slip, accent, 0.8));
    // Corner ornaments.
    for (const [cx, cy] of [
      [coveBox.x + cove * 0.5, coveBox.y + cove * 0.5],
      [coveBox.x + coveBox.w - cove * 0.5, coveBox.y + cove * 0.5],
      [coveBox.x + cove * 0.5, coveBox.y + coveBox.h - cove * 0.5],
      [coveBox.x + coveBox.w - cove * 0.5, coveBox.y + coveBox.h - cove * 0.5],
    ] as const) {
      if (gilt) {
        parts.push(cartouche(cx, cy, cove * 0.75));
        continue;
      }
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cove * 0.42)}" fill="${accent}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cove * 0.26)}" fill="${darken(accent, 0.3)}"/><circle cx="${n(cx - cove * 0.08)}" cy="${n(cy - cove * 0.08)}" r="${n(cove * 0.1)}" fill="${lighten(accent, 0.5)}"/>`,
      );
    }
    const canvasBox = inset(slipBox, slip);
    drawn = { finish, colour, outer: frame, inner: canvasBox };
    parts.push(print(c, printRng, canvasBox, true));
    parts.push(
      `<rect x="${n(canvasBox.x)}" y="${n(canvasBox.y)}" width="${n(canvasBox.w)}" height="${n(u * 0.5)}" fill="#000000" fill-opacity="0.3"/><rect x="${n(canvasBox.x)}" y="${n(canvasBox.y)}" width="${n(u * 0.5)}" height="${n(canvasBox.h)}" fill="#000000" fill-opacity="0.2"/>`,
    );
  } else {
    const moulding = short * rng.range(0.045, 0.06);
    const pictureWood = gilt ? GOLD : wood;
    parts.push(bevel(frame, moulding, pictureWood, colour === 'black' && !gilt ? 1.6 : 1));
    if (grained) parts.push(grain(c, grainRng, frame, moulding, pictureWood));
    if (finish === 'metal') parts.push(sheen(c, frame, moulding));
    // A fine highlight on the outer edge of the moulding.
    parts.push(
      `<rect x="${n(frame.x + 1)}" y="${n(frame.y + 1)}" width="${n(frame.w - 2)}" height="${n(frame.h - 2)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"/>`,
    );
    const matBox = inset(frame, moulding);
    drawn = { finish, colour, outer: frame, inner: matBox };
    const matColour = rng.pick(['#f7f4ee', '#fbfaf7', '#f3efe6']);
    parts.push(
      `<rect x="${n(matBox.x)}" y="${n(matBox.y)}" width="${n(matBox.w)}" height="${n(matBox.h)}" fill="${matColour}"/>`,
    );
    // The moulding's inner lip throws a thin shadow onto the mat.
    parts.push(
      `<rect x="${n(matBox.x)}" y="${n(matBox.y)}" width="${n(matBox.w)}" height="${n(u * 0.8)}" fill="#000000" fill-opacity="0.12"/><rect x="${n(matBox.x)}" y="${n(matBox.y)}" width="${n(u * 0.6)}" height="${n(matBox.h)}" fill="#000000" fill-opacity="0.08"/>`,
    );
    const matWidth = short * rng.range(0.1, 0.13);
    const opening = inset(matBox, matWidth);
    // Bevelled cut of the mat: a white core showing on all four sides.
    parts.push(bevel(inset(opening, -u * 0.7), u * 0.7, '#efeae0', 0.6));
    parts.push(print(c, printRng, opening, false));
  }
  // What was drawn, for the tests: the moulding's finish, colour and place.
  parts.unshift(`<metadata>${JSON.stringify({ frame: drawn })}</metadata>`);
  return parts.join('');
}

/** The frame a frame picture's SVG says it drew (null for other pictures). */
export function drawnFrame(svg: string): DrawnFrame | null {
  const match = /<metadata>(\{"frame".*?)<\/metadata>/.exec(svg);
  return match ? (JSON.parse(match[1]!) as { frame: DrawnFrame }).frame : null;
}
