import { useQueryClient } from '@citylens/shared/query';
import { queryKeys, type LifestylePhoto } from '@citylens/shared';
import { useLikeToggle } from '../../../hooks/use-like-toggle';
import { applyPhotoLike, likePhoto } from '../api/like-photo';

/**
 * Like or unlike a lifestyle photo once the server agrees. Signed out, `onSignedOut` runs first
 * (a viewer steps aside) and the host's sign-in modal is asked for.
 */
export function useLikePhoto(cityName: string, onSignedOut?: () => void) {
  const queryClient = useQueryClient();
  return useLikeToggle({
    kind: 'like-photo',
    idOf: (photo: LifestylePhoto) => photo.id,
    isLiked: (photo) => photo.liked_by_user,
    send: (photo) => likePhoto(photo.id),
    reconcile: (client, photo, result) =>
      client.setQueryData<LifestylePhoto[]>(queryKeys.lifestylePhotos.byCity(cityName), (old) =>
        old?.map((p) => (p.id === photo.id ? applyPhotoLike(p, result) : p)),
      ),
    invalidates: () => [queryKeys.lifestylePhotos.all, queryKeys.cities.content(cityName)],
    reloadedOnSignIn: queryKeys.lifestylePhotos.all,
    find: (target) =>
      queryClient
        .getQueryData<LifestylePhoto[]>(queryKeys.lifestylePhotos.byCity(cityName))
        ?.find((p) => p.id === target),
    failure: 'Failed to like photo',
    onSignedOut,
  });
}
