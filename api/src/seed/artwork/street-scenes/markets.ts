/** Markets: the produce market on the city's street, or a market of flowers, fish, spices or grills. */
import { darken, mix } from '../colour.js';
import { n, type Canvas } from '../canvas.js';
import { market } from '../scenes/lifestyle.js';
import { sky } from '../scenes/sky.js';
import { stallRow } from '../scenes/stalls.js';
import { backdrop } from './backdrop.js';
import { cityRow, rowOf } from './city-row.js';
import { pavement, people } from './foreground.js';
import { rect, timeNamed, type Drawn } from './scene.js';

type Goods = 'flowers' | 'fish' | 'spices' | 'grill';

/** One stall of the row: where it stands (`x`, width `sw`), its table top and its awning's top. */
interface StallTable {
  x: number;
  sw: number;
  tableY: number;
  top: number;
}

const TULIPS = ['#e63946', '#ffb703', '#ff70a6', '#ffffff', '#9d4edd', '#fb8500'];
const SPICES = ['#c1440e', '#e9b949', '#7f5539', '#d00000', '#a7c957', '#f4a261'];

export function marketScene(c: Canvas, city: string, goods: string | undefined): Drawn {
  if (goods === 'flowers' || goods === 'fish' || goods === 'spices' || goods === 'grill')
    return goodsMarket(c, city, goods);
  return { svg: market(c, rowOf(c, city)), landmarks: [] };
}

function goodsMarket(c: Canvas, city: string, goods: Goods): Drawn {
  const { w, h, u, palette } = c;
  const ground = h * 0.8;
  const night = goods === 'grill';
  const time = timeNamed(night ? 'dusk' : goods === 'fish' ? 'dawn' : 'day');
  const back =
    goods === 'flowers' || night
      ? backdrop(c, city, h * 0.5, time, 0)
      : { svg: sky(c, time.sky[0], time.sky[2], ground), landmarks: [] };
  const parts = [back.svg, cityRow(c, city, h * 0.55, h * 0.15, h * 0.3)];
  parts.push(rect(0, h * 0.55, w, ground - h * 0.55, mix('#d8c3a5', palette.colors[3], 0.3)));
  const top = ground - h * 0.4;
  const tableY = ground - h * 0.13;
  parts.push(
    stallRow(
      c,
      { ground, top, lead: 6, width: [24, 32], gap: [1, 3], awningDepth: u * 5, posts: '#4e342e' },
      (x, sw) =>
        rect(x + u * 1.5, tableY, sw - u * 3, ground - tableY, '#8d6e63') +
        stallGoods[goods](c, { x, sw, tableY, top }),
    ),
  );
  parts.push(pavement(c, ground));
  parts.push(people(c, 6, ground + u * 3, h - u, u * 22));
  return { svg: parts.join(''), landmarks: back.landmarks };
}

/** Buckets of tulips in rows. */
function tulipBuckets(c: Canvas, { x, sw, tableY }: StallTable): string {
  const { rng, u } = c;
  const stock: string[] = [];
  for (let k = 0; k < 5; k += 1) {
    const bx = x + u * 3 + (k * (sw - u * 6)) / 5;
    const colour = rng.pick(TULIPS);
    stock.push(rect(bx, tableY - u * 3, u * 4, u * 3, '#6c757d'));
    for (let f = 0; f < 6; f += 1) {
      const fx = bx + u * 0.5 + rng.range(0, u * 3);
      const fy = tableY - u * rng.range(5, 8);
      stock.push(
        `<path d="M${n(fx)} ${n(tableY - u * 3)} L${n(fx)} ${n(fy)}" stroke="#2d6a4f" stroke-width="${n(u * 0.3)}"/><path d="M${n(fx - u * 0.7)} ${n(fy)} Q${n(fx - u * 0.7)} ${n(fy - u * 1.8)} ${n(fx)} ${n(fy - u * 1.4)} Q${n(fx + u * 0.7)} ${n(fy - u * 1.8)} ${n(fx + u * 0.7)} ${n(fy)} Z" fill="${colour}"/>`,
      );
    }
  }
  return stock.join('');
}

/** Fish laid out on a bed of ice. */
function fishOnIce(c: Canvas, { x, sw, tableY }: StallTable): string {
  const { rng, u } = c;
  const stock: string[] = [];
  stock.push(rect(x + u * 2, tableY - u * 1.2, sw - u * 4, u * 1.2, '#e9f5fb'));
  for (let f = 0; f < 7; f += 1) {
    const fx = x + u * 4 + (f * (sw - u * 8)) / 7;
    const fy = tableY - u * 1.6;
    const body = rng.pick(['#8d99ae', '#adb5bd', '#e5989b', '#6c757d']);
    stock.push(
      `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(u * 1.6)}" ry="${n(u * 0.7)}" fill="${body}" transform="rotate(${n(rng.range(-30, 30))} ${n(fx)} ${n(fy)})"/><path d="M${n(fx + u * 1.4)} ${n(fy)} l${n(u)} ${n(-u * 0.6)} v${n(u * 1.2)} Z" fill="${darken(body, 0.2)}"/>`,
    );
  }
  return stock.join('');
}

/** Open sacks heaped with ground spice. */
function spiceSacks(c: Canvas, { x, sw, tableY }: StallTable): string {
  const { rng, u } = c;
  const stock: string[] = [];
  for (let k = 0; k < 4; k += 1) {
    const sx = x + u * 4 + (k * (sw - u * 6)) / 4;
    const spice = rng.pick(SPICES);
    stock.push(
      `<path d="M${n(sx - u * 2.4)} ${n(tableY)} L${n(sx - u * 2.8)} ${n(tableY - u * 4)} L${n(sx + u * 2.8)} ${n(tableY - u * 4)} L${n(sx + u * 2.4)} ${n(tableY)} Z" fill="#d4b483"/><path d="M${n(sx - u * 2.6)} ${n(tableY - u * 4)} Q${n(sx)} ${n(tableY - u * 7.5)} ${n(sx + u * 2.6)} ${n(tableY - u * 4)} Z" fill="${spice}"/>`,
    );
  }
  return stock.join('');
}

/** Food stalls' grills with smoke rising into the evening, a bulb under the awning. */
function grills(c: Canvas, { x, sw, tableY, top }: StallTable): string {
  const { rng, u } = c;
  const stock: string[] = [];
  stock.push(rect(x + u * 3, tableY - u * 1.5, sw - u * 6, u * 1.5, '#212529'));
  for (let k = 0; k < 8; k += 1)
    stock.push(
      rect(
        x + u * 4 + k * u * 2.6,
        tableY - u * 2.4,
        u * 1.6,
        u * 0.9,
        rng.pick(['#9c6644', '#7f4f24', '#bc6c25']),
      ),
    );
  for (let s = 0; s < 4; s += 1) {
    const sx = x + sw / 2 + rng.range(-u * 6, u * 6);
    stock.push(
      `<ellipse cx="${n(sx)}" cy="${n(tableY - u * (8 + s * 6))}" rx="${n(u * (3 + s * 2))}" ry="${n(u * (2 + s))}" fill="#f1f1f1" fill-opacity="${n(0.35 - s * 0.06)}"/>`,
    );
  }
  stock.push(`<circle cx="${n(x + sw / 2)}" cy="${n(top + u * 8)}" r="${n(u)}" fill="#ffe08a"/>`);
  return stock.join('');
}

/** What each kind of market lays out on a stall's table. */
const stallGoods: Record<Goods, (c: Canvas, table: StallTable) => string> = {
  flowers: tulipBuckets,
  fish: fishOnIce,
  spices: spiceSacks,
  grill: grills,
};
