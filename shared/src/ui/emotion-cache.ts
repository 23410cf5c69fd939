import createCache from '@emotion/cache';

/**
 * The page's one emotion cache, without stylis' vendor prefixer. Every browser CityLens supports
 * takes the standard properties; the prefixer's copies (`display:-webkit-inline-box;
 * display:-ms-inline-flexbox;…`) were about a third of the CSS the first screen inserts, parsed
 * twice (by stylis and by the browser) in the task that paints it. The one prefix still needed
 * (Safari's `-webkit-backdrop-filter`) is written where it is used.
 */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: [] });
export const emotionCache = createEmotionCache();

/**
 * On the host's server each page needs a cache of its own: a cache writes a style into the HTML
 * only the first time it meets it, and the next page would arrive without it.
 */
export function pageEmotionCache() {
  return typeof document === 'undefined' ? createEmotionCache() : emotionCache;
}
