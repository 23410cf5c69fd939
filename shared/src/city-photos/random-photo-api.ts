/**
 * The hero's photo calls, started before the app's code has arrived: on a page that opens on the
 * random-photo hero, the early page script (src/early, inlined by the host's static server) runs
 * this while main.js is still downloading, and preloads the first photo as soon as it is known.
 * The app's queries then take these answers instead of asking again. Kept free of React, ky and
 * the bus: it runs on its own.
 */

/** Spec §4, §9: the home and events heroes show 5 random city photos. */
export const RANDOM_HERO_PHOTO_COUNT = 5;
export const RANDOM_CITY_PHOTO_PATH = '/api/city_photos/random/';

export interface RandomCityPhotoResponse {
  data: { photo: string; city_name?: string };
}

/** Versioned global: the inline script and the app are separate bundles. */
