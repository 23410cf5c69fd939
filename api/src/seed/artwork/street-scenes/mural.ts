/** A mural: a painted wall in the street, or Diego Rivera's murals in the Palacio Nacional. */
import { linearGradient, n, type Canvas } from '../canvas.js';
import { backdrop } from './backdrop.js';
import { pavement, people } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

export function mural(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.84;
  const indoor = city === 'Mexico City';
  const parts: string[] = [];
  let landmarks: string[] = [];
  if (indoor) {
    // Diego Rivera's murals line the Palacio Nacional's stairwell and arcades.
    parts.push(rect(0, 0, w, h, '#d8cbb0'));
    for (let x = 0; x < w; x += w / 4) parts.push(rect(x, 0, u * 3, ground, '#b9a88a'));
  } else {
    const back = backdrop(c, city, h * 0.3, timeNamed('day'));
    landmarks = back.landmarks;
    parts.push(back.svg);
    parts.push(rect(0, h * 0.12, w, ground - h * 0.12, '#c9b8a6'));
  }
  // The painted wall: bold figures, sun, patterns.
  const mx = indoor ? w * 0.06 : 0;
  const my = indoor ? h * 0.08 : h * 0.14;
  const mw = indoor ? w * 0.88 : w;
  const mh = ground - my - (indoor ? h * 0.06 : u * 2);
  const bg = c.id('mural');
  parts.push(
    `<defs>${linearGradient(bg, [
      [0, palette.colors[2]],
      [1, palette.colors[4]],
    ])}</defs>`,
    rect(mx, my, mw, mh, `url(#${bg})`),
  );
  parts.push(
    `<circle cx="${n(mx + mw * rng.range(0.2, 0.8))}" cy="${n(my + mh * 0.3)}" r="${n(mh * 0.18)}" fill="#ffd166"/>`,
  );
  for (let i = 0; i < 7; i += 1) {
    const fx = mx + mw * (0.08 + i * 0.14) + rng.range(-u, u);
    const fy = my + mh * 0.95;
    const size = mh * rng.range(0.45, 0.7);
    const colour = rng.pick(['#6a040f', '#1d3557', '#2d6a4f', '#7b2cbf', '#bc6c25', '#264653']);
    // Stylised figures: round heads, broad shoulders, raised arms or tools.
    parts.push(
      `<path d="M${n(fx - size * 0.16)} ${n(fy)} L${n(fx - size * 0.12)} ${n(fy - size * 0.62)} Q${n(fx)} ${n(fy - size * 0.72)} ${n(fx + size * 0.12)} ${n(fy - size * 0.62)} L${n(fx + size * 0.16)} ${n(fy)} Z" fill="${colour}"/><circle cx="${n(fx)}" cy="${n(fy - size * 0.8)}" r="${n(size * 0.1)}" fill="${rng.pick(['#8d5524', '#c68642', '#e0ac69'])}"/><path d="M${n(fx + size * 0.1)} ${n(fy - size * 0.6)} L${n(fx + size * 0.25)} ${n(fy - size * (rng.chance(0.5) ? 0.95 : 0.4))}" stroke="${colour}" stroke-width="${n(size * 0.06)}" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1)
    parts.push(
      `<path d="M${n(mx + rng.range(0, mw))} ${n(my + rng.range(0, mh * 0.4))} l${n(u * 2)} ${n(u * 2)} l${n(u * 2)} ${n(-u * 2)}" stroke="${rng.pick(['#f1faee', '#e63946', '#ffb703'])}" stroke-width="${n(u * 0.5)}" fill="none"/>`,
    );
  if (indoor) {
    // Arcade arches framing the mural.
    for (let x = 0; x < w; x += w / 4)
      parts.push(
        `<path d="M${n(x)} 0 L${n(x)} ${n(h * 0.2)} Q${n(x + w / 8)} ${n(-h * 0.05)} ${n(x + w / 4)} ${n(h * 0.2)} L${n(x + w / 4)} 0 Z" fill="#e8dcc4"/>`,
      );
    parts.push(rect(0, ground, w, h - ground, '#8d7b68'));
  } else {
    parts.push(pavement(c, ground, '#9c9488'));
  }
  parts.push(people(c, 3, ground + u * 2, h - u, u * 26));
  return { svg: parts.join(''), landmarks };
}
