/**
 * On a page that opens on a photo hero, the app's entry (main.js and its packages) runs only once
 * the early hero frame has painted the hero's first photo: evaluating the app's code first held
 * that paint back by the whole start-up. The host's static server leaves the entry's <script>s out
 * of such a page and names them in marker <meta>s instead; the early page script preloads them
 * once the photo has arrived (so they do not share the connection with it), then starts them. The
 * app is never held longer than EARLY_HERO_WAIT_MS.
 */

/** The name of the marker <meta>s, each naming one of the app's entry scripts, in order. */
export const APP_ENTRY_META = 'citylens-app-entry';

/** The longest the app's entry waits for the hero's first photo. */
export const EARLY_HERO_WAIT_MS = 1000;

const entryMarkers = () =>
  Array.from(document.querySelectorAll<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`));

const entryUrl = (marker: HTMLMetaElement) => new URL(marker.content, document.baseURI).href;

/** Starts downloading the app's entry scripts without running them; only the first call counts. */
export function preloadAppEntry(): void {
  for (const marker of entryMarkers()) {
    if (marker.hasAttribute('data-preloaded')) continue;
    marker.setAttribute('data-preloaded', '');
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = entryUrl(marker);
    document.head.appendChild(link);
  }
}

/** Runs the app's entry scripts, in the page's order; only the first call counts. */
export function startAppEntry(): void {
  for (const marker of entryMarkers()) {
    marker.remove();
    const script = document.createElement('script');
    // Inserted scripts run as they arrive unless told otherwise; these keep the page's order.
    script.async = false;
    script.src = entryUrl(marker);
    document.head.appendChild(script);
  }
}

/** The page with a marker in place of each of its `<script defer src>`s; unchanged when it has none. */
export function deferAppEntry(html: string): string {
  return html.replace(
    /<script defer(?:="defer")? src="([^"]+)"><\/script>/g,
    (_tag, src: string) => `<meta name="${APP_ENTRY_META}" content="${src}">`,
  );
}
