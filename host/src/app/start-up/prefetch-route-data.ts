import { cityNameFromPath, routeForPath } from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { prefetchCityContent, prefetchRandomCityPhotos, preloadHeroPhoto } from '@citylens/shared';

/**
 * Starts the first page's own requests while its remote is still loading: for a page that opens
 * on a photo hero, its photos (the random ones and then the first photo's image, or the city's
 * content), so neither the hero nor the page waits for the remote before its data is asked for.
 */
export function prefetchRouteData(pathname: string, queryClient: QueryClient): void {
  const hero = routeForPath(pathname)?.photoHero;
  if (hero?.photos === 'random') {
    void prefetchRandomCityPhotos(queryClient).then((first) => {
      if (first) preloadHeroPhoto(first.photo);
    });
  }
  const cityName = cityNameFromPath(pathname);
  if (hero?.photos === 'city' && cityName) void prefetchCityContent(queryClient, cityName);
}
