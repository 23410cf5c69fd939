import { apiPath, apiPaths, apiPost, type City, type CityLikeResult } from '@citylens/shared';
import { withLike } from '../lib/like-state';

export function likeCity(cityName: string): Promise<CityLikeResult> {
  return apiPost<CityLikeResult>(apiPath(apiPaths.cityLike, { name: cityName }));
}

/** The city's like state after the server's answer (see `reconcileLike`). */
export const applyCityLike = <T extends Pick<City, 'is_liked' | 'likes_count'>>(
  city: T,
  result: Partial<CityLikeResult>,
): T => withLike(city, 'is_liked', { liked: result.is_liked, count: result.likes_count });
