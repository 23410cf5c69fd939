/** A city's transport page on the host's server: the page, and the reads it renders from (PagePrefetch). */
import { prefetchCitySubPage } from '../api/prefetch-city-pages';

export { default } from './CityTransportPage';
export const prefetch = prefetchCitySubPage();
