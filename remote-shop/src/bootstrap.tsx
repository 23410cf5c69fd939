import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, session } from '@citylens/shared';
import { StandaloneShell } from '@citylens/shared/app';
import FrameShopPage from './exposed/FrameShopPage';
import CheckoutPage from './exposed/CheckoutPage';
import { ShopOverlays } from './features/cart/ShopOverlays';

/** Standalone dev shell: this remote alone on its own port, with the same providers and bus. */
async function start() {
  await loadRuntimeConfig();
  void session.init();
  const root = document.getElementById('root');
  if (!root) throw new Error('page has no #root element');
  createRoot(root).render(
    <StandaloneShell remote="shop" pages={{ FrameShopPage, CheckoutPage }}>
      <ShopOverlays />
    </StandaloneShell>,
  );
}

void start();
