import { ApiError, toFriendlyMessage, useAuth, type CityReview, type User } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@citylens/shared/query';
import { addCityReview } from '../api/add-city-review';
import { deleteCityReview } from '../api/delete-city-review';
import { cityReviewsQuery } from '../api/get-city-reviews';

export const reviewMessages = {
  submitted: 'Review submitted successfully!',
  deleted: 'Review deleted successfully!',
  alreadyReviewed: 'You have already reviewed this city',
  loginToSubmit: 'You must be logged in to submit a review',
  loginToDelete: 'You must be logged in to delete reviews',
  addFailed: 'Failed to add review',
  deleteFailed: 'Failed to delete review',
} as const;

/** Own reviews are matched by user id or username (spec §6). */
export function isOwnReview(review: CityReview, user: User | null): boolean {
  if (!user) return false;
  return review.user.id === user.id || review.user.username === user.username;
}

/** Spec §8: the server saying already / reviewed / exists means the one review is in. */
export function isAlreadyReviewedError(message: string): boolean {
  return /already|reviewed|exists/i.test(message);
}

/**
 * A city's reviews plus submit and delete. Both change the city's data, so every city query
 * (this list, the city's content and cards in other apps) is invalidated by the shared keys.
 */
export function useCityReviews(cityName: string) {
  const { user, status } = useAuth();
  const queryClient = useQueryClient();
  const reviews = useQuery(cityReviewsQuery(cityName));
  const refreshCity = () => queryClient.invalidateQueries({ queryKey: queryKeys.cities.all });

  const submit = useMutation({
    mutationFn: (content: string) => addCityReview({ cityName, content }),
    onSuccess: refreshCity,
  });
  const remove = useMutation({
    mutationFn: (reviewId: number) => deleteCityReview({ cityName, reviewId }),
    onSuccess: refreshCity,
  });

  const ownReview = reviews.data?.find((review) => isOwnReview(review, user)) ?? null;

  /** Resolves with the text to show; rejects with an ApiError carrying the text to show. */
  const submitReview = async (content: string): Promise<string> => {
    if (status !== 'signed-in') throw new ApiError(reviewMessages.loginToSubmit, 401, null);
    try {
      await submit.mutateAsync(content);
      return reviewMessages.submitted;
    } catch (err) {
      const text = toFriendlyMessage(err, reviewMessages.addFailed);
      if (isAlreadyReviewedError(text)) {
        void reviews.refetch();
        throw new ApiError(reviewMessages.alreadyReviewed, 400, null, undefined, true);
      }
      throw new ApiError(text, 0, null, undefined, true);
    }
  };

  const deleteReview = async (reviewId: number): Promise<string> => {
    if (status !== 'signed-in') throw new ApiError(reviewMessages.loginToDelete, 401, null);
    try {
      await remove.mutateAsync(reviewId);
      return reviewMessages.deleted;
    } catch (err) {
      throw new ApiError(toFriendlyMessage(err, reviewMessages.deleteFailed), 0, null);
    }
  };

  return {
    reviews,
    ownReview,
    signedIn: status === 'signed-in',
    submitting: submit.isPending,
    deletingId: remove.isPending ? remove.variables : null,
    submitReview,
    deleteReview,
  };
}
