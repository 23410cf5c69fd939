import { queryOptions } from '@citylens/shared/query';
import { apiGet, queryKeys, type LifestylePhoto } from '@citylens/shared';
import { lifestylePhotosPath } from '../../../api/city-answer-paths';

/** A city's lifestyle photos, newest first (personalised: liked_by_user). */
export const lifestylePhotosQuery = (cityName: string) =>
  queryOptions({
    queryKey: queryKeys.lifestylePhotos.byCity(cityName),
    queryFn: ({ signal }) => apiGet<LifestylePhoto[]>(lifestylePhotosPath(cityName), { signal }),
  });
