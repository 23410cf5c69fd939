import { useIsFetching, useMutation, useQueryClient } from '@citylens/shared/query';
import {
  getBus,
  queryKeys,
  toFriendlyMessage,
  useAuth,
  useResumeAfterSignIn,
  type City,
} from '@citylens/shared';
import { applyCityLike, likeCity } from '../api/like-city';

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
 * Like or unlike a city. Signed out, it asks the host for the sign-in modal instead. The state
 * changes only once the server has answered; then every city query is refreshed.
 */
export function useLikeCity(city: Liked) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => likeCity(city.name),
    onSuccess: (result) => {
      const next = applyCityLike(city, result);
      queryClient.setQueriesData({ queryKey: queryKeys.cities.all }, (old: unknown) =>
        patchCached(old, city.name, (c) => ({
          ...c,
          is_liked: next.is_liked,
          likes_count: next.likes_count,
        })),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.cities.all });
    },
    onError: (error) => {
      getBus().sendIntent({
        type: 'toast',
        tone: 'error',
        message: toFriendlyMessage(error, 'Failed to like city'),
      });
    },
  });

  // A like asked for while signed out is made once the visitor has signed in, after the cities
  // have been reloaded for them: a city they already liked stays liked (the call toggles).
  const refreshing = useIsFetching({ queryKey: queryKeys.cities.all }) > 0;
  useResumeAfterSignIn(
    'discovery',
    (action) => action.kind === 'like-city' && sameCity(String(action.target), city.name),
    () => {
      if (!city.is_liked) mutation.mutate();
    },
    !refreshing,
  );

  const toggle = () => {
    if (status !== 'signed-in') {
      getBus().sendIntent({
        type: 'open-sign-in',
        then: { app: 'discovery', kind: 'like-city', target: city.name },
      });
      return;
    }
    if (!mutation.isPending) mutation.mutate();
  };

  return { toggle, isPending: mutation.isPending };
}
