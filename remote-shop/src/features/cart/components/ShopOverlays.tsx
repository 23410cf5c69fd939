import { getBus, useCart, useOverlay } from '@citylens/shared';
import { CartModal } from './CartModal';

/** Standalone only: in the host, the host composes the cart overlay from the bus. */
export function ShopOverlays() {
  const overlay = useOverlay();
  return overlay.kind === 'cart' ? (
    <CartModal open onClose={() => getBus().closeOverlay()} />
  ) : null;
}

/** Standalone only: stands in for the host header's CART. */
export function StandaloneCartButton() {
  const { count } = useCart();
  return (
    <button type="button" onClick={() => getBus().sendIntent({ type: 'open-cart' })}>
      Cart ({count})
    </button>
  );
}
