import { darken, lighten, mix } from './colour.js';
import { escapeXml, fitText, FONT_SANS, n, type Canvas } from './canvas.js';

type Layout = 'circles' | 'stripes' | 'sunburst' | 'rings' | 'blocks';

/** The poster's colours: shapes in the palette's main, accent and bright, on the background. */
interface PosterInks {
  main: string;
  accent: string;
  bright: string;
  background: string;
}

/** Overlapping discs and one ring. */
function circles(c: Canvas, { main, accent, bright }: PosterInks): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      `<circle cx="${n(rng.range(0.1, 0.9) * w)}" cy="${n(rng.range(0.05, 0.55) * h)}" r="${n(rng.range(14, 34) * u)}" fill="${rng.pick([main, accent, bright])}" fill-opacity="${n(rng.range(0.75, 1))}"/>`,
    );
  }
  parts.push(
    `<circle cx="${n(w * rng.range(0.55, 0.8))}" cy="${n(h * 0.3)}" r="${n(18 * u)}" fill="none" stroke="${lighten(bright, 0.6)}" stroke-width="${n(u * 1.2)}"/>`,
  );
  return parts.join('');
}

/** Diagonal stripes framing the field, and a half-tinted sun. */
function stripes(c: Canvas, { main, accent, background }: PosterInks): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const angle = rng.pick([-30, -20, 20, 30]);
  const band: string[] = [];
  for (let i = -10; i < 30; i += 1) {
    band.push(
      `<rect x="${n(i * u * 7)}" y="${n(-h)}" width="${n(u * 3.5)}" height="${n(h * 3)}" fill="${i % 2 ? main : accent}"/>`,
    );
  }
  parts.push(`<g transform="rotate(${angle} ${n(w / 2)} ${n(h / 2)})">${band.join('')}</g>`);
  parts.push(
    `<rect x="${n(w * 0.04)}" y="${n(h * 0.04)}" width="${n(w * 0.92)}" height="${n(h * 0.92)}" fill="${background}"/>`,
  );
  const r = Math.min(w, h) * 0.2;
  const cx = w * rng.range(0.55, 0.75);
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(h * 0.3)}" r="${n(r)}" fill="${accent}"/><path d="M${n(cx - r)} ${n(h * 0.3)} A${n(r)} ${n(r)} 0 0 0 ${n(cx + r)} ${n(h * 0.3)} Z" fill="${main}"/>`,
  );
  return parts.join('');
}

/** Rays from a sun somewhere in the upper half. */
function sunburst(c: Canvas, { main, accent }: PosterInks): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const ox = w * rng.range(0.3, 0.7);
  const oy = h * rng.range(0.25, 0.45);
  const rays = 24;
  const length = Math.hypot(w, h);
  for (let i = 0; i < rays; i += 1) {
    if (i % 2) continue;
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 1) / rays) * Math.PI * 2;
    parts.push(
      `<path d="M${n(ox)} ${n(oy)} L${n(ox + Math.cos(a0) * length)} ${n(oy + Math.sin(a0) * length)} L${n(ox + Math.cos(a1) * length)} ${n(oy + Math.sin(a1) * length)} Z" fill="${main}" fill-opacity="0.55"/>`,
    );
  }
  parts.push(
    `<circle cx="${n(ox)}" cy="${n(oy)}" r="${n(16 * u)}" fill="${accent}"/><circle cx="${n(ox)}" cy="${n(oy)}" r="${n(10 * u)}" fill="${lighten(accent, 0.35)}"/>`,
  );
  return parts.join('');
}

/** Concentric rings in one corner, a dot grid in the other. */
function rings(c: Canvas, { main, accent, bright }: PosterInks): string {
  const { rng, w, h, u } = c;
  const parts: string[] = [];
  const ox = w * rng.range(0.6, 0.85);
  const oy = h * rng.range(0.2, 0.4);
  for (let i = 9; i > 0; i -= 1) {
    parts.push(
      `<circle cx="${n(ox)}" cy="${n(oy)}" r="${n(i * 5 * u)}" fill="${i % 2 ? main : accent}"/>`,
    );
  }
  for (let x = u * 4; x < w * 0.45; x += u * 4) {
    for (let y = u * 4; y < h * 0.4; y += u * 4) {
      parts.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.6)}" fill="${lighten(bright, 0.5)}" fill-opacity="0.6"/>`,
      );
    }
  }
  return parts.join('');
}

/** A grid of blocks, each a square, a disc, a triangle or a quarter arc. */
function blocks(c: Canvas, { main, accent, bright }: PosterInks): string {
  const { rng, w, h } = c;
  const parts: string[] = [];
  const cols = 4;
  const rows = 3;
  const cw = w / cols;
  const rh = (h * 0.6) / rows;
  for (let x = 0; x < cols; x += 1) {
    for (let y = 0; y < rows; y += 1) {
      const fill = rng.pick([main, accent, bright, lighten(main, 0.3)]);
      const shape = rng.int(0, 3);
      const px = x * cw;
      const py = y * rh;
      if (shape === 0)
        parts.push(
          `<rect x="${n(px)}" y="${n(py)}" width="${n(cw)}" height="${n(rh)}" fill="${fill}"/>`,
        );
      else if (shape === 1)
        parts.push(
          `<circle cx="${n(px + cw / 2)}" cy="${n(py + rh / 2)}" r="${n(Math.min(cw, rh) / 2)}" fill="${fill}"/>`,
        );
      else if (shape === 2)
        parts.push(
          `<path d="M${n(px)} ${n(py + rh)} L${n(px + cw)} ${n(py + rh)} L${n(px + cw)} ${n(py)} Z" fill="${fill}"/>`,
        );
      else
        parts.push(
          `<path d="M${n(px)} ${n(py + rh)} A${n(cw)} ${n(rh)} 0 0 1 ${n(px + cw)} ${n(py)} L${n(px + cw)} ${n(py + rh)} Z" fill="${fill}"/>`,
        );
    }
  }
  return parts.join('');
}

/** The field of shapes behind the title, one way of laying it out per poster. */
const layouts: Record<Layout, (c: Canvas, inks: PosterInks) => string> = {
  circles,
  stripes,
  sunburst,
  rings,
  blocks,
};

/** An event poster: a bold field of shapes with the title set large and the subtitle beneath. */
export function paintPoster(c: Canvas, title?: string, subtitle?: string): string {
  const { rng, w, h, u, palette } = c;
  const [deep, main, bright, pale, accent] = palette.colors;
  const dark = rng.chance(0.55);
  const background = dark ? deep : pale;
  const ink = dark ? '#ffffff' : darken(deep, 0.2);
  const layout = rng.pick(['circles', 'stripes', 'sunburst', 'rings', 'blocks'] as const);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${background}"/>`];
  parts.push(layouts[layout](c, { main, accent, bright, background }));

  // The title block sits on the lower part; a band keeps it legible over any shapes.
  const margin = w * 0.07;
  const titleText = (title ?? '').toUpperCase();
  const blockTop = h * 0.58;
  parts.push(
    `<rect x="0" y="${n(blockTop - u * 3)}" width="${w}" height="${n(h - blockTop + u * 3)}" fill="${background}" fill-opacity="${layout === 'stripes' ? 0 : 1}"/>`,
  );
  parts.push(
    `<rect x="${n(margin)}" y="${n(blockTop)}" width="${n(u * 12)}" height="${n(u * 1.2)}" fill="${accent}"/>`,
  );
  if (titleText) {
    // Title, gap and subtitle must fit between the accent rule and the bottom margin.
    const room = h - blockTop - u * 3 - h * 0.06;
    const fitted = fitText(
      titleText,
      w - margin * 2,
      Math.min(h * 0.11, room / (subtitle ? 3.4 : 2.2)),
      2,
      0.74,
    );
    const lineHeight = fitted.size * 1.08;
    const y0 = blockTop + u * 3 + fitted.size;
    parts.push(
      `<text x="${n(margin)}" y="${n(y0)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${n(fitted.size)}" fill="${ink}" letter-spacing="${n(fitted.size * 0.01)}">${fitted.lines
        .map(
          (line, i) =>
            `<tspan x="${n(margin)}" y="${n(y0 + i * lineHeight)}">${escapeXml(line)}</tspan>`,
        )
        .join('')}</text>`,
    );
    if (subtitle) {
      const sub = fitText(subtitle, w - margin * 2, fitted.size * 0.42, 1, 0.55);
      parts.push(
        `<text x="${n(margin)}" y="${n(y0 + fitted.lines.length * lineHeight + sub.size * 0.4)}" font-family="${FONT_SANS}" font-size="${n(sub.size)}" fill="${mix(ink, background, 0.2)}">${escapeXml(sub.lines[0] ?? '')}</text>`,
      );
    }
  } else {
    // No text: more shapes carry the poster.
    for (let i = 0; i < 3; i += 1) {
      parts.push(
        `<rect x="${n(margin)}" y="${n(blockTop + u * (6 + i * 7))}" width="${n((w - margin * 2) * rng.range(0.4, 1))}" height="${n(u * 4)}" fill="${i === 0 ? ink : mix(ink, background, 0.5)}"/>`,
      );
    }
  }
  // A thin frame line gives the printed-poster finish.
  parts.push(
    `<rect x="${n(u * 2)}" y="${n(u * 2)}" width="${n(w - u * 4)}" height="${n(h - u * 4)}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="${n(u * 0.3)}"/>`,
  );
  return parts.join('');
}
