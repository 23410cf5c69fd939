import { queryOptions } from '@citylens/shared/query';
import {
  apiGet,
  apiPaths,
  queryKeys,
  type PhotoOfTheWeek,
  type PhotosOfTheWeekResponse,
} from '@citylens/shared';

/** The week's selection (`{ photos }`). */
export async function getPhotosOfWeek(signal?: AbortSignal): Promise<PhotoOfTheWeek[]> {
  const body = await apiGet<PhotosOfTheWeekResponse>(apiPaths.photosOfTheWeek, { signal });
  return body.photos;
}

export const photosOfWeekQuery = () =>
  queryOptions({
    queryKey: queryKeys.lifestylePhotos.photosOfWeek(),
    queryFn: ({ signal }) => getPhotosOfWeek(signal),
  });
