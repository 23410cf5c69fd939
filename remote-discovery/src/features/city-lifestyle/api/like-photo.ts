import {
  apiPath,
  apiPaths,
  apiPost,
  type LifestylePhoto,
  type LifestylePhotoLikeResult,
} from '@citylens/shared';
import { reconcileLike } from '../../../lib/like-state';

export function likePhoto(photoId: number): Promise<LifestylePhotoLikeResult> {
  return apiPost<LifestylePhotoLikeResult>(apiPath(apiPaths.lifestylePhotoLike, { id: photoId }));
}

/** The photo's like state after the server's answer (see `reconcileLike`). */
export function applyPhotoLike(
  photo: LifestylePhoto,
  result: Partial<LifestylePhotoLikeResult>,
): LifestylePhoto {
  const next = reconcileLike(
    { liked: photo.liked_by_user, count: photo.likes_count },
    { liked: result.liked, count: result.likes_count },
  );
  return { ...photo, liked_by_user: next.liked, likes_count: next.count };
}
