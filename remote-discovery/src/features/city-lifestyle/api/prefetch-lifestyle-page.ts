import { prefetchCitySubPage } from '../../../api/prefetch-city-pages';
import { lifestylePhotosQuery } from './get-lifestyle-photos';

/** The lifestyle page: a sub-page's reads and the city's lifestyle photos. */
export const prefetchLifestylePage = prefetchCitySubPage((queryClient, cityName) => [
  queryClient.prefetchQuery(lifestylePhotosQuery(cityName)),
]);
