import { queryOptions } from '@citylens/shared/query';
import { apiGet, apiPaths, queryKeys, type LifestylePhoto } from '@citylens/shared';

/** A city's lifestyle photos, newest first (personalised: liked_by_user). */
export const lifestylePhotosQuery = (cityName: string) =>
  queryOptions({
    queryKey: queryKeys.lifestylePhotos.byCity(cityName),
    queryFn: ({ signal }) =>
      apiGet<LifestylePhoto[]>(`${apiPaths.lifestylePhotos}?city=${encodeURIComponent(cityName)}`, {
        signal,
      }),
  });
