/**
 * A painting frame's moulding: a deep, stepped moulding with beading (gilt: carved scrolls) and
 * a gilt or silver slip around a painted canvas, no mat.
 */
import { darken, lighten } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { inset, type Box } from './box.js';
import { beads, cartouche, scrolls } from './carving.js';
import { GOLD, type DrawnFrame, type FrameLook } from './finish.js';
import { bevel, grain } from './moulding.js';
import { print } from './print.js';
import type { HungFrame } from './wall.js';

/** An ornament at each corner of the cove: a cartouche on gilt, else a turned boss. */
function cornerOrnaments(coveBox: Box, cove: number, look: FrameLook): string {
  const { accent } = look;
  const parts: string[] = [];
  for (const [cx, cy] of [
    [coveBox.x + cove * 0.5, coveBox.y + cove * 0.5],
    [coveBox.x + coveBox.w - cove * 0.5, coveBox.y + cove * 0.5],
    [coveBox.x + cove * 0.5, coveBox.y + coveBox.h - cove * 0.5],
    [coveBox.x + coveBox.w - cove * 0.5, coveBox.y + coveBox.h - cove * 0.5],
  ] as const) {
    if (look.gilt) {
      parts.push(cartouche(cx, cy, cove * 0.75));
      continue;
    }
    parts.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cove * 0.42)}" fill="${accent}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cove * 0.26)}" fill="${darken(accent, 0.3)}"/><circle cx="${n(cx - cove * 0.08)}" cy="${n(cy - cove * 0.08)}" r="${n(cove * 0.1)}" fill="${lighten(accent, 0.5)}"/>`,
    );
  }
  return parts.join('');
}

/** The moulding from the outer band in to the slip, then the painted canvas it holds. */
export function paintingMoulding(
  c: Canvas,
  look: FrameLook,
  hung: HungFrame,
): { svg: string; drawn: DrawnFrame } {
  const { rng, u } = c;
  const { frame, short } = hung;
  const { gilt, wood } = look;
  const total = short * rng.range(0.13, 0.16);
  const outerBand = total * 0.3;
  const cove = total * 0.35;
  const inner = total * 0.2;
  const slip = total * 0.15;
  const parts = [bevel(frame, outerBand, wood, 1.2)];
  if (look.grained) parts.push(grain(c, hung.grainRng, frame, outerBand, wood));
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
  parts.push(bevel(slipBox, slip, look.accent, 0.8));
  parts.push(cornerOrnaments(coveBox, cove, look));
  const canvasBox = inset(slipBox, slip);
  const drawn = { finish: look.finish, colour: look.colour, outer: frame, inner: canvasBox };
  parts.push(print(c, hung.printRng, canvasBox, true));
  parts.push(
    `<rect x="${n(canvasBox.x)}" y="${n(canvasBox.y)}" width="${n(canvasBox.w)}" height="${n(u * 0.5)}" fill="#000000" fill-opacity="0.3"/><rect x="${n(canvasBox.x)}" y="${n(canvasBox.y)}" width="${n(u * 0.5)}" height="${n(canvasBox.h)}" fill="#000000" fill-opacity="0.2"/>`,
  );
  return { svg: parts.join(''), drawn };
}
