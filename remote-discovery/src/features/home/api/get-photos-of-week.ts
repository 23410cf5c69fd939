import { queryOptions } from '@citylens/shared/query';
import {
  apiGet,
  apiPaths,
  queryKeys,
  type PhotoOfTheWeek,
  type PhotosOfTheWeekResponse,
} from '@citylens/shared';

/** The week's selection; the server answers `{ photos }` or the list itself. */
export async function getPhotosOfWeek(signal?: AbortSignal): Promise<PhotoOfTheWeek[]> {
  const body = await apiGet<PhotosOfTheWeekResponse>(apiPaths.photosOfTheWeek, { signal });
  return Array.isArray(body) ? body : (body.photos ?? []);
}

export const photosOfWeekQuery = () =>
  queryOptions({
    queryKey: queryKeys.lifestylePhotos.photosOfWeek(),
    queryFn: ({ signal }) => getPhotosOfWeek(signal),
  });
