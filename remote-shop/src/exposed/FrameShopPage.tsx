export { FrameShopPage as default } from '../features/frame-shop/components/FrameShopPage';
export { frameShopHead as head } from '../features/frame-shop/lib/frame-shop-head';
