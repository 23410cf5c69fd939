import { queryKeys, type City } from '@citylens/shared';
import { applyCityLike, likeCity } from '../api/like-city';
import { useLikeToggle } from './use-like-toggle';

type Liked = Pick<City, 'name' | 'is_liked' | 'likes_count'>;

const sameCity = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Every cached city list and city page shows the server's new like state at once. */
function patchCached(value: unknown, name: string, patch: (c: Liked) => Liked): unknown {
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      item && typeof item === 'object' && 'name' in item && sameCity(String(item.name), name)
        ? patch(item as Liked)
        : item,
    );
  }
  if (value && typeof value === 'object' && 'likes_count' in value && 'name' in value) {
    return sameCity(String(value.name), name) ? patch(value as Liked) : value;
  }
  return value;
}

/**
 * Like or unlike a city (signed out, after sign-in). The state changes once the server has
 * answered; then every city query is refreshed.
 */
export function useLikeCity(city: Liked) {
  const like = useLikeToggle({
    kind: 'like-city',
    idOf: (c: Liked) => c.name,
    isLiked: (c) => c.is_liked,
    send: (c) => likeCity(c.name),
    reconcile: (queryClient, c, result) => {
      const next = applyCityLike(c, result);
      queryClient.setQueriesData({ queryKey: queryKeys.cities.all }, (old: unknown) =>
        patchCached(old, c.name, (cached) => ({
          ...cached,
          is_liked: next.is_liked,
          likes_count: next.likes_count,
        })),
      );
    },
    invalidates: () => [queryKeys.cities.all],
    reloadedOnSignIn: queryKeys.cities.all,
    find: (target) => (sameCity(String(target), city.name) ? city : undefined),
    failure: 'Failed to like city',
  });
  return { toggle: () => like.toggle(city), isPending: like.isPending(city.name) };
}
