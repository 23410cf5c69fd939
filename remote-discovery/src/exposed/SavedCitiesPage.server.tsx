/**
 * Saved cities on the host's server: the list is this device's storage, read in the browser, so
 * the server renders the page's frame with nothing to prefetch.
 */
export { default } from './SavedCitiesPage';
