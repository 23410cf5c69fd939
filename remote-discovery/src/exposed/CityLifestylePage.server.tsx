/** A city's lifestyle page on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
export { default, loadHead } from './CityLifestylePage';
export { prefetchLifestylePage as prefetch } from '../features/city-lifestyle/api/prefetch-lifestyle-page';
