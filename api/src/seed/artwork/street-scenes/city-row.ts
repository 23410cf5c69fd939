/** The city's own buildings along a street: its walls, windows and roof line. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { cityStyle } from '../landmarks.js';
import { rect } from './scene.js';

/** A row of the city's own buildings: its walls, windows and roof line. */
export function cityRow(
  c: Canvas,
  city: string,
  ground: number,
  minH: number,
  maxH: number,
  colourful = false,
): string {
  const { rng, w, u } = c;
  const style = cityStyle(city);
  const parts: string[] = [];
  let x = -rng.range(0, 8) * u;
  while (x < w) {
    const fw =
      rng.range(style.roofs === 'gabled' ? 10 : 15, style.roofs === 'gabled' ? 14 : 24) * u;
    const fh = rng.range(minH, maxH);
    const top = ground - fh;
    const wall = colourful
      ? rng.pick(style.walls)
      : mix(rng.pick(style.walls), '#ffffff', rng.range(0, 0.15));
    parts.push(rect(x, top, fw + 1, fh, wall));
    switch (style.roofs) {
      case 'mansard':
        parts.push(
          `<path d="M${n(x - u * 0.5)} ${n(top)} L${n(x + u * 2)} ${n(top - u * 5)} L${n(x + fw - u * 2)} ${n(top - u * 5)} L${n(x + fw + u * 0.5)} ${n(top)} Z" fill="#5c677d"/>`,
        );
        for (let dx = x + u * 3; dx < x + fw - u * 4; dx += u * 6)
          parts.push(rect(dx, top - u * 4, u * 2.4, u * 3, '#dfe7f2'));
        break;
      case 'gabled':
        parts.push(
          `<path d="M${n(x)} ${n(top)} L${n(x + fw * 0.2)} ${n(top - u * 3)} L${n(x + fw * 0.35)} ${n(top - u * 3)} L${n(x + fw / 2)} ${n(top - u * 7)} L${n(x + fw * 0.65)} ${n(top - u * 3)} L${n(x + fw * 0.8)} ${n(top - u * 3)} L${n(x + fw)} ${n(top)} Z" fill="${wall}"/>`,
        );
        break;
      case 'tiled':
      case 'colonial':
        parts.push(
          `<path d="M${n(x - u)} ${n(top)} L${n(x + fw / 2)} ${n(top - u * (style.roofs === 'colonial' ? 2 : 4))} L${n(x + fw + u)} ${n(top)} Z" fill="${style.roofs === 'colonial' ? darken(wall, 0.2) : '#b5562f'}"/>`,
        );
        break;
      case 'hanok':
        parts.push(
          `<path d="M${n(x - u * 3)} ${n(top - u * 2)} Q${n(x)} ${n(top)} ${n(x + u * 3)} ${n(top - u * 1.5)} L${n(x + fw / 2)} ${n(top - u * 5)} L${n(x + fw - u * 3)} ${n(top - u * 1.5)} Q${n(x + fw)} ${n(top)} ${n(x + fw + u * 3)} ${n(top - u * 2)} L${n(x + fw)} ${n(top + u)} L${n(x)} ${n(top + u)} Z" fill="#3d405b"/>`,
        );
        break;
      case 'brownstone':
        parts.push(rect(x - u * 0.5, top - u * 1.5, fw + u, u * 1.8, darken(wall, 0.3)));
        break;
      default:
        parts.push(rect(x, top - u * 0.8, fw + 1, u * 1.2, darken(wall, 0.15)));
    }
    const cols = Math.max(2, Math.floor(fw / (u * 5.5)));
    const cell = fw / cols;
    const glass = style.roofs === 'flat' && city !== 'Marrakech' ? '#9fb3c8' : '#3c4f63';
    for (let y = top + u * 3; y < ground - u * 8; y += u * 7) {
      for (let col = 0; col < cols; col += 1) {
        const wx = x + col * cell + cell * 0.28;
        if (city === 'Marrakech') {
          // Few, small, arched windows in thick walls.
          if (!rng.chance(0.35)) continue;
          parts.push(
            `<path d="M${n(wx)} ${n(y + u * 4)} v${n(-u * 2.5)} a${n(cell * 0.22)} ${n(cell * 0.22)} 0 0 1 ${n(cell * 0.44)} 0 v${n(u * 2.5)} Z" fill="${darken(wall, 0.45)}"/>`,
          );
          continue;
        }
        parts.push(rect(wx, y, cell * 0.44, u * 4.4, glass));
        if (style.roofs === 'mansard')
          parts.push(rect(wx - u * 0.3, y + u * 3.6, cell * 0.44 + u * 0.6, u * 0.7, '#2b2d42'));
        if (colourful || style.roofs === 'colonial')
          parts.push(rect(wx - u * 0.3, y - u * 0.4, cell * 0.44 + u * 0.6, u * 0.5, '#ffffff'));
      }
    }
    x += fw;
  }
  return parts.join('');
}

/** The city's own buildings as a street's backdrop. */
export const rowOf =
  (c: Canvas, city: string) =>
  (ground: number, minH: number, maxH: number): string =>
    cityRow(c, city, ground, minH, maxH);
