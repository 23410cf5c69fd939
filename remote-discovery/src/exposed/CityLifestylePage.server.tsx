/** A city's lifestyle page on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
export { default, head } from './CityLifestylePage';
export { prefetchLifestylePage as prefetch } from '../features/city-lifestyle/api/prefetch-lifestyle-page';
