import type { CityContent } from '../contracts/entities';
import { startEarlyGet } from '../http/early-answers';
import { preloadHeroPhoto } from '../images/hero-photo';

/** `GET` path of a city's content: its details, categories and hero photos. */
export const cityContentPath = (cityName: string) =>
  `/api/cities/${encodeURIComponent(cityName)}/content/`;

/** The photos a city's hero rotates through: its hero photos, else its main image. */
export function cityHeroPhotos(
  city: Pick<CityContent, 'hero_photos' | 'image' | 'thumbnail_url'>,
): string[] {
  if (city.hero_photos?.length) return city.hero_photos;
  const image = city.image ?? city.thumbnail_url;
  return image ? [image] : [];
}

function isCityContent(body: unknown): body is CityContent {
  return (
    typeof body === 'object' && body !== null && typeof (body as CityContent).name === 'string'
  );
}

/**
 * The city page's content call, started by the early page script before the app's code has
 * arrived (the page's first `apiGet` of it takes the answer). Kept free of React and React Query:
 * it runs on its own. Resolves to the hero's first photo, preloaded, or null when there is none.
 */
export function startEarlyCityHero(cityName: string): Promise<string | null> {
  return startEarlyGet(cityContentPath(cityName)).then((body) => {
    const first = isCityContent(body) ? cityHeroPhotos(body)[0] : undefined;
    if (!first) return null;
    preloadHeroPhoto(first);
    return first;
  });
}
