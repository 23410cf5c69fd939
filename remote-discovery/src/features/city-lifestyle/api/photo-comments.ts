import { queryOptions } from '@citylens/shared/query';
import {
  apiDelete,
  apiGet,
  apiPost,
  queryKeys,
  type LifestylePhotoComment,
} from '@citylens/shared';

/** A photo's comments, oldest first. */
export const photoCommentsQuery = (photoId: number) =>
  queryOptions({
    queryKey: queryKeys.lifestylePhotos.comments(photoId),
    queryFn: ({ signal }) =>
      apiGet<LifestylePhotoComment[]>(`/api/lifestyle-photos/${photoId}/comments/`, { signal }),
  });

export function addPhotoComment(photoId: number, content: string) {
  return apiPost<LifestylePhotoComment>(`/api/lifestyle-photos/${photoId}/comment/`, { content });
}

export function deletePhotoComment(photoId: number, commentId: number) {
  return apiDelete<unknown>(`/api/lifestyle-photos/${photoId}/comments/${commentId}/`);
}
