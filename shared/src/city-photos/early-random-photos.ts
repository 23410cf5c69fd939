import { hasRuntimeConfig } from '../config/runtime-config';
import { fetchEarlyJson } from '../http/early-answers';
import { preloadHeroPhoto } from '../images/hero-photo';

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
export const EARLY_RANDOM_PHOTOS_GLOBAL = '__CITYLENS_EARLY_RANDOM_PHOTOS_v1__';

type EarlyAnswer = Promise<RandomCityPhotoResponse | null>;
type GlobalWithEarlyPhotos = typeof globalThis & {
  [EARLY_RANDOM_PHOTOS_GLOBAL]?: (EarlyAnswer | undefined)[];
};

const g = globalThis as GlobalWithEarlyPhotos;

function isRandomCityPhotoResponse(body: unknown): body is RandomCityPhotoResponse {
  const data = (body as { data?: { photo?: unknown } } | null)?.data;
  return typeof data?.photo === 'string' && data.photo.length > 0;
}

/**
 * Starts the hero's photo calls and preloads the first photo once it is known. Resolves to that
 * photo (the early page script paints it), or null when the first call failed or none was made.
 */
export function startEarlyRandomPhotos(count = RANDOM_HERO_PHOTO_COUNT): Promise<string | null> {
  if (!hasRuntimeConfig() || typeof fetch !== 'function') return Promise.resolve(null);
  const ask = (): EarlyAnswer =>
    fetchEarlyJson(RANDOM_CITY_PHOTO_PATH).then((body) =>
      isRandomCityPhotoResponse(body) ? body : null,
    );
  // The first photo is the page's largest paint: its call goes now, the others a task later,
  // so the script's own task stays short on a page that has just started.
  const nextTask = new Promise((resolve) => setTimeout(resolve, 0));
  const answers = Array.from({ length: count }, (_, slot) =>
    slot === 0 ? ask() : nextTask.then(ask),
  );
  g[EARLY_RANDOM_PHOTOS_GLOBAL] = answers;
  return answers[0]!.then((first) => {
    if (!first) return null;
    preloadHeroPhoto(first.data.photo);
    return first.data.photo;
  });
}

/**
 * The early answer for one hero slot, handed out once (a later fetch of the slot asks the API).
 * Undefined when no early call was made for it; resolves to null when that call failed.
 */
export function takeEarlyRandomPhoto(slot: number): EarlyAnswer | undefined {
  const answers = g[EARLY_RANDOM_PHOTOS_GLOBAL];
  const answer = answers?.[slot];
  if (answers) answers[slot] = undefined;
  return answer;
}
