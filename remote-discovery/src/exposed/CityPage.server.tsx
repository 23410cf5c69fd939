/** The city page on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
export { default, loadHead } from './CityPage';
export { prefetchCityPage as prefetch } from '../api/prefetch-city-pages';
