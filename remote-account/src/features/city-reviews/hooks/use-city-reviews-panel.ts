import { ApiError, getBus, useResumeAfterSignIn } from '@citylens/shared';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { reviewMessages, useCityReviews } from './use-city-reviews';
import { useReviewChangeFocus } from './use-review-change-focus';

const textOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * In the modal, a signed-out visitor is taken to Sign In (spec §6). Sign In replaces this
 * overlay, so the reason also goes out as a toast that outlives it.
 */
function signInToSubmitReview(cityName: string, content: string) {
  const bus = getBus();
  bus.sendIntent({ type: 'toast', message: reviewMessages.loginToSubmit, tone: 'error' });
  // Once signed in, this modal comes back and sends the review as written.
  bus.sendIntent({
    type: 'open-sign-in',
    then: {
      app: 'account',
      kind: 'submit-review',
      target: cityName,
      text: content,
      reopen: { type: 'open-reviews', cityName },
    },
  });
}

export interface CityReviewsPanelOptions {
  cityName: string;
  variant: 'page' | 'modal';
  /** How long each success text stays, by where the reviews are shown. */
  timing: { submittedMs: number; deletedMs: number };
}

/**
 * The panel's reviews and its submit and delete: each says how it went, and focus follows the
 * change once the list shows it.
 */
export function useCityReviewsPanel({ cityName, variant, timing }: CityReviewsPanelOptions) {
  const { reviews, ownReview, submitting, deletingId, submitReview, deleteReview } =
    useCityReviews(cityName);
  const { message, show } = useTimedMessage();
  const focus = useReviewChangeFocus(reviews.data);
  const { pendingFocus, movePendingFocus } = focus;

  const submit = async (content: string) => {
    pendingFocus.current = { to: 'notice' };
    try {
      const text = await submitReview(content);
      show({ tone: 'success', text }, timing.submittedMs);
      movePendingFocus();
    } catch (err) {
      show({ tone: 'error', text: textOf(err) });
      // "Already reviewed" reloads the list, and the notice comes; any other failure keeps the form.
      if (textOf(err) !== reviewMessages.alreadyReviewed) pendingFocus.current = null;
      if (
        variant === 'modal' &&
        err instanceof ApiError &&
        err.message === reviewMessages.loginToSubmit
      ) {
        signInToSubmitReview(cityName, content);
      }
      throw err;
    }
  };

  // The review written before signing in is sent once the list is known, so a review the user
  // already has is reported as such rather than sent twice.
  useResumeAfterSignIn(
    'account',
    (action) =>
      action.kind === 'submit-review' && action.target === cityName && Boolean(action.text),
    (action) => void submit(action.text ?? '').catch(() => undefined),
    reviews.isSuccess && !reviews.isFetching,
  );

  const remove = async (reviewId: number) => {
    try {
      const text = await deleteReview(reviewId);
      show({ tone: 'success', text }, timing.deletedMs);
      // Focus stays in the list, on its heading, once the review and its Delete button are gone.
      pendingFocus.current = { to: 'list', deletedId: reviewId };
      movePendingFocus();
    } catch (err) {
      show({ tone: 'error', text: textOf(err) });
    }
  };

  return { reviews, ownReview, submitting, deletingId, message, focus, submit, remove };
}
