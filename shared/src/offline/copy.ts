/**
 * Copying pages for offline reading, in a window (it reads the DOM): a saved city, a ticket. The
 * Cache Storage side that the offline worker also reads is `@citylens/shared/offline`.
 */
export { candidatesFor, deepLinksIn, photosOf, scriptsOf } from './page-files';
export { checkRoom, inParallel, OfflineCopyError, pageCopy, type CopyProgress } from './page-copy';
export { remoteManifestUrl } from './remote-manifest';
