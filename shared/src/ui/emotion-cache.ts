import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One array for every cache: on the server emotion keeps the CSS it compiled per plugins array
 * (a WeakMap), so a page render reuses what earlier renders compiled instead of running stylis
 * again for every style of every page.
 */
const NO_PLUGINS: [] = [];

/**
 * The page's one emotion cache, without stylis' vendor prefixer. Every browser CityLens supports
 * takes the standard properties; the prefixer's copies (`display:-webkit-inline-box;
 * display:-ms-inline-flexbox;…`) were about a third of the CSS the first screen inserts, parsed
 * twice (by stylis and by the browser) in the task that paints it. The one prefix still needed
 * (Safari's `-webkit-backdrop-filter`) is written where it is used.
 */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: NO_PLUGINS });
export const emotionCache = createEmotionCache();

/**
 * On the host's server each page render gets a cache of its own, in compat mode: emotion writes no
 * `<style>` beside each element (a render attempt React throws away, a suspended area, would take
 * its styles with it, and styles in the body count as siblings in `* + *`), and the page's styles
 * go into `<head>` from the cache once the page is rendered.
 */
export function serverPageEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  cache.compat = true;
  return cache;
}

/**
 * The cache a ThemeProvider uses: the page's one cache in the browser; on the server the page
 * render's (`outer`, so a remote's page nested in the host's shares it), or a fresh one.
 */
export function pageEmotionCache(outer: EmotionCache | null): EmotionCache {
  if (typeof document !== 'undefined') return emotionCache;
  return outer ?? serverPageEmotionCache();
}
