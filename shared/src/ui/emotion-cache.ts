import createCache from '@emotion/cache';

/**
 * The page's one emotion cache, without stylis' vendor prefixer. Every browser CityLens supports
 * takes the standard properties; the prefixer's copies (`display:-webkit-inline-box;
 * display:-ms-inline-flexbox;…`) were about a third of the CSS the first screen inserts, parsed
 * twice (by stylis and by the browser) in the task that paints it. The one prefix still needed
 * (Safari's `-webkit-backdrop-filter`) is written where it is used.
 */
export const emotionCache = createCache({ key: 'css', stylisPlugins: [] });
