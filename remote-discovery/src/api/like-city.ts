import { apiPath, apiPaths, apiPost, type City, type CityLikeResult } from '@citylens/shared';
import { reconcileLike } from '../lib/like-state';

export function likeCity(cityName: string): Promise<CityLikeResult> {
  return apiPost<CityLikeResult>(apiPath(apiPaths.cityLike, { name: cityName }));
}

/** The city's like state after the server's answer (see `reconcileLike`). */
export function applyCityLike<T extends Pick<City, 'is_liked' | 'likes_count'>>(
  city: T,
  result: Partial<CityLikeResult>,
): T {
  const next = reconcileLike(
    { liked: city.is_liked, count: city.likes_count },
    { liked: result.is_liked, count: result.likes_count },
  );
  return { ...city, is_liked: next.liked, likes_count: next.count };
}
