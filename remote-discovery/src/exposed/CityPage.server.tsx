/** The city page on the host's server: the page, and the reads it renders from (PagePrefetch). */
export { default } from './CityPage';
export { prefetchCityPage as prefetch } from '../api/prefetch-city-pages';
