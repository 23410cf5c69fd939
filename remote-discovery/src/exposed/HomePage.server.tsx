/** Home on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
export { default, loadHead } from './HomePage';
export { prefetchHomePage as prefetch } from '../features/home/api/prefetch-home-page';
