export { FrameShopPage as default } from '../features/frame-shop/components/FrameShopPage';
