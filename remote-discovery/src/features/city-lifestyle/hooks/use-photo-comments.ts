import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@citylens/shared/query';
import {
  queryKeys,
  toFriendlyMessage,
  type LifestylePhotoComment,
  type User,
} from '@citylens/shared';
import { addPhotoComment, deletePhotoComment, photoCommentsQuery } from '../api/photo-comments';

/** Spec §4: the success text clears after 3 s on add and 2 s on delete. */
export const COMMENT_ADDED_CLEAR_MS = 3000;
export const COMMENT_DELETED_CLEAR_MS = 2000;

export const COMMENT_ADDED_MESSAGE = 'Comment added successfully!';
export const COMMENT_DELETED_MESSAGE = 'Comment deleted successfully!';

/** The signed-in user wrote it: same id, or same username. */
export function isOwnComment(comment: LifestylePhotoComment, user: User | null): boolean {
  if (!user) return false;
  return comment.user.id === user.id || comment.user.username === user.username;
}

/** A photo's comments with add and delete; a success line that clears itself, and errors. */
export function usePhotoComments(photoId: number, cityName: string) {
  const queryClient = useQueryClient();
  const comments = useQuery(photoCommentsQuery(photoId));
  const [success, setSuccess] = useState<{ text: string; ms: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), success.ms);
    return () => clearTimeout(timer);
  }, [success]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.lifestylePhotos.comments(photoId) });
    // comments_count on the photo cards and the city's lifestyle category.
    void queryClient.invalidateQueries({ queryKey: queryKeys.lifestylePhotos.byCity(cityName) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.cities.content(cityName) });
  };

  /** Clears the last error when it starts; on success says so (and for how long) and refreshes. */
  const commentChange = <Input>(
    mutationFn: (input: Input) => Promise<unknown>,
    done: { text: string; ms: number },
    failure: (error: Error) => string,
  ) => ({
    mutationFn,
    onMutate: () => setError(null),
    onSuccess: () => {
      setSuccess(done);
      refresh();
    },
    onError: (e: Error) => setError(failure(e)),
  });

  const add = useMutation(
    commentChange(
      (content: string) => addPhotoComment(photoId, content),
      { text: COMMENT_ADDED_MESSAGE, ms: COMMENT_ADDED_CLEAR_MS },
      (e) => toFriendlyMessage(e, 'An error occurred'),
    ),
  );
  const remove = useMutation(
    commentChange(
      (commentId: number) => deletePhotoComment(photoId, commentId),
      { text: COMMENT_DELETED_MESSAGE, ms: COMMENT_DELETED_CLEAR_MS },
      () => 'Failed to delete comment.',
    ),
  );

  return { comments, add, remove, success: success?.text ?? null, error, setError };
}
