import { css } from '@emotion/react';
import { imageSrcSet, imageUrl, toFriendlyMessage, type CityEvent } from '@citylens/shared';
import { ResponsiveImage, liveRegionCss, mq, theme } from '@citylens/shared/ui';
import type { EventBookAndLike } from '../hooks/use-event-book-and-like';
import { eventsTexts } from '../lib/texts';
import { EventActionButtons } from './EventActionButtons';
import { EventBadges } from './EventBadges';
import { EventDescription } from './EventDescription';
import { EventFacts } from './EventFacts';

/**
 * The loaded event in its dialog: image, badges, facts, Book and Like with what they did, and
 * the description.
 */
export function EventDetailsBody({
  event,
  actions,
}: {
  event: CityEvent;
  actions: EventBookAndLike;
}) {
  const { book, like, booked, clock, ended, bookedMessageRef } = actions;
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[5]}px;
        ${mq.tablet} {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          align-items: start;
        }
      `}
    >
      <ResponsiveImage
        src={imageUrl(event.thumbnail_url, 'medium')}
        srcSet={imageSrcSet(event.thumbnail_url) || undefined}
        sizes="(min-width: 768px) 360px, 100vw"
        alt={`${event.name} in ${event.city}`}
        aspectRatio="4 / 3"
        rounded
        priority
      />
      <div
        css={css`
          display: grid;
          gap: ${theme.space[4]}px;
        `}
      >
        <EventBadges eventId={event.id} eventDate={event.event_date} booked={booked} now={clock} />
        <EventFacts event={event} withVenue />
        {ended && (
          <p
            css={css`
              font-weight: 600;
              color: ${theme.colors.textMuted};
            `}
          >
            {eventsTexts.ended}
          </p>
        )}
        <EventActionButtons eventId={event.id} actions={actions} />
        {/* Always mounted, only its text changes (liveRegionCss). */}
        <p
          ref={bookedMessageRef}
          role="status"
          tabIndex={-1}
          css={[
            liveRegionCss,
            css`
              color: ${theme.colors.success};
              font-weight: 600;
            `,
          ]}
        >
          {book.isSuccess ? eventsTexts.bookedMessage : null}
        </p>
        {(book.isError || like.isError) && (
          <p
            role="alert"
            css={css`
              color: ${theme.colors.danger};
              font-weight: 600;
            `}
          >
            {toFriendlyMessage(book.error ?? like.error)}
          </p>
        )}
      </div>
      <EventDescription description={event.description} />
    </div>
  );
}
