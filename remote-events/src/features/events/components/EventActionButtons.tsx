import { css } from '@emotion/react';
import { useServerPass } from '@citylens/shared';
import { eventMark } from '@citylens/shared/contracts';
import { Button, rowCss, theme } from '@citylens/shared/ui';
import type { EventBookAndLike } from '../hooks/use-event-book-and-like';

/**
 * The Like button's heart: filled once the event is liked, and on the server's pass where the page's
 * first script marked the event liked for this visitor (`markedLiked`: the event's id).
 */
function LikeHeartIcon({ liked, markedLiked }: { liked: boolean; markedLiked: number | null }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={[
        css`
          fill: ${liked ? theme.colors.primary : 'none'};
          stroke: ${theme.colors.primary};
          stroke-width: 2;
        `,
        markedLiked !== null &&
          css`
            html${eventMark('liked', markedLiked)} & {
              fill: ${theme.colors.primary};
            }
          `,
      ]}
    >
      <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.8 5c2 0 3.5 1.1 4.2 2.4h2C13.7 6.1 15.2 5 17.2 5c3.5 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * Book Event (until the event is booked or over) and the Like toggle. On the server's pass (one
 * page for every visitor) the visitor's own booking and like show from the first paint: the marks
 * the page's first script set on `<html>` hide Book Event and fill the heart.
 */
export function EventActionButtons({
  eventId,
  actions,
}: {
  eventId: number;
  actions: EventBookAndLike;
}) {
  const { book, like, booked, liked, ended, pressBook, pressLike } = actions;
  const marked = useServerPass();
  return (
    <div css={rowCss[3]}>
      {!booked && !ended && (
        <Button
          css={
            marked &&
            css`
              html${eventMark('booked', eventId)} & {
                display: none !important;
              }
            `
          }
          onClick={() => pressBook(eventId)}
          loading={book.isPending}
          loadingText="Booking..."
        >
          Book Event
        </Button>
      )}
      <Button
        variant="secondary"
        aria-pressed={liked}
        disabled={like.isPending}
        focusableWhenDisabled
        onClick={() => pressLike(eventId)}
      >
        <LikeHeartIcon liked={liked} markedLiked={marked ? eventId : null} />
        {/* One name for the toggle; aria-pressed and the filled heart say it is liked. */}
        Like
      </Button>
    </div>
  );
}
