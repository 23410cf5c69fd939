import { css } from '@emotion/react';
import { formatLongDate, type CityReview, type User } from '@citylens/shared';
import { Button, theme, plainListCss } from '@citylens/shared/ui';
import { isOwnReview } from '../hooks/use-city-reviews';

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
      {reviews.map((review) => {
        const own = isOwnReview(review, user);
        return (
          <li
            key={review.id}
            css={css`
              padding: ${theme.space[4]}px;
              border-radius: ${theme.radii.md};
              background: ${own ? theme.colors.primarySoft : theme.colors.surfaceMuted};
            `}
          >
            <article aria-label={`Review by ${review.user.username}`}>
              <header
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  align-items: baseline;
                  justify-content: space-between;
                  gap: ${theme.space[2]}px;
                  margin-bottom: ${theme.space[2]}px;
                `}
              >
                <p
                  css={css`
                    margin: 0;
                    font-weight: 700;
                  `}
                >
                  {review.user.username}
                  {own && (
                    <span
                      css={css`
                        font-weight: 400;
                        color: ${theme.colors.textMuted};
                      `}
                    >
                      {' '}
                      (you)
                    </span>
                  )}
                </p>
                <time
                  dateTime={review.created_at}
                  css={css`
                    font-size: ${theme.fontSizes.sm};
                    color: ${theme.colors.textMuted};
                  `}
                >
                  {formatLongDate(review.created_at)}
                </time>
              </header>
              <p
                css={css`
                  margin: 0;
                  white-space: pre-line;
                  overflow-wrap: anywhere;
                `}
              >
                {review.content}
              </p>
              {own && (
                <div
                  css={css`
                    margin-top: ${theme.space[3]}px;
                  `}
                >
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label="Delete your review"
                    loading={deletingId === review.id}
                    loadingText="Deleting..."
                    onClick={() => onDelete(review.id)}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
