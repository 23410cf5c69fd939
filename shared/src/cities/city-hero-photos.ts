import { apiPath, apiPaths } from '../contracts/api-paths';
import type { CityContent } from '../contracts/entities';

/** `GET` path of a city's content: its details, categories and hero photos. */
export const cityContentPath = (cityName: string) =>
  apiPath(apiPaths.cityContent, { name: cityName });

/** The photos a city's hero rotates through: its hero photos, else its main image. */
export function cityHeroPhotos(
  city: Pick<CityContent, 'hero_photos' | 'image' | 'thumbnail_url'>,
): string[] {
  if (city.hero_photos?.length) return city.hero_photos;
  const image = city.image ?? city.thumbnail_url;
  return image ? [image] : [];
}
