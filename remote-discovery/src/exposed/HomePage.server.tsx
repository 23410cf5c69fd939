/** Home on the host's server: the page, and the reads it renders from (PagePrefetch). */
export { default } from './HomePage';
export { prefetchHomePage as prefetch } from '../features/home/api/prefetch-home-page';
