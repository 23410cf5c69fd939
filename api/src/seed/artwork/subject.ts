/**
 * Seed pictures drawn from their subject: every seeded item names a city and a subject key, and
 * the picture is painted from that key alone, never from a guess at its title.
 *
 *   skyline                 the city's skyline with its own landmarks
 *   landmark[:Name]         one of the city's landmarks, close (the named one, else the first)
 *   scene:<scene>[:variant] a lifestyle scene (market, metro-platform, harbour, mural, chess…)
 *   landmark:<Name>:interior  the landmark seen from inside (the Sagrada Família's nave)
 *   dish:<dish>             the named dish on a table
 *   dishes:<d1>+<d2>+…      several named dishes on one table, each on its own plate
 *   transport:<mode>        metro, train, tram, boat, bike-share, bus, cable-car, pass, taxi…
 *
 * The painters live in `subject/`: the city views (skyline, landmark), each mode of transport,
 * and `subject/tags.ts`, what a subject's photo is tagged with.
 */
import type { Canvas } from './canvas.js';
import { dishKeys, type DishKey } from './dishes.js';
import { paintFood, paintSpread } from './food.js';
import { sagradaInterior } from './interiors.js';
import { cityStyle } from './landmarks.js';
import { paintScene, type SceneKey } from './street-scenes.js';
import { landmark, skyline } from './subject/city-views.js';
import { paintTransportMode, transportModes, type TransportMode } from './subject/transport.js';

export { photoTags } from './subject/tags.js';
export { transportModes, type TransportMode } from './subject/transport.js';

export interface SeedSubject {
  city: string;
  subject: string;
}

/** What a painter actually drew: checked by the seed's tests against each caption. */
export interface DrawnSubject extends SeedSubject {
  landmarks: string[];
}

export const sceneKeys: readonly SceneKey[] = [
  'cafe',
  'market',
  'lanterns',
  'metro-platform',
  'harbour',
  'mural',
  'chess',
  'waterfront',
  'beach',
  'viewpoint',
  'steps',
  'crossing',
  'bridge',
  'houses',
  'music',
  'cyclists',
  'tram',
  'tannery',
  'garden',
  'juice-bar',
  'filming',
  'riad-tea',
  'trencadis',
];

/** The dishes of a `dishes:a+b+…` key; empty when one of them is no dish the painters know. */
function dishList(key: string | undefined): DishKey[] {
  const list = (key ?? '').split('+');
  return list.every((d) => (dishKeys as readonly string[]).includes(d)) ? (list as DishKey[]) : [];
}

/** Landmarks with an inside the painters know. */
const interiors: Record<string, (c: Canvas) => string> = {
  'Sagrada Família': sagradaInterior,
};

function interiorOf(c: Canvas, city: string, name: string | undefined) {
  const paint = name ? interiors[name] : undefined;
  if (!paint || !cityStyle(city).landmarks.some((l) => l.name === name))
    throw new Error(`No painter for the inside of "${name}" in ${city}.`);
  return { svg: paint(c), landmarks: [name!] };
}

/** Paints a subject for its city; throws on a subject no painter draws (no silent fallback). */
export function paintSubject(
  c: Canvas,
  subject: SeedSubject,
): { svg: string; drawn: DrawnSubject } {
  const { city } = subject;
  cityStyle(city);
  const [kind, key, variant] = subject.subject.split(':');
  let result: { svg: string; landmarks: string[] };
  if (kind === 'skyline' && key === undefined) result = skyline(c, city);
  else if (kind === 'landmark' && variant === 'interior') result = interiorOf(c, city, key);
  else if (kind === 'landmark') result = landmark(c, city, key);
  else if (kind === 'scene' && (sceneKeys as readonly string[]).includes(key ?? ''))
    result = paintScene(c, city, key as SceneKey, variant);
  else if (kind === 'dish' && (dishKeys as readonly string[]).includes(key ?? ''))
    result = { svg: paintFood(c, undefined, key as DishKey), landmarks: [] };
  else if (kind === 'dishes' && dishList(key).length > 1)
    result = { svg: paintSpread(c, dishList(key)), landmarks: [] };
  else if (kind === 'transport' && (transportModes as readonly string[]).includes(key ?? ''))
    result = paintTransportMode(c, city, key as TransportMode, variant);
  else throw new Error(`No painter for the subject "${subject.subject}".`);
  return { svg: result.svg, drawn: { ...subject, landmarks: result.landmarks } };
}
