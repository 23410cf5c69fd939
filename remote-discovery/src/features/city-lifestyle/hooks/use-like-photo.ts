import { useState } from 'react';
import { useIsFetching, useMutation, useQueryClient } from '@citylens/shared/query';
import {
  getBus,
  queryKeys,
  toFriendlyMessage,
  useAuth,
  useResumeAfterSignIn,
  type LifestylePhoto,
} from '@citylens/shared';
import { applyPhotoLike, likePhoto } from '../api/like-photo';

/**
 * Like or unlike a lifestyle photo once the server agrees. Signed out, `onSignedOut` runs first
 * (a viewer steps aside) and the host's sign-in modal is asked for.
 */
export function useLikePhoto(cityName: string, onSignedOut?: () => void) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  // Photos whose like is on its way: each is disabled on its own, so another photo's heart still works.
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(() => new Set());
  const mutation = useMutation({
    mutationFn: (photo: LifestylePhoto) => likePhoto(photo.id),
    onSuccess: (result, photo) => {
      queryClient.setQueryData<LifestylePhoto[]>(
        queryKeys.lifestylePhotos.byCity(cityName),
        (old) => old?.map((p) => (p.id === photo.id ? applyPhotoLike(p, result) : p)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.lifestylePhotos.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cities.content(cityName) });
    },
    onError: (error) => {
      getBus().sendIntent({
        type: 'toast',
        tone: 'error',
        message: toFriendlyMessage(error, 'Failed to like photo'),
      });
    },
    onSettled: (_result, _error, photo) =>
      setPendingIds((ids) => new Set([...ids].filter((id) => id !== photo.id))),
  });

  const like = (photo: LifestylePhoto) => {
    if (pendingIds.has(photo.id)) return;
    setPendingIds((ids) => new Set(ids).add(photo.id));
    mutation.mutate(photo);
  };

  // A like asked for while signed out is made after sign-in, once the photos have been reloaded
  // for the visitor: a photo they already liked stays liked (the call toggles).
  const refreshing = useIsFetching({ queryKey: queryKeys.lifestylePhotos.all }) > 0;
  const cachedPhoto = (id: unknown) =>
    queryClient
      .getQueryData<LifestylePhoto[]>(queryKeys.lifestylePhotos.byCity(cityName))
      ?.find((p) => p.id === id);
  useResumeAfterSignIn(
    'discovery',
    (action) => action.kind === 'like-photo' && cachedPhoto(action.target) !== undefined,
    (action) => {
      const photo = cachedPhoto(action.target);
      if (photo && !photo.liked_by_user) like(photo);
    },
    !refreshing,
  );

  return {
    toggle: (photo: LifestylePhoto) => {
      if (status !== 'signed-in') {
        onSignedOut?.();
        getBus().sendIntent({
          type: 'open-sign-in',
          then: { app: 'discovery', kind: 'like-photo', target: photo.id },
        });
        return;
      }
      like(photo);
    },
    isPending: (photoId: number) => pendingIds.has(photoId),
  };
}
