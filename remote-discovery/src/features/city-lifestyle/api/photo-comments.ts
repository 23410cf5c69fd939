import { queryOptions } from '@citylens/shared/query';
import {
  apiDelete,
  apiGet,
  apiPath,
  apiPaths,
  apiPost,
  queryKeys,
  type LifestylePhotoComment,
} from '@citylens/shared';

/** A photo's comments, oldest first. */
export const photoCommentsQuery = (photoId: number) =>
  queryOptions({
    queryKey: queryKeys.lifestylePhotos.comments(photoId),
    queryFn: ({ signal }) =>
      apiGet<LifestylePhotoComment[]>(apiPath(apiPaths.lifestylePhotoComments, { id: photoId }), {
        signal,
      }),
  });

export function addPhotoComment(photoId: number, content: string) {
  return apiPost<LifestylePhotoComment>(
    apiPath(apiPaths.lifestylePhotoAddComment, { id: photoId }),
    { content },
  );
}

export function deletePhotoComment(photoId: number, commentId: number) {
  return apiDelete<unknown>(apiPath(apiPaths.lifestylePhotoComment, { id: photoId, commentId }));
}
