import { getBus, useOverlay } from '@citylens/shared';
import type { CartModalProps, CityReviewsModalProps } from '@citylens/shared/contracts';
import { RemoteArea } from './remote-loading/RemoteArea';
import { OverlayUnavailable } from './remote-loading/OverlayUnavailable';

/**
 * Overlays the host composes from remotes on request over the bus: the shop's cart and the
 * account's city reviews (asked for by discovery, which never imports account).
 */
export function RemoteOverlays() {
  const overlay = useOverlay();
  const close = () => getBus().closeOverlay();
  if (overlay.kind === 'cart') {
    return (
      <RemoteArea<'shop', CartModalProps>
        remote="shop"
        module="CartModal"
        props={{ open: true, onClose: close }}
        renderLoading={() => null}
        renderUnavailable={(message, retry) => (
          <OverlayUnavailable message={message} onRetry={retry} onClose={close} />
        )}
      />
    );
  }
  if (overlay.kind === 'reviews') {
    return (
      <RemoteArea<'account', CityReviewsModalProps>
        key={overlay.cityName}
        remote="account"
        module="CityReviewsModal"
        props={{ cityName: overlay.cityName, onClose: close }}
        renderLoading={() => null}
        renderUnavailable={(message, retry) => (
          <OverlayUnavailable message={message} onRetry={retry} onClose={close} />
        )}
      />
    );
  }
  return null;
}
