/** The frame shop on the host's server: the page, its head, and the reads it renders from (PagePrefetch). */
export { default, loadHead } from './FrameShopPage';
export { prefetchFrameShopPage as prefetch } from '../features/frame-shop/api/prefetch-frame-shop-page';
