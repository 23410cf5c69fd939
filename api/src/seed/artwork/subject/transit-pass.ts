/** A transit pass tapped on a ticket gate's reader. */
import { linearGradient, n, type Canvas } from '../canvas.js';
import { cityStyle } from '../landmarks.js';
import { metro } from '../scenes.js';
import { rect } from './shapes.js';

/** A hand tapping a transit card on a ticket gate, the station behind. */
export function pass(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  const { w, h, u, rng } = c;
  const style = cityStyle(city);
  // A hand tapping a transit card on a ticket gate's reader, the station behind.
  const parts = [metro(c, style.palette.colors[1])];
  parts.push(rect(0, 0, w, h, '#0b132b', ' fill-opacity="0.35"'));
  const gx = w * 0.55;
  parts.push(
    rect(gx - u * 14, h * 0.45, u * 28, h * 0.55, '#adb5bd', ` rx="${n(u * 2)}"`),
    rect(gx - u * 12, h * 0.45, u * 24, u * 3, '#495057'),
  );
  parts.push(
    `<circle cx="${n(gx)}" cy="${n(h * 0.52)}" r="${n(u * 7)}" fill="#2b2d42"/><circle cx="${n(gx)}" cy="${n(h * 0.52)}" r="${n(u * 5)}" fill="none" stroke="#4cc9f0" stroke-width="${n(u * 0.6)}"/>`,
  );
  const cardX = gx - u * 9;
  const cardY = h * 0.35;
  const grad = c.id('card');
  parts.push(
    `<defs>${linearGradient(
      grad,
      [
        [0, style.palette.colors[1]],
        [1, style.palette.colors[4]],
      ],
      false,
    )}</defs>`,
  );
  parts.push(
    rect(
      cardX,
      cardY,
      u * 24,
      u * 15,
      `url(#${grad})`,
      ` rx="${n(u * 1.5)}" transform="rotate(-12 ${n(cardX)} ${n(cardY)})"`,
    ),
  );
  parts.push(
    rect(
      cardX + u * 2,
      cardY + u * 3,
      u * 5,
      u * 4,
      '#e9c46a',
      ` rx="${n(u * 0.6)}" transform="rotate(-12 ${n(cardX)} ${n(cardY)})"`,
    ),
  );
  // The hand holding it.
  const skin = rng.pick(['#f1c27d', '#c68642', '#8d5524', '#e0ac69']);
  parts.push(
    `<path d="M${n(cardX + u * 20)} ${n(cardY + u * 10)} q${n(u * 10)} ${n(u * 2)} ${n(u * 22)} ${n(u * 14)} l${n(-u * 8)} ${n(u * 10)} q${n(-u * 12)} ${n(-u * 8)} ${n(-u * 18)} ${n(-u * 12)} Z" fill="${skin}"/><ellipse cx="${n(cardX + u * 19)} " cy="${n(cardY + u * 8)}" rx="${n(u * 3)}" ry="${n(u * 1.6)}" fill="${skin}"/>`,
  );
  return { svg: parts.join(''), landmarks: [] };
}
