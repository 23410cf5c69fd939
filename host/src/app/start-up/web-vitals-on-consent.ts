import { analyticsAllowed, reportWebVitals, type PageTelemetry } from '@citylens/shared/telemetry';
import { onConsentChange } from '../../features/cookie-consent/lib/consent-store';

/**
 * Web Vitals only with the visitor's consent, and never on the first paint's path: after the
 * page's load, once analytics is allowed, whether it was when the page loaded or is given later
 * (a first visit's "Accept All"). `web-vitals` is fetched only then; its observers read the
 * entries the browser buffered since navigation, so a late start loses nothing.
 */
export function reportWebVitalsOnConsent(telemetry: PageTelemetry): void {
  let started = false;
  const startIfAllowed = () => {
    if (started || !analyticsAllowed()) return;
    started = true;
    stopListening();
    void reportWebVitals(telemetry);
  };
  const stopListening = onConsentChange(() => whenLoaded(startIfAllowed));
  whenLoaded(startIfAllowed);
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') setTimeout(run, 0);
  else window.addEventListener('load', () => setTimeout(run, 0), { once: true });
}
