export { FrameShopPage as default } from '../features/frame-shop/components/FrameShopPage';
export const loadHead = () =>
  import('../features/frame-shop/lib/frame-shop-head').then((m) => m.frameShopHead);
