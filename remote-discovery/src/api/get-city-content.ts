import { queryOptions } from '@citylens/shared/query';
import { apiGet, queryKeys, type CityContent } from '@citylens/shared';

export function getCityContent(cityName: string): Promise<CityContent> {
  return apiGet<CityContent>(`/api/cities/${encodeURIComponent(cityName)}/content/`);
}

/** A city's details with its categories and hero photos: the city page and every sub-page read it. */
export const cityContentQuery = (cityName: string) =>
  queryOptions({
    queryKey: queryKeys.cities.content(cityName),
    queryFn: () => getCityContent(cityName),
  });
