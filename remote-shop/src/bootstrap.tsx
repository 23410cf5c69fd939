import { startStandalone } from '@citylens/shared/app';
import CheckoutPage from './exposed/CheckoutPage';
import FrameShopPage from './exposed/FrameShopPage';
import { ShopOverlays, StandaloneCartButton } from './features/cart/components/ShopOverlays';

void startStandalone({
  remote: 'shop',
  pages: { FrameShopPage, CheckoutPage },
  headerActions: <StandaloneCartButton />,
  children: <ShopOverlays />,
});
