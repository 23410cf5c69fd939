import { queryOptions } from '@citylens/shared/query';
import { apiGet, queryKeys, type CityPhotosResponse } from '@citylens/shared';
import { cityPhotosPath } from './city-answer-paths';

/** A city's hero photos (`data.photos`). */
export async function getCityPhotos(cityName: string, signal?: AbortSignal): Promise<string[]> {
  const body = await apiGet<CityPhotosResponse>(cityPhotosPath(cityName), {
    signal,
  });
  return body.data.photos;
}

export const cityPhotosQuery = (cityName: string) =>
  queryOptions({
    queryKey: queryKeys.cityPhotos.byCity(cityName),
    queryFn: ({ signal }) => getCityPhotos(cityName, signal),
  });
