/** A city's articles page on the host's server: the page, and the reads it renders from (PagePrefetch). */
import { prefetchCitySubPage } from '../api/prefetch-city-pages';

export { default } from './CityArticlesPage';
export const prefetch = prefetchCitySubPage();
