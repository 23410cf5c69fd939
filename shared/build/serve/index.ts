/**
 * Production static server for one CityLens app. The build is read into memory when the server
 * starts and again when it changes on disk (a redeploy swaps it in with no restart and no window
 * of missing files); every earlier build's hashed chunks are still served from the release
 * archive, so a page opened before a redeploy keeps loading its chunks.
 *   served-file.ts      a build's files with their precompressed variants
 *   page-shell.ts       index.html's head: runtime config slot, preloads, hero-photo script start
 *   site.ts             one loaded build (and the host's server rendering) as the handler sees it
 *   rendered-pages.ts   a rendered page as the handler sends it: streamed, or whole and compressed once
 *   request-handler.ts  the HTTP handler: paths, caching, CORS, compression, rendered pages
 *   app-server.ts       the server that starts, stops, hangs, watches its build and reloads
 * No control endpoint here: the e2e suite's lives in ../testing/e2e-control.ts.
 */
export { remoteForPath } from '../../src/contracts/routes';
export { AppServer, appServerFor, serveApps } from './app-server';
export {
  APP_AFTER_FIRST_PAINT,
  APP_START_CAP_MS,
  PAGE_SCROLL_MARKER,
  PHOTOS_NEAR_VIEW,
  PRESS_RECORDER,
  VISITOR_MARKER,
  appAfterFirstPaint,
  preconnectLinks,
  RUNTIME_CONFIG_PLACEHOLDER,
} from './page-shell';
export {
  corsOriginsFromEnv,
  createRequestHandler,
  HASHED_PATH,
  HEALTH_PATH,
  requestPath,
} from './request-handler';
export { contentTypeOf, loadBuild, type ServedFile } from './served-file';
export { CANARY_PREFIX, type AppServerOptions } from './site';
