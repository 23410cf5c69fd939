/** A film shoot at dawn, seen through the video camera's viewfinder. */
import { mix } from '../colour.js';
import { circle, FONT_SANS, linearGradient, n, type Canvas } from '../canvas.js';
import { backdrop } from './backdrop.js';
import { cityRow } from './city-row.js';
import { pavement, people } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

/**
 * A film shoot at dawn: the street seen through a video camera's viewfinder (recording dot,
 * timecode, frame guides), the camera and its hand grip in the corner.
 */
export function filming(c: Canvas, city: string): Drawn {
  const { rng, w, h, u } = c;
  const time = timeNamed('dawn');
  const ground = h * 0.76;
  const back = backdrop(c, city, ground - h * 0.22, time);
  const parts = [back.svg, cityRow(c, city, ground, h * 0.3, h * 0.48)];
  parts.push(pavement(c, ground, '#b8ab98'));
  parts.push(people(c, 3, ground + u * 4, h * 0.92, u * 16));
  // The camera in the lower right, seen from behind: body, flip screen, top handle, grip.
  // Everything that says "camera" stays inside the middle 4:3 of a wide picture, which is what
  // a 4:3 tile (the city page's Videography card) shows of it.
  const safeW = Math.min(w, (h * 4) / 3);
  const L = (w - safeW) / 2;
  const R = L + safeW;
  const cx = L + safeW * 0.72;
  const cy = h * 0.72;
  const bw = safeW * 0.34;
  const bh = h * 0.32;
  parts.push(
    rect(cx - u * 2, cy + bh * 0.4, u * 4, h - cy, '#1d1d1f'),
    rect(cx - bw / 2, cy - bh / 2, bw, bh, '#2b2d31', ` rx="${n(u * 1.5)}"`),
    rect(cx - bw * 0.3, cy - bh / 2 - u * 4, bw * 0.6, u * 2, '#1d1d1f', ` rx="${n(u)}"`),
    rect(cx - bw * 0.32, cy - bh / 2 - u * 4, u * 1.6, u * 4, '#1d1d1f'),
    rect(cx + bw * 0.28, cy - bh / 2 - u * 4, u * 1.6, u * 4, '#1d1d1f'),
  );
  // The flip screen shows the same street, small.
  const sx = cx - bw * 0.42;
  const sy = cy - bh * 0.38;
  const sw = bw * 0.62;
  const sh = bh * 0.72;
  const screen = c.id('screen');
  parts.push(
    `<defs>${linearGradient(screen, [
      [0, time.sky[0]],
      [1, time.sky[2]],
    ])}</defs>`,
    rect(sx, sy, sw, sh, `url(#${screen})`),
  );
  for (let k = 0; k < 6; k += 1) {
    const top = rng.range(0.3, 0.5);
    parts.push(
      rect(
        sx + k * sw * 0.165,
        sy + sh * top,
        sw * 0.155,
        sh * (0.8 - top),
        mix(time.near, '#ffffff', 0.3),
      ),
    );
  }
  parts.push(
    rect(sx, sy + sh * 0.8, sw, sh * 0.2, '#b8ab98'),
    circle(sx + sw * 0.1, sy + sh * 0.12, sh * 0.06, '#ff2d2d'),
  );
  parts.push(rect(sx, sy, sw, sh, 'none', ` stroke="#111" stroke-width="${n(u * 0.5)}"`));
  // Dials and buttons.
  for (let k = 0; k < 3; k += 1)
    parts.push(circle(cx + bw * 0.33, cy - bh * 0.25 + k * bh * 0.22, u * 1.1, '#6c757d'));
  // The viewfinder overlay: corner guides, REC and a running timecode.
  const m = u * 5;
  const arm = u * 8;
  const stroke = ` stroke="#ffffff" stroke-width="${n(u * 0.6)}" fill="none"`;
  parts.push(
    `<path d="M${n(L + m)} ${n(m + arm)} V${n(m)} H${n(L + m + arm)} M${n(R - m - arm)} ${n(m)} H${n(R - m)} V${n(m + arm)} M${n(R - m)} ${n(h - m - arm)} V${n(h - m)} H${n(R - m - arm)} M${n(L + m + arm)} ${n(h - m)} H${n(L + m)} V${n(h - m - arm)}"${stroke}/>`,
    `<path d="M${n(w / 2 - u * 3)} ${n(h / 2)} h${n(u * 6)} M${n(w / 2)} ${n(h / 2 - u * 3)} v${n(u * 6)}"${stroke}/>`,
    circle(L + m + u * 4, m + u * 12, u * 1.8, '#ff2d2d'),
    `<text x="${n(L + m + u * 7)}" y="${n(m + u * 13.6)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(u * 4.5)}" fill="#ffffff">REC</text>`,
    `<text x="${n(R - m - u * 4)}" y="${n(m + u * 13.6)}" text-anchor="end" font-family="${FONT_SANS}" font-size="${n(u * 4.5)}" fill="#ffffff">00:0${rng.int(1, 9)}:${String(rng.int(10, 59))}:${String(rng.int(10, 24))}</text>`,
  );
  // Battery gauge.
  parts.push(
    rect(
      R - m - u * 14,
      h - m - u * 9,
      u * 8,
      u * 4,
      'none',
      ` stroke="#ffffff" stroke-width="${n(u * 0.5)}"`,
    ),
    rect(R - m - u * 13, h - m - u * 8, u * 5, u * 2, '#ffffff'),
  );
  return { svg: parts.join(''), landmarks: back.landmarks };
}
