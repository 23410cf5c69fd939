import {
  apiPath,
  apiPaths,
  apiPost,
  type LifestylePhoto,
  type LifestylePhotoLikeResult,
} from '@citylens/shared';

export function likePhoto(photoId: number): Promise<LifestylePhotoLikeResult> {
  return apiPost<LifestylePhotoLikeResult>(apiPath(apiPaths.lifestylePhotoLike, { id: photoId }));
}

/** The server's verdict wins; a bare success flips the like. The count never goes below zero. */
export function applyPhotoLike(
  photo: LifestylePhoto,
  result: Partial<LifestylePhotoLikeResult>,
): LifestylePhoto {
  const liked = typeof result.liked === 'boolean' ? result.liked : !photo.liked_by_user;
  const count =
    typeof result.likes_count === 'number'
      ? result.likes_count
      : photo.likes_count + (liked ? 1 : -1);
  return { ...photo, liked_by_user: liked, likes_count: Math.max(0, count) };
}
