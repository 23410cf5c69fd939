/** Pastimes in public: chess players at park tables, musicians and dancers in a square. */
import { n, type Canvas } from '../canvas.js';
import { person } from '../scenes/person.js';
import { sky } from '../scenes/sky.js';
import { backdrop } from './backdrop.js';
import { cityRow } from './city-row.js';
import { people } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

export function chess(c: Canvas, city: string): Drawn {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.55;
  const back = backdrop(c, city, h * 0.42, timeNamed(rng.pick(['day', 'sunset'] as const)));
  const parts = [back.svg];
  // Trees of the park behind, then the gravel or paving.
  for (let i = 0; i < 9; i += 1) {
    const tx = rng.range(0, w);
    const r = u * rng.range(7, 12);
    parts.push(
      rect(tx - u * 0.8, ground - r * 1.4, u * 1.6, r * 1.5, '#5d4037'),
      `<circle cx="${n(tx)}" cy="${n(ground - r * 1.6)}" r="${n(r)}" fill="${rng.pick(['#2d6a4f', '#40916c', '#52b788'])}"/>`,
    );
  }
  parts.push(rect(0, ground, w, h - ground, city === 'New York' ? '#a8a29a' : '#d9c9a3'));
  // Tables with boards seen slightly from above, a player on each side.
  const tables = w > h * 1.5 ? 3 : 2;
  for (let t = 0; t < tables; t += 1) {
    const tx = w * ((t + 0.5) / tables) + rng.range(-u * 3, u * 3);
    const ty = ground + (h - ground) * (t % 2 ? 0.42 : 0.55);
    const bw = u * 16;
    parts.push(rect(tx - u, ty, u * 2, u * 14, '#495057'));
    parts.push(
      `<path d="M${n(tx - bw)} ${n(ty)} L${n(tx - bw * 0.7)} ${n(ty - u * 5)} L${n(tx + bw * 0.7)} ${n(ty - u * 5)} L${n(tx + bw)} ${n(ty)} Z" fill="#6c757d"/>`,
    );
    // The chessboard: 8 × 8 squares in perspective.
    const bx0 = tx - bw * 0.45;
    const bx1 = tx + bw * 0.45;
    for (let r = 0; r < 8; r += 1)
      for (let q = 0; q < 8; q += 1) {
        const y0 = ty - u * 0.6 - (r / 8) * u * 3.8;
        const y1 = ty - u * 0.6 - ((r + 1) / 8) * u * 3.8;
        const shrink0 = 1 - (r / 8) * 0.22;
        const shrink1 = 1 - ((r + 1) / 8) * 0.22;
        const xa = (k: number, s: number) => tx + (bx0 - tx + ((bx1 - bx0) * k) / 8) * s;
        parts.push(
          `<path d="M${n(xa(q, shrink0))} ${n(y0)} L${n(xa(q + 1, shrink0))} ${n(y0)} L${n(xa(q + 1, shrink1))} ${n(y1)} L${n(xa(q, shrink1))} ${n(y1)} Z" fill="${(r + q) % 2 ? '#f8f9fa' : '#343a40'}"/>`,
        );
      }
    for (let p = 0; p < 10; p += 1) {
      const px = tx + rng.range(-bw * 0.35, bw * 0.35);
      const py = ty - u * rng.range(1, 4);
      const black = p % 2 === 0;
      parts.push(
        `<path d="M${n(px - u * 0.5)} ${n(py)} L${n(px - u * 0.3)} ${n(py - u * 1.4)} L${n(px + u * 0.3)} ${n(py - u * 1.4)} L${n(px + u * 0.5)} ${n(py)} Z" fill="${black ? '#111' : '#fff'}" stroke="#555" stroke-width="${n(u * 0.1)}"/><circle cx="${n(px)}" cy="${n(py - u * 1.7)}" r="${n(u * 0.45)}" fill="${black ? '#111' : '#fff'}" stroke="#555" stroke-width="${n(u * 0.1)}"/>`,
      );
    }
    // Two players, seated, leaning over the board.
    for (const side of [-1, 1]) {
      const px = tx + side * bw * 1.1;
      const colour = rng.pick(palette.colors);
      parts.push(
        `<path d="M${n(px - u * 3)} ${n(ty + u * 8)} L${n(px - u * 3)} ${n(ty - u * 8)} Q${n(px - side * u * 2)} ${n(ty - u * 13)} ${n(px + u * 3)} ${n(ty - u * 8)} L${n(px + u * 3)} ${n(ty + u * 8)} Z" fill="${colour}"/><circle cx="${n(px - side * u * 1.5)}" cy="${n(ty - u * 14)}" r="${n(u * 2.6)}" fill="${rng.pick(['#f1c27d', '#c68642', '#8d5524', '#e0ac69'])}"/><path d="M${n(px - side * u)} ${n(ty - u * 7)} L${n(tx + side * bw * 0.55)} ${n(ty - u * 4)}" stroke="${colour}" stroke-width="${n(u * 1.6)}" stroke-linecap="round"/>${rect(px - u * 3.5, ty + u * 8, u * 7, u * 1.2, '#6d4c41')}`,
      );
    }
  }
  return { svg: parts.join(''), landmarks: back.landmarks };
}

export function music(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const night = variant !== 'dancers';
  const time = timeNamed(night ? 'night' : 'day');
  const ground = h * 0.6;
  const back =
    variant === 'dancers'
      ? backdrop(c, city, h * 0.45, time, 1)
      : { svg: sky(c, time.sky[0], time.sky[2], ground), landmarks: [] };
  const parts = [back.svg, cityRow(c, city, ground, h * 0.25, h * 0.45)];
  if (night) {
    // String lights over the gathering.
    for (let k = 0; k < 2; k += 1) {
      const y = h * (0.18 + k * 0.1);
      for (let x = u * 2; x < w; x += u * 4)
        parts.push(
          `<circle cx="${n(x)}" cy="${n(y + Math.sin((x / w) * Math.PI) * u * 5)}" r="${n(u * 0.7)}" fill="#ffe8a3"/>`,
        );
    }
  }
  parts.push(rect(0, ground, w, h - ground, night ? '#3d3a4b' : '#cdb891'));
  // Musicians in a circle (samba) or a line (buskers), crowd around.
  const cx = w / 2;
  const cy = h * 0.78;
  if (variant === 'dancers') {
    // Concheros: feathered headdresses, dancing in a ring on the Zócalo.
    for (let i = 0; i < 9; i += 1) {
      const a = (i / 9) * Math.PI * 2;
      const px = cx + Math.cos(a) * w * 0.3;
      const py = cy + Math.sin(a) * h * 0.1;
      parts.push(person(c, px, py, u * 22, rng.pick(['#d62828', '#f77f00', '#fcbf49'])));
      for (let f = -2; f <= 2; f += 1)
        parts.push(
          `<path d="M${n(px)} ${n(py - u * 22)} l${n(f * u * 1.6)} ${n(-u * 6)}" stroke="${rng.pick(['#2a9d8f', '#e63946', '#ffb703'])}" stroke-width="${n(u * 0.9)}" stroke-linecap="round"/>`,
        );
    }
  } else {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.16)}" ry="${n(h * 0.05)}" fill="#6d4c41"/>`,
    );
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * Math.PI * 2;
      const px = cx + Math.cos(a) * w * 0.18;
      const py = cy + Math.sin(a) * h * 0.07;
      parts.push(person(c, px, py + u * 4, u * 20, rng.pick(palette.colors)));
      // Pandeiros, a surdo drum, a guitar.
      if (i % 2 === 0)
        parts.push(
          `<circle cx="${n(px + u * 2)}" cy="${n(py - u * 8)}" r="${n(u * 2.2)}" fill="#f1faee" stroke="#6d4c41" stroke-width="${n(u * 0.5)}"/>`,
        );
      else
        parts.push(
          `<ellipse cx="${n(px + u * 2)}" cy="${n(py - u * 6)}" rx="${n(u * 2)}" ry="${n(u * 3)}" fill="#bc6c25"/><rect x="${n(px + u * 1.6)}" y="${n(py - u * 14)}" width="${n(u * 0.8)}" height="${n(u * 6)}" fill="#6d4c41"/>`,
        );
    }
    if (variant === 'buskers') {
      parts.push(
        rect(cx - u * 4, cy - u * 30, u * 0.6, u * 30, '#222'),
        `<circle cx="${n(cx - u * 3.7)}" cy="${n(cy - u * 31)}" r="${n(u * 1.4)}" fill="#333"/>`,
      );
      parts.push(
        rect(cx + u * 8, cy - u * 6, u * 8, u * 8, '#212529'),
        `<circle cx="${n(cx + u * 12)}" cy="${n(cy - u * 2)}" r="${n(u * 2.5)}" fill="#495057"/>`,
      );
    }
  }
  parts.push(people(c, 10, h * 0.62, h * 0.7, u * 18));
  return { svg: parts.join(''), landmarks: back.landmarks };
}
