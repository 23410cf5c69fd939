/**
 * The painters of the seed's generic pictures (lifestyle, article, video, transport, landmark)
 * and the pieces other scenes share, one subject per file in `scenes/`: the sky, people, façades
 * and market stalls; the café street and the market; the landscape; the tram, metro, ferry and
 * bikes; the landmark silhouettes; the video thumbnail.
 */
export { ridge, sky, sun } from './scenes/sky.js';
export { person } from './scenes/person.js';
export { facades, type RowPainter } from './scenes/facades.js';
export { awning, stall, stallRow, type StallRow } from './scenes/stalls.js';
export { cafeStreet, market, paintLifestyle } from './scenes/lifestyle.js';
export { paintArticle, paintLandscape } from './scenes/landscape.js';
export { tram } from './scenes/tram.js';
export { metro } from './scenes/metro.js';
export { ferry } from './scenes/ferry.js';
export { bicycle, bikes } from './scenes/bikes.js';
export { paintTransport } from './scenes/transport.js';
export { domeBuilding, latticeTower, pagoda } from './scenes/landmark-silhouettes.js';
export { paintLandmark } from './scenes/landmark.js';
export { paintVideo } from './scenes/video.js';
