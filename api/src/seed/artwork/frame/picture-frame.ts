/** A picture frame's moulding: slim, with a wide mat cut with a bevel around a photo. */
import { n, type Canvas } from '../canvas.js';
import { inset } from './box.js';
import { GOLD, type DrawnFrame, type FrameLook } from './finish.js';
import { bevel, grain, sheen } from './moulding.js';
import { print } from './print.js';
import type { HungFrame } from './wall.js';

/** The moulding, then the mat and the photo in its opening. */
export function pictureMoulding(
  c: Canvas,
  look: FrameLook,
  hung: HungFrame,
): { svg: string; drawn: DrawnFrame } {
  const { rng, u } = c;
  const { frame, short } = hung;
  const { gilt, colour } = look;
  const moulding = short * rng.range(0.045, 0.06);
  const pictureWood = gilt ? GOLD : look.wood;
  const parts = [bevel(frame, moulding, pictureWood, colour === 'black' && !gilt ? 1.6 : 1)];
  if (look.grained) parts.push(grain(c, hung.grainRng, frame, moulding, pictureWood));
  if (look.finish === 'metal') parts.push(sheen(c, frame, moulding));
  // A fine highlight on the outer edge of the moulding.
  parts.push(
    `<rect x="${n(frame.x + 1)}" y="${n(frame.y + 1)}" width="${n(frame.w - 2)}" height="${n(frame.h - 2)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"/>`,
  );
  const matBox = inset(frame, moulding);
  const drawn = { finish: look.finish, colour, outer: frame, inner: matBox };
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
  parts.push(print(c, hung.printRng, opening, false));
  return { svg: parts.join(''), drawn };
}
