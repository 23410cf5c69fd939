/** A skyline's sky: its gradients, the sun or the moon (with stars after dark), and clouds. */
import { lighten, mix } from '../colour.js';
import { linearGradient, n, radialGradient, type Canvas } from '../canvas.js';
import type { TimeOfDay } from './times-of-day.js';

/** The ids of a skyline's gradients and clip, made once per picture. */
export interface SkylineIds {
  sky: string;
  glow: string;
  water: string;
  city: string;
  clip: string;
  haze: string;
}

/** The gradients of the sky, the light's glow, the water and the haze, and the water's clip. */
export function skyDefs(
  c: Canvas,
  time: TimeOfDay,
  tint: string,
  horizon: number,
  ids: SkylineIds,
): string {
  const { w, h } = c;
  const [top, middle, bottom] = time.sky;
  const defs = [
    linearGradient(ids.sky, [
      [0, top],
      [0.55, mix(middle, tint, 0.12)],
      [1, bottom],
    ]),
    radialGradient(ids.glow, [
      [0, time.light, 0.9],
      [0.25, time.light, 0.35],
      [1, time.light, 0],
    ]),
    linearGradient(ids.water, [
      [0, time.water[0]],
      [1, time.water[1]],
    ]),
    linearGradient(ids.haze, [
      [0, bottom, 0],
      [1, bottom, 0.45],
    ]),
    `<clipPath id="${ids.clip}"><rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}"/></clipPath>`,
  ];
  return `<defs>${defs.join('')}</defs>`;
}

/** Stars, then the moon's glow and the moon (a crescent more often than not). */
function nightLight(
  c: Canvas,
  time: TimeOfDay,
  horizon: number,
  x: number,
  y: number,
  glowId: string,
) {
  const { rng, w, u } = c;
  const parts: string[] = [];
  const stars: string[] = [];
  const count = time.name === 'night' ? 140 : 60;
  for (let i = 0; i < count; i += 1) {
    stars.push(
      `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, horizon * 0.75))}" r="${n(rng.range(0.08, 0.28) * u)}" fill="#ffffff" fill-opacity="${n(rng.range(0.3, 0.95))}"/>`,
    );
  }
  parts.push(stars.join(''));
  const r = u * rng.range(3.5, 5.5);
  parts.push(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="url(#${glowId})" fill-opacity="0.5"/>`,
  );
  if (rng.chance(0.6)) {
    const maskId = c.id('moon');
    parts.push(
      `<mask id="${maskId}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff"/><circle cx="${n(x + r * 0.45)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.88)}" fill="#000"/></mask>`,
    );
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${time.light}" mask="url(#${maskId})"/>`,
    );
  } else {
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${time.light}"/>`);
  }
  return parts.join('');
}

/** The sun and its wide glow. */
function sunLight(c: Canvas, time: TimeOfDay, x: number, y: number, glowId: string): string {
  const r = c.u * c.rng.range(5, 8);
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 6)}" fill="url(#${glowId})"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${time.light}"/>`
  );
}

/** Sun or moon, with stars after dark; `x` is where its light falls on the water. */
export function skyLight(
  c: Canvas,
  time: TimeOfDay,
  horizon: number,
  glowId: string,
): { svg: string; x: number } {
  const { rng, w, h } = c;
  const x = rng.range(w * 0.15, w * 0.85);
  const y =
    time.name === 'day'
      ? rng.range(h * 0.1, h * 0.3)
      : time.name === 'night' || time.name === 'dusk'
        ? rng.range(h * 0.12, h * 0.35)
        : horizon - rng.range(h * 0.05, h * 0.2);
  const svg =
    time.name === 'night' || time.name === 'dusk'
      ? nightLight(c, time, horizon, x, y, glowId)
      : sunLight(c, time, x, y, glowId);
  return { svg, x };
}

/** Soft cloud banks by day and at the edges of the day (none at night). */
export function clouds(c: Canvas, time: TimeOfDay, horizon: number): string {
  if (time.name === 'night') return '';
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const count = rng.int(2, 5);
  const colour = time.name === 'day' ? '#ffffff' : lighten(time.sky[1], 0.35);
  for (let i = 0; i < count; i += 1) {
    const cx = rng.range(0, w);
    const cy = rng.range(h * 0.08, horizon * 0.6);
    const cw = rng.range(10, 24) * u;
    const puffs: string[] = [];
    for (let p = 0; p < 5; p += 1) {
      puffs.push(
        `<ellipse cx="${n(cx + (p - 2) * cw * 0.22)}" cy="${n(cy - Math.sin((p / 4) * Math.PI) * cw * 0.12)}" rx="${n(cw * 0.22)}" ry="${n(cw * 0.11)}"/>`,
      );
    }
    parts.push(`<g fill="${colour}" opacity="${n(rng.range(0.35, 0.7))}">${puffs.join('')}</g>`);
  }
  return parts.join('');
}
