/** Each mode of transport a seeded item can show, and the painter that draws it. */
import type { Canvas } from '../canvas.js';
import { cityStyle } from '../landmarks.js';
import { metro, tram } from '../scenes.js';
import { paintScene } from '../street-scenes.js';
import { bikeShare, horseCarriage, taxi } from './street-rides.js';
import { cableCar, train } from './trains-and-cable-cars.js';
import { pass } from './transit-pass.js';

export const transportModes = [
  'metro',
  'train',
  'tram',
  'boat',
  'bike-share',
  'bus',
  'shuttle',
  'cable-car',
  'pass',
  'taxi',
  'horse-carriage',
] as const;
export type TransportMode = (typeof transportModes)[number];

function boat(c: Canvas, city: string): { svg: string; landmarks: string[] } {
  return paintScene(c, city, 'harbour', 'ferry');
}

/** Paints a mode of transport in its city; the variant refines it (`tram:aqueduct`). */
export function paintTransportMode(c: Canvas, city: string, mode: TransportMode, variant?: string) {
  switch (mode) {
    case 'metro':
      return { svg: metro(c, cityStyle(city).palette.colors[1]), landmarks: [] };
    case 'train':
      return train(c, city);
    case 'tram':
      // The Santa Teresa bonde crosses the Lapa aqueduct; other trams run in the street.
      return variant === 'aqueduct' ? paintScene(c, city, 'tram') : { svg: tram(c), landmarks: [] };
    case 'boat':
      return boat(c, city);
    case 'bike-share':
      return bikeShare(c, city);
    case 'bus':
    case 'shuttle':
      return { svg: tram(c, true), landmarks: [] };
    case 'cable-car':
      return cableCar(c, city);
    case 'pass':
      return pass(c, city);
    case 'taxi':
      return taxi(c, city);
    case 'horse-carriage':
      return horseCarriage(c, city);
  }
}
