import { routeForPath } from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { prefetchRandomCityPhotos, preloadHeroPhoto } from '@citylens/shared';

/**
 * Starts the first page's own requests while its remote is still loading: for a page that opens
 * on the random-photo hero, the photos and then the first photo's image, so the page's largest
 * paint does not wait for the remote before its data is even asked for.
 */
export function prefetchRouteData(pathname: string, queryClient: QueryClient): void {
  if (!routeForPath(pathname)?.randomPhotoHero) return;
  void prefetchRandomCityPhotos(queryClient).then((first) => {
    if (first) preloadHeroPhoto(first.photo);
  });
}
