/** A tram on its rails under the wire, or a city bus in its lane: the same street, the same body. */
import { darken, lighten } from '../colour.js';
import { FONT_SANS, n, type Canvas } from '../canvas.js';
import { facades } from './facades.js';
import { sky } from './sky.js';

/** A tram under its wire, or (bus = true) a city bus on wheels with no wire. */
export function tram(c: Canvas, bus = false): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.72;
  const parts: string[] = [
    sky(c, '#8ecae6', '#e0f2fe', ground),
    facades(c, ground, h * 0.45, h * 0.65, 0.25),
  ];
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#6c757d"/>`,
  );
  for (const ry of bus ? [] : [ground + (h - ground) * 0.55, ground + (h - ground) * 0.75]) {
    parts.push(`<rect x="0" y="${n(ry)}" width="${w}" height="${n(u * 0.6)}" fill="#adb5bd"/>`);
  }
  const wireY = h * 0.16;
  if (!bus) {
    parts.push(
      `<path d="M0 ${n(wireY)} L${w} ${n(wireY + u)}" stroke="#222" stroke-width="${n(u * 0.25)}"/>`,
    );
  } else {
    // Lane markings instead of rails.
    for (let x = 0; x < w; x += u * 14) {
      parts.push(
        `<rect x="${n(x)}" y="${n(ground + (h - ground) * 0.78)}" width="${n(u * 8)}" height="${n(u * 0.8)}" fill="#f8f9fa"/>`,
      );
    }
  }
  const body = rng.chance(0.5) ? palette.colors[1] : palette.colors[2];
  const tw = w * (bus ? 0.62 : 0.78);
  const tx = rng.range(0.02, bus ? 0.3 : 0.2) * w;
  const top = ground - h * (bus ? 0.27 : 0.3);
  const bottom = ground + (h - ground) * 0.45;
  const bodyH = bottom - top;
  if (!bus) {
    parts.push(
      `<path d="M${n(tx + tw * 0.45)} ${n(top)} L${n(tx + tw * 0.5)} ${n(wireY + u)} L${n(tx + tw * 0.55)} ${n(top)}" stroke="#333" stroke-width="${n(u * 0.5)}" fill="none"/>`,
    );
  }
  parts.push(
    `<rect x="${n(tx)}" y="${n(top)}" width="${n(tw)}" height="${n(bodyH)}" rx="${n(u * 5)}" fill="${body}"/>`,
  );
  parts.push(
    `<rect x="${n(tx)}" y="${n(top + bodyH * 0.62)}" width="${n(tw)}" height="${n(bodyH * 0.1)}" fill="${lighten(body, 0.6)}"/>`,
  );
  parts.push(
    `<rect x="${n(tx)}" y="${n(bottom - bodyH * 0.16)}" width="${n(tw)}" height="${n(bodyH * 0.16)}" rx="${n(u * 2)}" fill="${darken(body, 0.35)}"/>`,
  );
  const windowsY = top + bodyH * 0.12;
  const winH = bodyH * 0.42;
  const doorEvery = 3;
  let slot = 0;
  for (let x = tx + u * 5; x < tx + tw - u * 12; x += u * 10, slot += 1) {
    if (slot % doorEvery === 1) {
      parts.push(
        `<rect x="${n(x)}" y="${n(windowsY)}" width="${n(u * 8)}" height="${n(bottom - windowsY - bodyH * 0.16)}" rx="${n(u)}" fill="${darken(body, 0.25)}"/><rect x="${n(x + u)}" y="${n(windowsY + u)}" width="${n(u * 2.6)}" height="${n(winH * 0.8)}" fill="#bde0fe"/><rect x="${n(x + u * 4.4)}" y="${n(windowsY + u)}" width="${n(u * 2.6)}" height="${n(winH * 0.8)}" fill="#bde0fe"/>`,
      );
      continue;
    }
    parts.push(
      `<rect x="${n(x)}" y="${n(windowsY)}" width="${n(u * 8)}" height="${n(winH)}" rx="${n(u)}" fill="#bde0fe"/>`,
    );
    if (rng.chance(0.6))
      parts.push(
        `<circle cx="${n(x + u * 4)}" cy="${n(windowsY + winH * 0.62)}" r="${n(u * 1.7)}" fill="#334e68" fill-opacity="0.75"/><rect x="${n(x + u * 1.8)}" y="${n(windowsY + winH * 0.8)}" width="${n(u * 4.4)}" height="${n(winH * 0.2)}" rx="${n(u)}" fill="#334e68" fill-opacity="0.75"/>`,
      );
    parts.push(
      `<path d="M${n(x + u)} ${n(windowsY + winH * 0.7)} L${n(x + u * 5)} ${n(windowsY + winH * 0.1)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(u * 1.1)}"/>`,
    );
  }
  if (bus) {
    for (const t of [0.16, 0.84]) {
      const x = tx + tw * t;
      parts.push(
        `<circle cx="${n(x)}" cy="${n(bottom)}" r="${n(bodyH * 0.13)}" fill="#1b1b1b"/><circle cx="${n(x)}" cy="${n(bottom)}" r="${n(bodyH * 0.06)}" fill="#adb5bd"/>`,
      );
    }
  }
  // Route number on the front.
  parts.push(
    `<rect x="${n(tx + tw - u * 10)}" y="${n(top + u * 2)}" width="${n(u * 7)}" height="${n(u * 4)}" rx="${n(u * 0.6)}" fill="#1b1b1b"/><text x="${n(tx + tw - u * 6.5)}" y="${n(top + u * 5.1)}" text-anchor="middle" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(u * 3)}" fill="#ffd166">${rng.int(1, 28)}</text>`,
  );
  parts.push(
    `<circle cx="${n(tx + tw - u * 3)}" cy="${n(bottom - bodyH * 0.25)}" r="${n(u * 1.2)}" fill="#fff3b0"/>`,
  );
  return parts.join('');
}

export function bus(c: Canvas): string {
  return tram(c, true);
}
