import { css } from '@emotion/react';
import { formatLongDate, type CityReview } from '@citylens/shared';
import { Button, theme } from '@citylens/shared/ui';

export interface CityReviewItemProps {
  review: CityReview;
  /** The signed-in visitor wrote it: marked "(you)", tinted, and it has Delete. */
  own: boolean;
  deleting: boolean;
  onDelete: (reviewId: number) => void;
}

/** One review in the list: author, date and text; the visitor's own review has Delete. */
export function CityReviewItem({ review, own, deleting, onDelete }: CityReviewItemProps) {
  return (
    <li
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
              loading={deleting}
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
}
