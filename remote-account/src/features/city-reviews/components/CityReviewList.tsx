import { css } from '@emotion/react';
import type { CityReview, User } from '@citylens/shared';
import { theme, plainListCss } from '@citylens/shared/ui';
import { isOwnReview } from '../hooks/use-city-reviews';
import { CityReviewItem } from './CityReviewItem';

export interface CityReviewListProps {
  reviews: readonly CityReview[];
  user: User | null;
  deletingId: number | null | undefined;
  onDelete: (reviewId: number) => void;
}

/** Author, date and text of each review; the owner's own review has Delete. */
export function CityReviewList({ reviews, user, deletingId, onDelete }: CityReviewListProps) {
  if (reviews.length === 0) {
    return (
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
        `}
      >
        No reviews yet. Be the first to review this city.
      </p>
    );
  }
  return (
    <ul
      aria-label="Reviews"
      css={[
        plainListCss,
        css`
          display: grid;
          gap: ${theme.space[3]}px;
        `,
      ]}
    >
      {reviews.map((review) => (
        <CityReviewItem
          key={review.id}
          review={review}
          own={isOwnReview(review, user)}
          deleting={deletingId === review.id}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}
