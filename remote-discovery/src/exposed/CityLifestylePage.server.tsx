/** A city's lifestyle page on the host's server: the page, and the reads it renders from (PagePrefetch). */
export { default } from './CityLifestylePage';
export { prefetchLifestylePage as prefetch } from '../features/city-lifestyle/api/prefetch-lifestyle-page';
