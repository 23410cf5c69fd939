/** A city's transport page on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
import { prefetchCitySubPage } from '../api/prefetch-city-pages';

export { default, loadHead } from './CityTransportPage';
export const prefetch = prefetchCitySubPage();
