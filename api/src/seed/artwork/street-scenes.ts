/**
 * The named scenes of the seed's lifestyle photos (a market, a metro platform, a harbour, a mural,
 * chess players…), each set in its own city: the city's walls and palette in the street, its
 * landmarks on the horizon where the sky shows.
 */
import type { Canvas } from './canvas.js';
import { parkGuell } from './park-guell.js';
import { riadTea } from './riad.js';
import { cafeStreet } from './scenes/lifestyle.js';
import { metro } from './scenes/metro.js';
import { beach } from './street-scenes/beach.js';
import { rowOf } from './street-scenes/city-row.js';
import { filming } from './street-scenes/filming.js';
import { garden } from './street-scenes/garden.js';
import { harbour } from './street-scenes/harbour.js';
import { houses } from './street-scenes/houses.js';
import { juiceBar } from './street-scenes/juice-bar.js';
import { lanterns } from './street-scenes/lanterns.js';
import { marketScene } from './street-scenes/markets.js';
import { mural } from './street-scenes/mural.js';
import { chess, music } from './street-scenes/pastimes.js';
import { cyclists, tramScene } from './street-scenes/rides.js';
import type { Drawn } from './street-scenes/scene.js';
import { crossing, steps } from './street-scenes/streets.js';
import { tannery } from './street-scenes/tannery.js';
import { bridgeScene, viewpoint } from './street-scenes/views.js';
import { waterfront } from './street-scenes/waterfront.js';

export type { Drawn } from './street-scenes/scene.js';
export { hazyLandmarks } from './street-scenes/backdrop.js';
export { waterGlints } from './street-scenes/foreground.js';

export type SceneKey =
  | 'cafe'
  | 'market'
  | 'lanterns'
  | 'metro-platform'
  | 'harbour'
  | 'mural'
  | 'chess'
  | 'waterfront'
  | 'beach'
  | 'viewpoint'
  | 'steps'
  | 'crossing'
  | 'bridge'
  | 'houses'
  | 'music'
  | 'cyclists'
  | 'tram'
  | 'tannery'
  | 'garden'
  | 'juice-bar'
  | 'filming'
  | 'riad-tea'
  | 'trencadis';

/** Draws the named scene in its city; the variant refines it (goods at a market, weather…). */
export function paintScene(c: Canvas, city: string, scene: SceneKey, variant?: string): Drawn {
  switch (scene) {
    case 'cafe':
      return { svg: cafeStreet(c, rowOf(c, city)), landmarks: [] };
    case 'market':
      return marketScene(c, city, variant);
    case 'lanterns':
      return lanterns(c, city, variant);
    case 'metro-platform':
      return { svg: metro(c), landmarks: [] };
    case 'harbour':
      return harbour(c, city, variant);
    case 'mural':
      return mural(c, city);
    case 'chess':
      return chess(c, city);
    case 'waterfront':
      return waterfront(c, city, variant);
    case 'beach':
      return beach(c, city, variant);
    case 'viewpoint':
      return viewpoint(c, city, variant);
    case 'steps':
      return steps(c, city, variant);
    case 'crossing':
      return crossing(c, city, variant);
    case 'bridge':
      return bridgeScene(c, city, variant);
    case 'houses':
      return houses(c, city, variant);
    case 'music':
      return music(c, city, variant);
    case 'cyclists':
      return cyclists(c, city);
    case 'tram':
      return tramScene(c, city);
    case 'tannery':
      return tannery(c);
    case 'garden':
      return garden(c, city, variant);
    case 'juice-bar':
      return juiceBar(c, city);
    case 'filming':
      return filming(c, city);
    case 'riad-tea':
      return riadTea(c);
    case 'trencadis':
      return parkGuell(c, city);
  }
}
