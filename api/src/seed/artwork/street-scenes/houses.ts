/** Houses: a street of the city's own, brownstone stoops, laundry lines, cats, or hanok rooftops. */
import { n, type Canvas } from '../canvas.js';
import { cityLandmarks } from '../landmarks.js';
import { sky } from '../scenes/sky.js';
import { awning } from '../scenes/stalls.js';
import { backdrop } from './backdrop.js';
import { cityRow } from './city-row.js';
import { pavement, people } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

export function houses(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.82;
  const back = variant === 'rooftops' ? null : backdrop(c, city, h * 0.28, timeNamed('day'));
  const parts: string[] = [back ? back.svg : sky(c, '#bcd4e6', '#f1faee', h)];
  if (variant === 'rooftops') {
    // Bukchon: rows of hanok roofs, curved dark tiles, stepping down a hill to the city.
    for (let row = 0; row < 5; row += 1) {
      const y = h * (0.3 + row * 0.14);
      for (let x = -u * 10 + (row % 2) * u * 12; x < w; x += u * 24) {
        const rw = u * 22;
        parts.push(
          rect(x + u * 2, y, rw - u * 4, h * 0.14, '#e9e3d5'),
          `<path d="M${n(x - u * 2)} ${n(y - u)} Q${n(x + u)} ${n(y + u * 1.5)} ${n(x + u * 4)} ${n(y - u * 0.5)} L${n(x + rw / 2)} ${n(y - u * 6)} L${n(x + rw - u * 4)} ${n(y - u * 0.5)} Q${n(x + rw - u)} ${n(y + u * 1.5)} ${n(x + rw + u * 2)} ${n(y - u)} L${n(x + rw)} ${n(y + u * 2)} L${n(x)} ${n(y + u * 2)} Z" fill="#3d405b"/>`,
        );
        for (let k = 0; k < 8; k += 1)
          parts.push(
            `<path d="M${n(x + u * 3 + k * u * 2.2)} ${n(y - u * 0.5)} L${n(x + rw / 2)} ${n(y - u * 5.5)}" stroke="#2b2d42" stroke-width="${n(u * 0.2)}"/>`,
          );
      }
    }
    parts.push(cityLandmarks(c, city, h * 0.28, h * 0.22, '#7d8597', 0, 1).svg);
    return { svg: parts.join(''), landmarks: ['N Seoul Tower'] };
  }
  parts.push(cityRow(c, city, ground, h * 0.5, h * 0.7, variant !== 'brownstones'));
  if (variant === 'brownstones') {
    // High stoops with iron railings up to each front door.
    for (let x = u * 4; x < w; x += u * 20) {
      parts.push(
        `<path d="M${n(x)} ${n(ground)} L${n(x + u * 6)} ${n(ground - u * 12)} L${n(x + u * 12)} ${n(ground - u * 12)} L${n(x + u * 12)} ${n(ground)} Z" fill="#6e3f31"/>`,
      );
      for (let s = 0; s < 6; s += 1)
        parts.push(rect(x + s * u, ground - (s + 1) * u * 2, u * 12 - s * u, u * 0.4, '#5a3226'));
      parts.push(
        rect(x + u * 7, ground - u * 24, u * 5, u * 12, '#3a2419'),
        `<path d="M${n(x - u * 0.5)} ${n(ground - u * 4)} L${n(x + u * 6)} ${n(ground - u * 16)}" stroke="#111" stroke-width="${n(u * 0.5)}"/>`,
      );
    }
  }
  if (variant === 'laundry') {
    for (let k = 0; k < 4; k += 1) {
      const y = h * (0.25 + k * 0.12);
      parts.push(
        `<path d="M0 ${n(y)} Q${n(w / 2)} ${n(y + u * 4)} ${w} ${n(y)}" stroke="#333" stroke-width="${n(u * 0.2)}" fill="none"/>`,
      );
      for (let x = u * 5; x < w; x += u * rng.range(6, 10))
        parts.push(
          rect(
            x,
            y + u * 1.5 * Math.sin((x / w) * Math.PI) + u,
            u * rng.range(3, 5),
            u * rng.range(4, 7),
            rng.pick(['#ffffff', '#e63946', '#457b9d', '#ffb703', '#f1faee', '#a8dadc']),
          ),
        );
    }
  }
  parts.push(pavement(c, ground, variant === 'cats' ? '#c2b8a3' : '#a89f91'));
  if (variant === 'cats') {
    // Cats asleep on doorsteps and a bench in a shopping lane.
    for (let i = 0; i < 4; i += 1) {
      const cx = w * (0.15 + i * 0.23) + rng.range(-u * 3, u * 3);
      const cy = ground + u * rng.range(3, 10);
      const fur = rng.pick(['#f4a261', '#2b2d42', '#e9e3d5', '#8d6e63']);
      parts.push(
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(u * 5)}" ry="${n(u * 2.4)}" fill="${fur}"/><circle cx="${n(cx + u * 4.2)}" cy="${n(cy - u * 1.2)}" r="${n(u * 2)}" fill="${fur}"/><path d="M${n(cx + u * 3)} ${n(cy - u * 2.8)} l${n(u * 0.6)} ${n(-u * 1.6)} l${n(u)} ${n(u * 1.2)} Z M${n(cx + u * 4.6)} ${n(cy - u * 3)} l${n(u * 0.8)} ${n(-u * 1.5)} l${n(u * 0.8)} ${n(u * 1.4)} Z" fill="${fur}"/><path d="M${n(cx - u * 5)} ${n(cy)} q${n(-u * 3)} ${n(u * 1)} ${n(-u * 1)} ${n(u * 2.4)}" stroke="${fur}" stroke-width="${n(u)}" fill="none" stroke-linecap="round"/><path d="M${n(cx + u * 3.6)} ${n(cy - u * 1.2)} h${n(u)} M${n(cx + u * 4.8)} ${n(cy - u * 1.2)} h${n(u)}" stroke="#222" stroke-width="${n(u * 0.25)}"/>`,
      );
    }
  }
  if (variant !== 'cats') parts.push(people(c, 2, ground + u * 4, h - u, u * 22));
  else parts.push(awning(c, w * 0.05, ground - h * 0.2, w * 0.3, u * 4, palette.colors[1], '#fff'));
  return { svg: parts.join(''), landmarks: back?.landmarks ?? [] };
}
