/**
 * On a page that opens on a photo hero, the app's entry (main.js) runs only once the early hero
 * frame has painted the hero's first photo: evaluating the app's code first held that paint back
 * by the whole start-up. The host's static server leaves the entry's <script> out of such a page
 * and preloads it instead (marked with APP_ENTRY_ATTRIBUTE), so it downloads meanwhile; the early
 * page script then starts it. It is never held longer than EARLY_HERO_WAIT_MS.
 */

/** Marks the preload of the app's entry script that the early page script is to start. */
export const APP_ENTRY_ATTRIBUTE = 'data-citylens-app-entry';

/** The longest the app's entry waits for the hero's first photo. */
export const EARLY_HERO_WAIT_MS = 1000;

/** Starts the app's entry script named by the page's marked preload; only the first call counts. */
export function startAppEntry(): void {
  const link = document.querySelector<HTMLLinkElement>(`link[${APP_ENTRY_ATTRIBUTE}]`);
  if (!link) return;
  link.removeAttribute(APP_ENTRY_ATTRIBUTE);
  const script = document.createElement('script');
  script.src = link.href;
  document.head.appendChild(script);
}

/** The page's app-entry preload, in place of its `<script defer src>`; the template unchanged when it has none. */
export function deferAppEntry(html: string): string {
  return html.replace(
    /<script defer(?:="defer")? src="([^"]+)"><\/script>/,
    // Low, as the browser fetches a deferred script: the hero's photo goes first.
    (_tag, src: string) =>
      `<link rel="preload" as="script" href="${src}" fetchpriority="low" ${APP_ENTRY_ATTRIBUTE}>`,
  );
}
