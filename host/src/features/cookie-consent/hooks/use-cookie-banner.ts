import { useEffect, useId, useState } from 'react';
import { routes, visitorMarker } from '@citylens/shared/contracts';
import { useLocation } from '@citylens/shared/router';
import { useServerPass } from '@citylens/shared/ui';
import { useCookieConsent } from '../lib/consent-store';

/** The cookie banner's state: whether it shows here, and its details open or closed. */
export function useCookieBanner() {
  const consent = useCookieConsent();
  const serverPass = useServerPass();
  const location = useLocation();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const titleId = useId();

  // A choice cleared since the page loaded (another tab, storage wiped): the banner shows again.
  const choiceGone = !serverPass && consent === null;
  useEffect(() => {
    if (choiceGone) document.documentElement.removeAttribute(visitorMarker.consentAttribute);
  }, [choiceGone]);

  // The /cookies page is the full version of this banner; do not cover it.
  const shown = location.pathname !== routes.cookies.href() && (serverPass || consent === null);
  const toggleDetails = () => setShowDetails((v) => !v);

  return { shown, showDetails, toggleDetails, detailsId, titleId };
}
