import { apiPath, apiPaths, apiPost, type City, type CityLikeResult } from '@citylens/shared';

export function likeCity(cityName: string): Promise<CityLikeResult> {
  return apiPost<CityLikeResult>(apiPath(apiPaths.cityLike, { name: cityName }));
}

/**
 * The like state after the server's answer. When the answer carries the new state, it wins;
 * when it only says success, the like flips. Either way the count never goes below zero.
 */
export function applyCityLike<T extends Pick<City, 'is_liked' | 'likes_count'>>(
  city: T,
  result: Partial<CityLikeResult>,
): T {
  const isLiked = typeof result.is_liked === 'boolean' ? result.is_liked : !city.is_liked;
  const count =
    typeof result.likes_count === 'number'
      ? result.likes_count
      : city.likes_count + (isLiked ? 1 : -1);
  return { ...city, is_liked: isLiked, likes_count: Math.max(0, count) };
}
