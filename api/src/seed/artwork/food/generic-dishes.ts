/**
 * The generic dishes of a food picture that names no seed dish: a title's keywords pick one
 * ("Shoyu ramen" → a bowl of broth), else the seed does.
 */
import { plainText, type Canvas } from '../canvas.js';
import type { DishPainter } from '../dishes/index.js';
import { paintBreakfast, paintPasta, paintPizza, paintSalad, paintSushi } from './plates.js';
import { paintCurry, paintPokeBowl, paintRamen } from './bowls.js';

export type GenericDish =
  'salad' | 'pasta' | 'pizza' | 'bowl' | 'curry' | 'breakfast' | 'ramen' | 'sushi';

const genericDishPainters: Record<GenericDish, DishPainter> = {
  salad: paintSalad,
  pasta: paintPasta,
  pizza: paintPizza,
  bowl: paintPokeBowl,
  curry: paintCurry,
  breakfast: paintBreakfast,
  ramen: paintRamen,
  sushi: paintSushi,
};

/** The generic dish itself, within the plate's well (radius r: the plate). */
export function paintGenericDish(
  c: Canvas,
  kind: GenericDish,
  cx: number,
  cy: number,
  r: number,
): string {
  return genericDishPainters[kind](c, cx, cy, r);
}

// First match wins: ramen before the generic soups, sushi before the rice bowls.
const dishKeywords: Array<[GenericDish, RegExp]> = [
  ['pizza', /pizza|flatbread|focaccia/],
  ['ramen', /ramen|pho\b|laksa|udon|soba|noodle soup/],
  ['sushi', /sushi|maki|nigiri|sashimi/],
  ['curry', /soup|curry|stew|chowder|goulash|dal\b|tagine|bouillabaisse|gumbo|broth|chili/],
  ['bowl', /poke|bowl|bibimbap|rice|donburi|bento|paella|risotto/],
  ['pasta', /pasta|spaghetti|noodle|carbonara|cacio|linguine|lasagn|tagliatelle|pad thai/],
  ['salad', /salad|ceviche|greens|slaw|mezze|meze/],
  ['breakfast', /egg|breakfast|toast|omelette|tamagoyaki|brunch|pancake|croissant|waffle/],
];

/** The dish a title names ("Shoyu ramen" → a bowl of broth), else none. */
export function dishFor(title: string | undefined): GenericDish | undefined {
  const text = plainText(title);
  return dishKeywords.find(([, pattern]) => pattern.test(text))?.[0];
}
