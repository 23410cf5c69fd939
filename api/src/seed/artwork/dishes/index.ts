/**
 * The seed's named dishes, each drawn as itself on the plate, seen from above: steak and fries,
 * falafel in pita, a folded galette with its egg, a bowl of ramen… `paintDish` draws inside the
 * plate's circle (cx, cy, r); dishes served in a pan, pot, glass or cup draw their own vessel.
 * Each dish has its own painter, in a file of its kind (bakery, sandwiches, soups and stews…).
 */
import type { Canvas } from '../canvas.js';
import { paintCroissant, paintSimit, paintMeatPie, paintPastel, paintBagelLox } from './bakery.js';
import {
  paintFalafel,
  paintPastramiSandwich,
  paintGatsby,
  paintFishSandwich,
  paintAvocadoToast,
  paintTomatoBread,
} from './sandwiches.js';
import {
  paintCrepe,
  paintPizzaSlice,
  paintTacos,
  paintTlayuda,
  paintMsemen,
  paintBindaetteok,
} from './flatbreads.js';
import {
  paintRamen,
  paintCurry,
  paintFeijoada,
  paintHarira,
  paintTagine,
  paintTanjia,
  paintBobotie,
  paintTteokbokki,
} from './soups-and-stews.js';
import { paintPaella, paintBibimbap, paintChickenRice, paintSushi } from './rice.js';
import { paintSteakFrites, paintFishChips, paintFriedChicken, paintIskender } from './mains.js';
import {
  paintYakitori,
  paintTamagoyaki,
  paintEsquites,
  paintHerring,
  paintBitterballen,
  paintBombas,
  paintCheeseBread,
} from './street-snacks.js';
import {
  paintCremaCatalana,
  paintKunefe,
  paintChurros,
  paintStroopwafel,
  paintApplePie,
  paintAcai,
  paintFlatWhite,
} from './sweets.js';

export const dishKeys = [
  'croissant',
  'steak-frites',
  'falafel',
  'crepe',
  'ramen',
  'sushi',
  'tamagoyaki',
  'yakitori',
  'pizza-slice',
  'bagel-lox',
  'pastrami-sandwich',
  'chicken-rice',
  'curry',
  'gatsby',
  'fish-chips',
  'bobotie',
  'feijoada',
  'cheese-bread',
  'acai',
  'pastel',
  'flat-white',
  'avocado-toast',
  'meat-pie',
  'tomato-bread',
  'paella',
  'bombas',
  'crema-catalana',
  'fish-sandwich',
  'simit',
  'iskender',
  'kunefe',
  'tacos',
  'tlayuda',
  'churros',
  'esquites',
  'tagine',
  'tanjia',
  'harira',
  'msemen',
  'bibimbap',
  'fried-chicken',
  'bindaetteok',
  'tteokbokki',
  'stroopwafel',
  'herring',
  'bitterballen',
  'apple-pie',
] as const;
export type DishKey = (typeof dishKeys)[number];

/** Draws one dish within the plate's circle (cx, cy, r), on the canvas's seeded randomness. */
export type DishPainter = (c: Canvas, cx: number, cy: number, r: number) => string;

const dishPainters: Record<DishKey, DishPainter> = {
  croissant: paintCroissant,
  'steak-frites': paintSteakFrites,
  falafel: paintFalafel,
  crepe: paintCrepe,
  ramen: paintRamen,
  sushi: paintSushi,
  tamagoyaki: paintTamagoyaki,
  yakitori: paintYakitori,
  'pizza-slice': paintPizzaSlice,
  'bagel-lox': paintBagelLox,
  'pastrami-sandwich': paintPastramiSandwich,
  'chicken-rice': paintChickenRice,
  curry: paintCurry,
  gatsby: paintGatsby,
  'fish-chips': paintFishChips,
  bobotie: paintBobotie,
  feijoada: paintFeijoada,
  'cheese-bread': paintCheeseBread,
  acai: paintAcai,
  pastel: paintPastel,
  'flat-white': paintFlatWhite,
  'avocado-toast': paintAvocadoToast,
  'meat-pie': paintMeatPie,
  'tomato-bread': paintTomatoBread,
  paella: paintPaella,
  bombas: paintBombas,
  'crema-catalana': paintCremaCatalana,
  'fish-sandwich': paintFishSandwich,
  simit: paintSimit,
  iskender: paintIskender,
  kunefe: paintKunefe,
  tacos: paintTacos,
  tlayuda: paintTlayuda,
  churros: paintChurros,
  esquites: paintEsquites,
  tagine: paintTagine,
  tanjia: paintTanjia,
  harira: paintHarira,
  msemen: paintMsemen,
  bibimbap: paintBibimbap,
  'fried-chicken': paintFriedChicken,
  bindaetteok: paintBindaetteok,
  tteokbokki: paintTteokbokki,
  stroopwafel: paintStroopwafel,
  herring: paintHerring,
  bitterballen: paintBitterballen,
  'apple-pie': paintApplePie,
};

/** The dish itself, within the plate's well (radius r ≈ the plate). */
export function paintDish(c: Canvas, key: DishKey, cx: number, cy: number, r: number): string {
  return dishPainters[key](c, cx, cy, r);
}
