/** Saved cities and tickets in Cache Storage: read the same way in a window and in the worker. */
export {
  dropTicket,
  listSavedCities,
  matchSaved,
  removeSavedCity,
  savedCityRecord,
  writeSavedCityRecord,
} from './saved-cities';
export { formatBytes, updatedAgo } from './saved-city-text';
export { canKeepOffline, registerOfflineWorker } from './browser-support';
