import { css } from '@emotion/react';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, getBus, useAuth, useResumeAfterSignIn } from '@citylens/shared';
import { ErrorState, Spinner, focusWasLost, theme } from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { reviewMessages, useCityReviews } from '../hooks/use-city-reviews';
import { CityReviewForm } from './CityReviewForm';
import { CityReviewList } from './CityReviewList';

/** Spec §4 / §9: how long each success text stays, by where the reviews are shown. */
export const reviewTimings = {
  page: { maxLength: 1000, submittedMs: 5000, deletedMs: 2000 },
  modal: { maxLength: 500, submittedMs: 3000, deletedMs: 2000 },
} as const;

export interface CityReviewsPanelProps {
  cityName: string;
  variant: keyof typeof reviewTimings;
  /** Heading level of "Write a Review" / "Reviews" (the modal's title is an h2). */
  headingLevel?: 2 | 3;
}

const textOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** True unless the user has put focus somewhere outside `region` (then it is theirs to keep). */
function focusIsLostOrIn(region: HTMLElement | null): boolean {
  return focusWasLost() || Boolean(region?.contains(document.activeElement));
}

/** A city's reviews and the one-review-per-user form, shared by /reviews and the modal. */
export function CityReviewsPanel({ cityName, variant, headingLevel = 2 }: CityReviewsPanelProps) {
  const timing = reviewTimings[variant];
  const { user } = useAuth();
  const { reviews, ownReview, submitting, deletingId, submitReview, deleteReview } =
    useCityReviews(cityName);
  const { message, show } = useTimedMessage();
  const Heading = `h${headingLevel}` as const;
  const writeRef = useRef<HTMLElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes once the list shows what a submit or delete did: the control that had it
  // (the form, the review's Delete) is gone by then, and focus would fall to <body>. Only after
  // the user's own action: a notice there from the start takes nothing.
  const pendingFocus = useRef<{ to: 'notice' } | { to: 'list'; deletedId: number } | null>(null);
  const shownReviews = useRef(reviews.data);

  const movePendingFocus = useCallback(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    if (pending.to === 'notice') {
      const notice = noticeRef.current;
      if (!notice) return; // it comes with the list's reload
      pendingFocus.current = null;
      if (focusIsLostOrIn(writeRef.current)) notice.focus();
    } else {
      if (shownReviews.current?.some((r) => r.id === pending.deletedId)) return;
      pendingFocus.current = null;
      if (focusIsLostOrIn(listRef.current)) listHeadingRef.current?.focus();
    }
  }, []);

  // The reload may land before or after the submit or delete settles: check on both.
  useEffect(() => {
    shownReviews.current = reviews.data;
    movePendingFocus();
  }, [reviews.data, movePendingFocus]);

  const headingCss = css`
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space[3]}px;
  `;

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
      // In the modal, a signed-out visitor is taken to Sign In (spec §6). Sign In replaces this
      // overlay, so the reason also goes out as a toast that outlives it.
      if (
        variant === 'modal' &&
        err instanceof ApiError &&
        err.message === reviewMessages.loginToSubmit
      ) {
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

  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[5]}px;
      `}
    >
      <section ref={writeRef} aria-label="Write a review">
        <Heading css={headingCss}>Write a Review</Heading>
        {ownReview ? (
          <p
            ref={noticeRef}
            role="note"
            tabIndex={-1}
            css={css`
              margin: 0;
              padding: ${theme.space[3]}px ${theme.space[4]}px;
              border-radius: ${theme.radii.md};
              background: ${theme.colors.infoSoft};
              color: ${theme.colors.info};
              font-weight: 600;
            `}
          >
            You have already reviewed this city. Delete your review below to write a new one.
          </p>
        ) : (
          <CityReviewForm
            key={cityName}
            cityName={cityName}
            maxLength={timing.maxLength}
            submitting={submitting}
            onSubmit={submit}
          />
        )}
      </section>
      <StatusMessage message={message} />
      <section ref={listRef} aria-label={`Reviews of ${cityName}`}>
        <Heading ref={listHeadingRef} tabIndex={-1} css={headingCss}>
          Reviews{reviews.data ? ` (${reviews.data.length})` : ''}
        </Heading>
        {reviews.isPending ? (
          <Spinner label="Loading reviews" block />
        ) : reviews.isError ? (
          <ErrorState
            inline
            message={reviews.error.message}
            onRetry={() => void reviews.refetch()}
          />
        ) : (
          <CityReviewList
            reviews={reviews.data}
            user={user}
            deletingId={deletingId}
            onDelete={(id) => void remove(id)}
          />
        )}
      </section>
    </div>
  );
}
