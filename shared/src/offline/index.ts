export {
  listSavedCities,
  matchSaved,
  removeSavedCity,
  savedCityRecord,
  writeSavedCityRecord,
} from './saved-cities';
export { formatBytes, updatedAgo } from './saved-city-text';
