import { css } from '@emotion/react';
import { useAuth } from '@citylens/shared';
import { ErrorState, Spinner, theme } from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { useCityReviewsPanel } from '../hooks/use-city-reviews-panel';
import { AlreadyReviewedNote } from './AlreadyReviewedNote';
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

/** A city's reviews and the one-review-per-user form, shared by /reviews and the modal. */
export function CityReviewsPanel({ cityName, variant, headingLevel = 2 }: CityReviewsPanelProps) {
  const timing = reviewTimings[variant];
  const { user } = useAuth();
  const { reviews, ownReview, submitting, deletingId, message, focus, submit, remove } =
    useCityReviewsPanel({ cityName, variant, timing });
  const Heading = `h${headingLevel}` as const;

  const headingCss = css`
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space[3]}px;
  `;

  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[5]}px;
      `}
    >
      <section ref={focus.writeRef} aria-label="Write a review">
        <Heading css={headingCss}>Write a Review</Heading>
        {ownReview ? (
          <AlreadyReviewedNote ref={focus.noticeRef} />
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
      <section ref={focus.listRef} aria-label={`Reviews of ${cityName}`}>
        <Heading ref={focus.listHeadingRef} tabIndex={-1} css={headingCss}>
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
