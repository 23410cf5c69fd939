import { prefetchRandomCityPhotos } from '@citylens/shared';
import type { PagePrefetch } from '@citylens/shared/contracts';
import { curatedCitiesQuery } from './get-curated-cities';
import { photosOfWeekQuery } from './get-photos-of-week';
import { popularCitiesQuery } from './get-popular-cities';

/** Home: the hero's random city photos, Photos of the Week, and both city collections. */
export const prefetchHomePage: PagePrefetch = (queryClient) =>
  Promise.all([
    prefetchRandomCityPhotos(queryClient),
    queryClient.prefetchQuery(photosOfWeekQuery()),
    queryClient.prefetchQuery(popularCitiesQuery()),
    queryClient.prefetchQuery(curatedCitiesQuery()),
  ]);
