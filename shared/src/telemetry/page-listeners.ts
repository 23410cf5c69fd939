import type { RemoteName, TelemetryOwner } from '../contracts';
import type { PageTelemetry } from './page-telemetry';

/** The attribute each remote area carries (`RemoteArea`), so an element can name its owner. */
export const AREA_ATTRIBUTE = 'data-citylens-remote';

export function ownerOfElement(node: Node | null | undefined): TelemetryOwner {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const area = element?.closest(`[${AREA_ATTRIBUTE}]`);
  return (area?.getAttribute(AREA_ATTRIBUTE) as RemoteName | null) ?? 'host';
}

const firstUrl = (stack: string | undefined) => /(https?:\/\/[^\s):]+)/.exec(stack ?? '')?.[1];

/**
 * Errors no area's boundary saw (event handlers, timers, promises): attributed to the remote
 * whose script threw them, by the script's URL, or to the host.
 */
export function listenForErrors(telemetry: PageTelemetry, target: Window = window): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    const url = event.filename || firstUrl((event.error as Error | undefined)?.stack);
    const owner = telemetry.remoteForUrl(url)?.remote ?? 'host';
    telemetry.error(owner, 'error', event.error ?? event.message);
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const owner =
      telemetry.remoteForUrl(firstUrl(reason instanceof Error ? reason.stack : undefined))
        ?.remote ?? 'host';
    telemetry.error(owner, 'unhandledrejection', reason);
  });
}

/**
 * Web Vitals from the `web-vitals` attribution build, each given to the remote that owns its
 * element (the LCP element, the INP target, the CLS shift's largest source). Loaded only for a
 * visitor who allowed analytics, after the page has loaded, so it adds nothing to the first load.
 * An element is traced to its area when its metric is reported; an interaction also by when it
 * happened. An LCP or CLS reported only at pagehide, after a route change has removed its
 * element, counts for the host.
 */
export async function reportWebVitals(
  telemetry: PageTelemetry,
  target: Window = window,
): Promise<void> {
  // Each interaction's owner is noted as it happens: INP is reported later (at pagehide), and
  // once a route change has taken the element off the page, the browser no longer names it.
  const interactions: { time: number; owner: TelemetryOwner }[] = [];
  const noteOwner = (event: Event) => {
    if (!(event.target instanceof Node)) return;
    interactions.push({ time: event.timeStamp, owner: ownerOfElement(event.target) });
    if (interactions.length > 50) interactions.shift();
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'])
    target.addEventListener(type, noteOwner, { capture: true, passive: true });
  const ownerAt = (time: number | undefined): TelemetryOwner => {
    if (time === undefined) return 'host';
    let best: { time: number; owner: TelemetryOwner } | undefined;
    for (const seen of interactions)
      if (!best || Math.abs(seen.time - time) < Math.abs(best.time - time)) best = seen;
    return best && Math.abs(best.time - time) < 1000 ? best.owner : 'host';
  };
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ 'web-vitals/attribution'
  );
  // The attribution's "target" becomes the owning remote's name instead of a CSS selector ('' when
  // the browser no longer names the element).
  const opts = { generateTarget: (node: Node | null) => (node ? ownerOfElement(node) : '') };
  const owner = (target: string | undefined): TelemetryOwner =>
    (target as TelemetryOwner | undefined) || 'host';
  onLCP((m) => telemetry.vital(owner(m.attribution.target), 'LCP', m.value), opts);
  onINP((m) => {
    const target = m.attribution.interactionTarget;
    telemetry.vital(
      target ? owner(target) : ownerAt(m.attribution.interactionTime),
      'INP',
      m.value,
    );
  }, opts);
  onCLS((m) => telemetry.vital(owner(m.attribution.largestShiftTarget), 'CLS', m.value), opts);
  onFCP((m) => telemetry.vital('host', 'FCP', m.value));
  onTTFB((m) => telemetry.vital('host', 'TTFB', m.value));
  telemetry.vitalsObserved = true;
}
