export {
  dropTicket,
  listSavedCities,
  matchSaved,
  removeSavedCity,
  savedCityRecord,
  writeSavedCityRecord,
} from './saved-cities';
export { formatBytes, updatedAgo } from './saved-city-text';
export { candidatesFor, deepLinksIn, photosOf, scriptsOf } from './page-files';
export {
  canKeepOffline,
  checkRoom,
  inParallel,
  OfflineCopyError,
  pageCopy,
  remoteManifestUrl,
  type CopyProgress,
} from './page-copy';
