/** The open air of a scene: a graded sky, the sun with its glow, a ridge of hills. */
import { linearGradient, n, radialGradient, type Canvas } from '../canvas.js';

export function sky(c: Canvas, top: string, bottom: string, height = c.h): string {
  const id = c.id('sky');
  return `<defs>${linearGradient(id, [
    [0, top],
    [1, bottom],
  ])}</defs><rect width="${c.w}" height="${n(height)}" fill="url(#${id})"/>`;
}

export function sun(c: Canvas, x: number, y: number, r: number, colour: string): string {
  const id = c.id('sun');
  return `<defs>${radialGradient(id, [
    [0, colour, 0.8],
    [0.3, colour, 0.25],
    [1, colour, 0],
  ])}</defs><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="url(#${id})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/>`;
}

/** A smooth ridge line across the canvas, filled down to the bottom. */
export function ridge(
  c: Canvas,
  base: number,
  amplitude: number,
  colour: string,
  waves = 3,
): string {
  const { rng, w, h } = c;
  const phases = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  const freq = [waves, waves * 2.3, waves * 5.1];
  const weights = [1, 0.35, 0.12];
  const points: string[] = [];
  const steps = 48;
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * w;
    let y = 0;
    for (let k = 0; k < 3; k += 1) y += Math.sin((x / w) * freq[k]! + phases[k]!) * weights[k]!;
    points.push(`${n(x)} ${n(base - y * amplitude)}`);
  }
  return `<path d="M0 ${h} L${points.join(' L')} L${w} ${h} Z" fill="${colour}"/>`;
}
