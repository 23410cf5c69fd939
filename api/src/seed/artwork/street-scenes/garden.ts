/** Gardens: the Jardin Majorelle's cobalt villa; other gardens are trees in blossom by the water. */
import { n, type Canvas } from '../canvas.js';
import { sky } from '../scenes/sky.js';
import { rect, type Drawn } from './scene.js';
import { waterfront } from './waterfront.js';

export function garden(c: Canvas, city: string, variant: string | undefined): Drawn {
  const { rng, w, h, u } = c;
  if (variant !== 'majorelle') return waterfront(c, city, variant);
  // Jardin Majorelle: the villa's cobalt-blue walls, yellow trim, cacti and palms.
  const parts = [sky(c, '#5fa8d3', '#e0f2fe', h * 0.4)];
  parts.push(rect(w * 0.1, h * 0.18, w * 0.8, h * 0.55, '#2f52e0'));
  parts.push(rect(w * 0.1, h * 0.18, w * 0.8, u * 2, '#f6bd60'));
  for (let k = 0; k < 4; k += 1) {
    const x = w * (0.18 + k * 0.18);
    parts.push(
      rect(x, h * 0.28, w * 0.09, h * 0.3, '#1d3557'),
      rect(x, h * 0.28, w * 0.09, u, '#f6bd60'),
    );
  }
  parts.push(rect(0, h * 0.73, w, h * 0.27, '#a98467'));
  const greens = ['#386641', '#6a994e', '#a7c957', '#588157'];
  for (let i = 0; i < 7; i += 1) {
    const x = rng.range(0, w);
    const base = h * rng.range(0.8, 0.98);
    const colour = rng.pick(greens);
    // Columnar cacti with arms.
    parts.push(rect(x - u * 1.5, base - u * 22, u * 3, u * 22, colour, ` rx="${n(u * 1.5)}"`));
    parts.push(
      `<path d="M${n(x + u * 1.5)} ${n(base - u * 10)} h${n(u * 3)} v${n(-u * 7)}" stroke="${colour}" stroke-width="${n(u * 2.4)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.05 + i * 0.45);
    parts.push(
      `<circle cx="${n(x)}" cy="${n(h * 0.12)}" r="${n(u * 9)}" fill="#2d6a4f"/>`,
      rect(x - u, h * 0.12, u * 2, h * 0.65, '#6d4c41'),
    );
  }
  // Yellow and cobalt pots along the path.
  for (let x = u * 6; x < w; x += u * 16)
    parts.push(
      `<path d="M${n(x - u * 3)} ${n(h * 0.78)} L${n(x + u * 3)} ${n(h * 0.78)} L${n(x + u * 2)} ${n(h * 0.86)} L${n(x - u * 2)} ${n(h * 0.86)} Z" fill="${x % 2 ? '#f6bd60' : '#2f52e0'}"/>`,
    );
  return { svg: parts.join(''), landmarks: [] };
}
