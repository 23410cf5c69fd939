import {
  apiPath,
  apiPaths,
  apiPost,
  type LifestylePhoto,
  type LifestylePhotoLikeResult,
} from '@citylens/shared';
import { withLike } from '../../../lib/like-state';

export function likePhoto(photoId: number): Promise<LifestylePhotoLikeResult> {
  return apiPost<LifestylePhotoLikeResult>(apiPath(apiPaths.lifestylePhotoLike, { id: photoId }));
}

/** The photo's like state after the server's answer (see `reconcileLike`). */
export const applyPhotoLike = (
  photo: LifestylePhoto,
  result: Partial<LifestylePhotoLikeResult>,
): LifestylePhoto =>
  withLike(photo, 'liked_by_user', { liked: result.liked, count: result.likes_count });
