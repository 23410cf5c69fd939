/** A city's articles page on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
import { prefetchCitySubPage } from '../api/prefetch-city-pages';

export { default, loadHead } from './CityArticlesPage';
export const prefetch = prefetchCitySubPage();
