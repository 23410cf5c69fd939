/** Transport pictures without a subject: the mode named in the title, else one the seed picks. */
import { plainText, type Canvas } from '../canvas.js';
import { bikes } from './bikes.js';
import { ferry } from './ferry.js';
import { metro } from './metro.js';
import { bus, tram } from './tram.js';

/** Trams, metro, ferries and bikes; a keyword in the title picks the mode, else the seed. */
export function paintTransport(c: Canvas, title?: string): string {
  const hint = plainText(title);
  // Order matters: a "water bus" is a boat, a "bike share" is not a bus.
  if (
    /ferry|boat|water|vaporetto|river|batobus|bateau|harbou?r|canal|seine|star ferry/.test(hint)
  ) {
    return ferry(c);
  }
  if (/tram|streetcar|cable car|trolley/.test(hint)) return tram(c);
  if (/bike|cycl|velo/.test(hint)) return bikes(c);
  if (
    /metro|subway|underground|tube|train|rail|line|rer\b|station|card|pass|tap|omny|suica|oyster/.test(
      hint,
    )
  ) {
    return metro(c);
  }
  if (/bus|coach|shuttle/.test(hint)) return bus(c);
  return c.rng.pick([tram, metro, ferry, bikes, bus])(c);
}
