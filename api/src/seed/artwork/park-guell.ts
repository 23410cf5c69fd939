/**
 * Park Güell (Barcelona) from its Nature Square: the serpentine bench clad in trencadís, the two
 * gingerbread gatehouses below with their mosaic roofs, and the city running down to the sea
 * under a Mediterranean sky.
 */
import { mix } from './colour.js';
import { circle, ellipse, n, type Canvas } from './canvas.js';
import { cityStyle } from './landmarks.js';
import { sky, sun } from './scenes.js';
import type { Drawn } from './street-scenes.js';
import { serpentineBench, trencadisBand, type Edge } from './trencadis.js';

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** Sky, sea, and the city down the hill with its first landmark rising from the roofs. */
function cityBelow(c: Canvas, city: string, horizon: number): Drawn {
  const { rng, w, h, u } = c;
  const parts = [sky(c, '#1f6fb2', '#d6ecf8', horizon + u)];
  parts.push(sun(c, w * rng.range(0.75, 0.9), h * 0.1, u * 3.5, '#fff8e1'));
  for (let k = 0; k < 3; k += 1) {
    const cx = w * rng.range(0.05, 0.65);
    const cy = h * rng.range(0.08, 0.22);
    for (let j = 0; j < 4; j += 1)
      parts.push(
        ellipse(
          cx + j * u * 5,
          cy - (j % 2) * u * 2,
          u * 6,
          u * 2.6,
          '#ffffff',
          0,
          ' fill-opacity="0.85"',
        ),
      );
  }
  const haze = '#b9cfe0';
  parts.push(rect(0, horizon, w, h * 0.06, '#3d8fc9'));
  for (let k = 0; k < 10; k += 1)
    parts.push(
      rect(
        rng.range(0, w),
        horizon + rng.range(0, h * 0.05),
        u * rng.range(3, 8),
        u * 0.3,
        '#ffffff',
        ' fill-opacity="0.35"',
      ),
    );
  parts.push(rect(0, horizon + h * 0.045, w, h - horizon, mix('#d4a373', haze, 0.5)));
  const walls = cityStyle(city).walls;
  const rowOf = (base: number, minH: number, maxH: number, fade: number) => {
    const row: string[] = [];
    for (let x = -rng.range(0, u * 4); x < w; x += u * rng.range(3, 6)) {
      const bh = rng.range(minH, maxH);
      const fill = mix(rng.pick(walls), haze, fade);
      row.push(rect(x, base - bh, u * rng.range(3, 6.5), bh + h * 0.05, fill));
      row.push(rect(x, base - bh, u * 3, u * 0.5, mix('#b5562f', haze, fade)));
    }
    return row.join('');
  };
  parts.push(rowOf(horizon + h * 0.055, u * 1, u * 3, 0.7));
  // The city's first landmark (the Sagrada Família) among the roofs, hazy with distance.
  const lead = cityStyle(city).landmarks[0]!;
  const size = Math.min(h * 0.24, (w * 0.2) / lead.width);
  parts.push(
    lead.paint(c, w * rng.range(0.45, 0.55), horizon + h * 0.1, size, mix('#8d6e63', haze, 0.45)),
  );
  parts.push(
    rowOf(horizon + h * 0.1, u * 2, u * 4, 0.55),
    rowOf(horizon + h * 0.15, u * 2, u * 5, 0.4),
  );
  return { svg: parts.join(''), landmarks: [lead.name] };
}

/** A gatehouse: rough stone, a roof iced in brown and cream, a checkered tower or a toadstool. */
function gatehouse(c: Canvas, x: number, ground: number, s: number, tower: boolean): string {
  const { rng, u } = c;
  const eave = ground - s * 0.34;
  const parts = [rect(x - s * 0.28, eave, s * 0.56, s * 0.34, '#c89f6d')];
  for (let k = 0; k < 3; k += 1)
    parts.push(
      `<path d="M${n(x - s * 0.2 + k * s * 0.16)} ${n(ground - s * 0.08)} v${n(-s * 0.1)} a${n(s * 0.04)} ${n(s * 0.04)} 0 0 1 ${n(s * 0.08)} 0 v${n(s * 0.1)} Z" fill="#4a3020"/>`,
    );
  // The roof: a rolling dome of brown trencadís, with cream "icing" along its ridges.
  const roofTop: Edge = (px) => {
    const t = (px - x) / (s * 0.32);
    return eave - s * 0.2 * Math.sqrt(Math.max(0, 1 - t * t)) - s * 0.03 * Math.cos(t * 7);
  };
  parts.push(
    trencadisBand(
      c,
      x - s * 0.32,
      x + s * 0.32,
      roofTop,
      () => eave + u * 0.5,
      u * 1.1,
      (_, t) =>
        t < 0.3 || rng.chance(0.3)
          ? rng.pick(['#fefae0', '#f8f9fa', '#e9d8a6'])
          : rng.pick(['#7f4f24', '#6b3e26', '#936639']),
      '#5e3a1a',
    ),
  );
  parts.push(
    `<path d="M${Array.from({ length: 25 }, (_, i) => {
      const px = x - s * 0.3 + (i * s * 0.6) / 24;
      return `${n(px)} ${n(roofTop(px) + u * 0.6)}`;
    }).join(
      ' L',
    )}" fill="none" stroke="#fefae0" stroke-width="${n(u * 1.2)}" stroke-linejoin="round"/>`,
  );
  if (tower) {
    // The tall tower of blue and white checks, crowned by Gaudí's four-armed cross.
    const tx = x + s * 0.18;
    const base = eave - s * 0.05;
    const top = ground - s;
    const rows = 14;
    for (let r = 0; r < rows; r += 1) {
      const y = base - ((base - top) * (r + 1)) / rows;
      const half = s * (0.07 - (0.035 * r) / rows);
      const cells = 4;
      for (let k = 0; k < cells; k += 1)
        parts.push(
          rect(
            tx - half + (k * 2 * half) / cells,
            y,
            (2 * half) / cells + 0.5,
            (base - top) / rows + 0.5,
            (k + r) % 2 ? '#f8f9fa' : '#1d4e89',
          ),
        );
    }
    const cy = top - s * 0.06;
    parts.push(
      rect(tx - s * 0.012, cy - s * 0.06, s * 0.024, s * 0.12, '#f4efe6'),
      rect(tx - s * 0.05, cy - s * 0.012, s * 0.1, s * 0.024, '#f4efe6'),
      circle(tx, cy, s * 0.02, '#d9c8a9'),
    );
  } else {
    // The toadstool on the roof: a red cap with white spots on a pale stem.
    const cx = x - s * 0.02;
    const capY = eave - s * 0.36;
    parts.push(
      rect(cx - s * 0.03, capY, s * 0.06, s * 0.14, '#f4efe6'),
      `<path d="M${n(cx - s * 0.11)} ${n(capY + s * 0.02)} Q${n(cx)} ${n(capY - s * 0.16)} ${n(cx + s * 0.11)} ${n(capY + s * 0.02)} Z" fill="#c1121f"/>`,
    );
    for (let k = 0; k < 5; k += 1)
      parts.push(
        circle(cx + (k - 2) * s * 0.035, capY - s * (0.02 + (k % 2) * 0.03), s * 0.012, '#ffffff'),
      );
  }
  return parts.join('');
}

/** Umbrella pines and palms on the slope below the terrace. */
function trees(c: Canvas, ground: number): string {
  const { rng, w, u } = c;
  const parts: string[] = [];
  for (let x = -u * 4; x < w + u * 4; x += u * rng.range(9, 14)) {
    const top = ground - u * rng.range(5, 11);
    if (rng.chance(0.3)) {
      parts.push(rect(x - u * 0.4, top, u * 0.8, ground - top, '#6d4c41'));
      for (let k = -2; k <= 2; k += 1)
        parts.push(
          `<path d="M${n(x)} ${n(top)} q${n(k * u * 2)} ${n(-u * 2)} ${n(k * u * 3.2)} ${n(u * 2)}" fill="none" stroke="#386641" stroke-width="${n(u * 0.9)}" stroke-linecap="round"/>`,
        );
    } else {
      parts.push(
        rect(x - u * 0.5, top, u, ground - top, '#5c4033'),
        ellipse(x, top, u * 6, u * 2.4, rng.pick(['#2d6a4f', '#386641', '#40916c'])),
      );
    }
  }
  return parts.join('');
}

/** Park Güell's Nature Square: the mosaic bench, the gatehouses and Barcelona to the sea. */
export function parkGuell(c: Canvas, city: string): Drawn {
  const { rng, w, h, u } = c;
  const horizon = h * 0.4;
  const below = cityBelow(c, city, horizon);
  const parts = [below.svg];
  const slope = h * 0.66;
  parts.push(gatehouse(c, w * rng.range(0.18, 0.24), slope, h * 0.36, true));
  parts.push(gatehouse(c, w * rng.range(0.74, 0.8), slope, h * 0.26, false));
  parts.push(trees(c, slope + u * 2), rect(0, slope + u * 2, w, h - slope, '#557a46'));
  // The sandy terrace, then the bench along its edge.
  parts.push(rect(0, h * 0.72, w, h * 0.28, '#e6d3a8'));
  for (let k = 0; k < 60; k += 1)
    parts.push(circle(rng.range(0, w), rng.range(h * 0.86, h), u * rng.range(0.2, 0.5), '#c9b383'));
  parts.push(serpentineBench(c, h * 0.8));
  return { svg: parts.join(''), landmarks: below.landmarks };
}
