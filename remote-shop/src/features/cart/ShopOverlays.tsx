import { getBus, useOverlay } from '@citylens/shared';
import { CartModal } from './CartModal';

/** Standalone only: in the host, the host composes the cart overlay from the bus. */
export function ShopOverlays() {
  const overlay = useOverlay();
  return overlay.kind === 'cart' ? (
    <CartModal open onClose={() => getBus().closeOverlay()} />
  ) : null;
}
