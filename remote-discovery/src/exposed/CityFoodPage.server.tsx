/** A city's food page on the host's server: the page, and the reads it renders from (PagePrefetch). */
import { prefetchCitySubPage } from '../api/prefetch-city-pages';

export { default } from './CityFoodPage';
export const prefetch = prefetchCitySubPage();
