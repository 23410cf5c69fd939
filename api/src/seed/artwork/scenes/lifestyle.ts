/** Lifestyle pictures: street life as a flat illustration, a café terrace or a produce market. */
import { lighten } from '../colour.js';
import { n, plainText, type Canvas } from '../canvas.js';
import { facades, type RowPainter } from './facades.js';
import { person } from './person.js';
import { sky } from './sky.js';
import { awning, stallRow } from './stalls.js';

export function cafeStreet(c: Canvas, row?: RowPainter): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.78;
  const parts: string[] = [sky(c, lighten(palette.colors[4], 0.35), '#fdf6e3', ground)];
  parts.push(row ? row(ground, h * 0.42, h * 0.66) : facades(c, ground, h * 0.42, h * 0.66));
  // Shopfronts with awnings.
  for (let x = rng.range(0, 8) * u; x < w; x += rng.range(28, 40) * u) {
    const sw = rng.range(18, 26) * u;
    parts.push(
      `<rect x="${n(x)}" y="${n(ground - u * 14)}" width="${n(sw)}" height="${n(u * 14)}" fill="#2b2d42"/><rect x="${n(x + u)}" y="${n(ground - u * 12)}" width="${n(sw - u * 2)}" height="${n(u * 11)}" fill="#ffd58a" fill-opacity="0.85"/>`,
    );
    parts.push(awning(c, x - u, ground - u * 17, sw + u * 2, u * 4, palette.colors[1], '#ffffff'));
  }
  // String lights.
  const sag = h * 0.05;
  const y0 = ground - h * 0.33;
  parts.push(
    `<path d="M0 ${n(y0)} Q${n(w / 2)} ${n(y0 + sag * 2)} ${w} ${n(y0)}" stroke="#333" stroke-width="${n(u * 0.2)}" fill="none"/>`,
  );
  for (let i = 1; i < 24; i += 1) {
    const t = i / 24;
    const x = t * w;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
    parts.push(`<circle cx="${n(x)}" cy="${n(y + u * 0.8)}" r="${n(u * 0.7)}" fill="#ffe8a3"/>`);
  }
  // Pavement.
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#cbb89d"/>`,
  );
  for (let y = ground + u * 2; y < h; y += u * 3) {
    parts.push(`<rect x="0" y="${n(y)}" width="${w}" height="${n(u * 0.2)}" fill="#a8977f"/>`);
  }
  // Café tables, chairs and people.
  for (let x = rng.range(6, 12) * u; x < w; x += rng.range(22, 30) * u) {
    const ty = ground + (h - ground) * 0.45;
    parts.push(
      `<rect x="${n(x - u * 0.4)}" y="${n(ty - u * 5)}" width="${n(u * 0.8)}" height="${n(u * 5)}" fill="#333"/><ellipse cx="${n(x)}" cy="${n(ty - u * 5)}" rx="${n(u * 5)}" ry="${n(u * 1.2)}" fill="#f8f9fa" stroke="#999" stroke-width="${n(u * 0.2)}"/>`,
    );
    parts.push(
      `<circle cx="${n(x - u * 1.5)}" cy="${n(ty - u * 6.3)}" r="${n(u * 0.9)}" fill="${palette.colors[0]}"/>`,
    );
    parts.push(
      `<path d="M${n(x + u * 6)} ${n(ty)} v${n(-u * 7)} h${n(u * 3)} M${n(x + u * 6)} ${n(ty - u * 3.5)} h${n(u * 3)} v${n(u * 3.5)}" stroke="${palette.colors[0]}" stroke-width="${n(u * 0.5)}" fill="none"/>`,
    );
    if (rng.chance(0.7)) parts.push(person(c, x - u * 7, ty, u * 18, rng.pick(palette.colors)));
  }
  // Planters.
  for (let i = 0; i < 4; i += 1) {
    const x = rng.range(0, w);
    parts.push(
      `<rect x="${n(x - u * 2)}" y="${n(ground - u * 3)}" width="${n(u * 4)}" height="${n(u * 4)}" fill="#8d6e63"/><circle cx="${n(x)}" cy="${n(ground - u * 5)}" r="${n(u * 3.2)}" fill="#40916c"/><circle cx="${n(x + u)}" cy="${n(ground - u * 6)}" r="${n(u * 1.8)}" fill="#52b788"/>`,
    );
  }
  return parts.join('');
}

export function market(c: Canvas, row?: RowPainter): string {
  const { rng, w, h, u, palette } = c;
  const ground = h * 0.8;
  const parts: string[] = [sky(c, lighten(palette.colors[4], 0.2), '#fff3d6', ground)];
  parts.push(
    row
      ? row(ground - h * 0.1, h * 0.35, h * 0.55)
      : facades(c, ground - h * 0.1, h * 0.35, h * 0.55, 0.45),
  );
  parts.push(
    `<rect x="0" y="${n(ground - h * 0.1)}" width="${w}" height="${n(h * 0.1 + 2)}" fill="#d8c3a5"/>`,
  );
  const produce = ['#f77f00', '#d62828', '#fcbf49', '#6a994e', '#9d4edd', '#e9c46a', '#bc4749'];
  const top = ground - h * 0.42;
  const tableY = ground - h * 0.14;
  parts.push(
    stallRow(
      c,
      { ground, top, lead: 10, width: [26, 34], gap: [1, 4], awningDepth: u * 6, posts: '#5d4037' },
      (x, sw) => {
        const stock: string[] = [];
        stock.push(
          `<rect x="${n(x + u * 1.5)}" y="${n(tableY)}" width="${n(sw - u * 3)}" height="${n(u * 1.5)}" fill="#8d6e63"/><rect x="${n(x + u * 2)}" y="${n(tableY + u * 1.5)}" width="${n(sw - u * 4)}" height="${n(ground - tableY - u * 1.5)}" fill="#a1887f"/>`,
        );
        // Crates piled with fruit and vegetables.
        const crates = 3;
        const cw = (sw - u * 4) / crates;
        for (let k = 0; k < crates; k += 1) {
          const cx = x + u * 2 + k * cw;
          const fruit = rng.pick(produce);
          for (let f = 0; f < 14; f += 1) {
            const fx = cx + u + rng.range(0, cw - u * 2);
            const fy = tableY - rng.range(0.5, 3.5) * u;
            stock.push(
              `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(u * rng.range(1, 1.4))}" fill="${fruit}"/><circle cx="${n(fx - u * 0.3)}" cy="${n(fy - u * 0.3)}" r="${n(u * 0.35)}" fill="#ffffff" fill-opacity="0.35"/>`,
            );
          }
          stock.push(
            `<rect x="${n(cx + u * 0.3)}" y="${n(tableY - u * 1.5)}" width="${n(cw - u * 0.6)}" height="${n(u * 2)}" fill="#c8a27a" stroke="#8d6e63" stroke-width="${n(u * 0.2)}"/>`,
          );
        }
        // A hanging lamp.
        stock.push(
          `<path d="M${n(x + sw / 2)} ${n(top + u * 6)} v${n(u * 5)}" stroke="#333" stroke-width="${n(u * 0.2)}"/><path d="M${n(x + sw / 2 - u * 2)} ${n(top + u * 12)} L${n(x + sw / 2)} ${n(top + u * 10.5)} L${n(x + sw / 2 + u * 2)} ${n(top + u * 12)} Z" fill="#333"/><circle cx="${n(x + sw / 2)}" cy="${n(top + u * 12.5)}" r="${n(u * 0.9)}" fill="#ffe08a"/>`,
        );
        return stock.join('');
      },
    ),
  );
  parts.push(
    `<rect x="0" y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#b7a58c"/>`,
  );
  for (let i = 0; i < 6; i += 1)
    parts.push(
      person(
        c,
        rng.range(0, w),
        h - rng.range(1, 5) * u,
        u * rng.range(20, 26),
        rng.pick(palette.colors),
      ),
    );
  return parts.join('');
}

/** Street life as a flat illustration: café terraces or a produce market. */
export function paintLifestyle(c: Canvas, title?: string): string {
  const hint = plainText(title);
  if (/market|bazaar|stall|flea|souk|mercado|marche|fair/.test(hint)) return market(c);
  if (/coffee|cafe|terrace|bistro|brunch|bar\b|counter|aperitivo|tea/.test(hint))
    return cafeStreet(c);
  return c.rng.chance(0.5) ? cafeStreet(c) : market(c);
}
