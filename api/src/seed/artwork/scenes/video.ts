/** Video thumbnails: a scene under a play button, its running time, a progress bar and the title. */
import {
  escapeXml,
  fitText,
  FONT_SANS,
  linearGradient,
  n,
  subCanvas,
  type Canvas,
} from '../canvas.js';
import { paintFood } from '../food.js';
import { paintSkyline } from '../skyline.js';
import { paintLandmark } from './landmark.js';
import { paintLandscape } from './landscape.js';
import { paintLifestyle } from './lifestyle.js';

export function paintVideo(c: Canvas, title?: string): string {
  const { rng, w, h, u, palette } = c;
  const scene = rng.pick([
    () => paintSkyline(c),
    () => paintLandscape(c),
    () => paintLandmark(c),
    () => paintLifestyle(c),
    () => paintFood(subCanvas(c, w, h)),
  ])();
  const shadeId = c.id('shade');
  const parts: string[] = [scene];
  parts.push(
    `<defs>${linearGradient(shadeId, [
      [0, '#000000', 0.05],
      [0.55, '#000000', 0.15],
      [1, '#000000', 0.7],
    ])}</defs><rect width="${w}" height="${h}" fill="url(#${shadeId})"/>`,
  );
  const r = u * 9;
  parts.push(
    `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(r * 1.08)}" fill="#000000" fill-opacity="0.25"/><circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(r)}" fill="#ffffff" fill-opacity="0.92"/><path d="M${n(w / 2 - r * 0.3)} ${n(h / 2 - r * 0.45)} L${n(w / 2 + r * 0.5)} ${n(h / 2)} L${n(w / 2 - r * 0.3)} ${n(h / 2 + r * 0.45)} Z" fill="${palette.colors[1]}"/>`,
  );
  const minutes = rng.int(2, 18);
  const seconds = String(rng.int(0, 59)).padStart(2, '0');
  const badge = `${minutes}:${seconds}`;
  const fs = u * 3.4;
  const bw = fs * 0.62 * badge.length + u * 2.4;
  parts.push(
    `<rect x="${n(w - bw - u * 3)}" y="${n(h - fs - u * 5.4)}" width="${n(bw)}" height="${n(fs + u * 1.6)}" rx="${n(u * 0.6)}" fill="#000000" fill-opacity="0.75"/><text x="${n(w - bw / 2 - u * 3)}" y="${n(h - u * 4.8)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(fs)}" fill="#ffffff">${badge}</text>`,
  );
  // A progress bar, as on a paused player.
  parts.push(
    `<rect x="0" y="${n(h - u * 1.2)}" width="${w}" height="${n(u * 1.2)}" fill="#ffffff" fill-opacity="0.3"/><rect x="0" y="${n(h - u * 1.2)}" width="${n(w * rng.range(0.1, 0.4))}" height="${n(u * 1.2)}" fill="${palette.colors[4]}"/>`,
  );
  if (title) {
    const fitted = fitText(title, w * 0.7, u * 6, 2);
    parts.push(
      `<text font-family="${FONT_SANS}" font-weight="bold" font-size="${n(fitted.size)}" fill="#ffffff">${fitted.lines
        .map(
          (line, i) =>
            `<tspan x="${n(u * 4)}" y="${n(h - u * 5 - (fitted.lines.length - 1 - i) * fitted.size * 1.15)}">${escapeXml(line)}</tspan>`,
        )
        .join('')}</text>`,
    );
  }
  return parts.join('');
}
