/**
 * Each seed city's own landmarks and palette, so a picture of Sydney shows the Opera House and
 * never the Eiffel Tower. A landmark painter draws one silhouette standing on `ground`, centred
 * on `x`, `size` tall, in `colour` (a shade of the scene's light, so depth reads right).
 *
 * The painters live in `landmarks/`, one file per kind of landmark (towers, skyscrapers,
 * monuments, bridges, landscape, places of worship, buildings); `landmarks/cities.ts` gives each
 * city its palette and landmarks, and `landmarks/horizon.ts` stands them along a horizon.
 */
export type { LandmarkPainter } from './landmarks/painter.js';
export { cityStyle, cityStyles, type CityStyle } from './landmarks/cities.js';
export { cityLandmarks } from './landmarks/horizon.js';
