import { apiPath, apiPaths } from '@citylens/shared';

/**
 * The API paths of a city's answers that its pages read after the first (the page itself came
 * with them): the sub-pages' queries and the offline copy of a city ask for the same URLs.
 */
export const cityPhotosPath = (cityName: string) =>
  apiPath(apiPaths.cityPhotos, { city: cityName });

export const lifestylePhotosPath = (cityName: string) =>
  `${apiPaths.lifestylePhotos}?city=${encodeURIComponent(cityName)}`;
