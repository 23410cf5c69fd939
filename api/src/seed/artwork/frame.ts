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
 * A framed print hanging on a wall. Picture frames: a slim moulding, a wide mat with a bevelled
 * cut and a photo. Painting frames: a deep, stepped moulding with beading and a gilt or silver
 * slip around a painted canvas, no mat.
 */
export function paintFrame(
  c: Canvas,
  colour: 'black' | 'brown',
  kind: 'picture' | 'painting',
): string {
  const { rng, w, h, u, palette } = c;
  const painting = kind === 'painting';
  const wood = mouldings[colour][kind];
  const accent = mouldings[colour].accent;
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
    if (colour === 'brown') parts.push(grain(c, grainRng, frame, outerBand, wood));
    const coveBox = inset(frame, outerBand);
    parts.push(bevel(coveBox, cove, darken(wood, 0.1), -0.9));
    parts.push(beads(c, inset(coveBox, cove * 0.5), cove * 0.16, lighten(wood, 0.12)));
    const innerBox = inset(coveBox, cove);
    parts.push(bevel(innerBox, inner, wood, 1));
    const slipBox = inset(innerBox, inner);
    parts.push(bevel(slipBox, slip, accent, 0.8));
    // Corner ornaments.
    for (const [cx, cy] of [
      [coveBox.x + cove * 0.5, coveBox.y + cove * 0.5],
      [coveBox.x + coveBox.w - cove * 0.5, coveBox.y + cove * 0.5],
      [coveBox.x + cove * 0.5, coveBox.y + coveBox.h - cove * 0.5],
      [coveBox.x + coveBox.w - cove * 0.5, coveBox.y + coveBox.h - cove * 0.5],
    ] as const) {
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cove * 0.42)}" fill="${accent}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cove * 0.26)}" fill="${darken(accent, 0.3)}"/><circle cx="${n(cx - cove * 0.08)}" cy="${n(cy - cove * 0.08)}" r="${n(cove * 0.1)}" fill="${lighten(accent, 0.5)}"/>`,
      );
    }
    const canvasBox = inset(slipBox, slip);
    parts.push(print(c, printRng, canvasBox, true));
    parts.push(
      `<rect x="${n(canvasBox.x)}" y="${n(canvasBox.y)}" width="${n(canvasBox.w)}" height="${n(u * 0.5)}" fill="#000000" fill-opacity="0.3"/><rect x="${n(canvasBox.x)}" y="${n(canvasBox.y)}" width="${n(u * 0.5)}" height="${n(canvasBox.h)}" fill="#000000" fill-opacity="0.2"/>`,
    );
  } else {
    const moulding = short * rng.range(0.045, 0.06);
    parts.push(bevel(frame, moulding, wood, colour === 'black' ? 1.6 : 1));
    if (colour === 'brown') parts.push(grain(c, grainRng, frame, moulding, wood));
    // A fine highlight on the outer edge of the moulding.
    parts.push(
      `<rect x="${n(frame.x + 1)}" y="${n(frame.y + 1)}" width="${n(frame.w - 2)}" height="${n(frame.h - 2)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"/>`,
    );
    const matBox = inset(frame, moulding);
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
  return parts.join('');
}
