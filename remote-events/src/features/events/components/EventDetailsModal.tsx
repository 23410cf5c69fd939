import { css } from '@emotion/react';
import { useLayoutEffect, useRef } from 'react';
import {
  getBus,
  imageSrcSet,
  imageUrl,
  toFriendlyMessage,
  useOverlay,
  useResumeAfterSignIn,
  type CityEvent,
} from '@citylens/shared';
import { useQuery, useQueryClient } from '@citylens/shared/query';
import {
  Button,
  ErrorState,
  Modal,
  ResponsiveImage,
  Spinner,
  mq,
  theme,
  focusWasLost,
  liveRegionCss,
  rowCss,
} from '@citylens/shared/ui';
import { queryKeys, routes } from '@citylens/shared/contracts';
import { eventQuery } from '../api/get-event';
import { useBookEvent, useToggleEventLike } from '../hooks/use-event-actions';
import { eventsTexts } from '../lib/texts';
import { EventBadges } from './EventBadges';
import { EventFacts } from './EventFacts';
import { hasEventEnded, useEventClock } from '../lib/upcoming';

export interface EventDetailsModalProps {
  /** The event to show; null when the link named no valid event. */
  eventId: number | null;
  onClose: () => void;
  userId: number | null;
  bookedIds: ReadonlySet<number>;
  likedIds: ReadonlySet<number>;
  /** The signed-in visitor's booked and liked sets have loaded. */
  setsLoaded?: boolean;
}

/** The event as already shown by the grid or the search, so the modal opens with no wait. */
function useEventAlreadyLoaded(eventId: number | null): CityEvent | undefined {
  const queryClient = useQueryClient();
  if (eventId === null) return undefined;
  for (const [, list] of queryClient.getQueriesData<CityEvent[]>({
    queryKey: queryKeys.events.all,
  })) {
    const found = Array.isArray(list) ? list.find((e) => e.id === eventId) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Event details: image, name, venue, city and country, date, time, countdown and Booked badges,
 * the description, Book and Like. While the host shows one of its own dialogs (Sign In after
 * Book while signed out), this one steps aside and comes back when that closes.
 */
export function EventDetailsModal({
  eventId,
  onClose,
  userId,
  bookedIds,
  likedIds,
  setsLoaded = false,
}: EventDetailsModalProps) {
  const overlay = useOverlay();
  const known = useEventAlreadyLoaded(eventId);
  const details = useQuery({
    ...eventQuery(eventId ?? 0),
    enabled: eventId !== null,
    placeholderData: known,
  });
  const event = details.data;
  const book = useBookEvent(userId);
  const like = useToggleEventLike(userId);

  const signedIn = userId !== null;
  const booked = event ? bookedIds.has(event.id) : false;
  const liked = event ? likedIds.has(event.id) : false;
  // A past event is shown (a shared link, a booking) but can no longer be booked.
  const clock = useEventClock();
  const ended = event ? hasEventEnded(event.event_date, clock) : false;
  const askToSignIn = (kind: 'book-event' | 'like-event') => {
    if (eventId !== null)
      getBus().sendIntent({ type: 'open-sign-in', then: { app: 'events', kind, target: eventId } });
  };

  // Book Event goes away once the event is booked, and focus would drop to <body>: hand it to
  // the success message instead, so keyboard and screen-reader users stay in the dialog and hear it.
  const bookedMessageRef = useRef<HTMLParagraphElement>(null);
  const bookingFromHere = useRef(false);
  useLayoutEffect(() => {
    if (!booked || !bookingFromHere.current) return;
    bookingFromHere.current = false;
    // Only when focus was lost with the button; never take it from a control the visitor chose.
    if (focusWasLost()) bookedMessageRef.current?.focus();
  }, [booked]);

  // Book Event or Like pressed while signed out: done once the visitor has signed in. A like waits
  // for their liked events, so one they had already liked is not toggled off.
  useResumeAfterSignIn(
    'events',
    (action) =>
      action.target === eventId && (action.kind === 'book-event' || action.kind === 'like-event'),
    (action) => {
      if (eventId === null) return;
      if (action.kind === 'book-event') {
        if (bookedIds.has(eventId)) return; // booked before, in another visit
        bookingFromHere.current = true;
        book.mutate(eventId, {
          onError: () => {
            bookingFromHere.current = false;
          },
        });
      } else if (!likedIds.has(eventId)) like.mutate(eventId);
    },
    setsLoaded,
  );

  const failed = eventId === null || (details.isError && !event);

  return (
    <Modal
      open={overlay.kind === 'none'}
      onClose={onClose}
      closeHref={routes.events.href()}
      title={event?.name ?? 'Event details'}
      size="lg"
    >
      {failed ? (
        <ErrorState message={toFriendlyMessage(details.error, eventsTexts.detailsError)} />
      ) : !event ? (
        <div
          css={css`
            display: flex;
            justify-content: center;
            padding: ${theme.space[7]}px 0;
          `}
        >
          <Spinner label="Loading event" />
        </div>
      ) : (
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
            <EventBadges eventDate={event.event_date} booked={booked} now={clock} />
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
            <div css={rowCss[3]}>
              {!booked && !ended && (
                <Button
                  onClick={() => {
                    if (signedIn) {
                      bookingFromHere.current = true;
                      book.mutate(event.id, {
                        onError: () => {
                          bookingFromHere.current = false;
                        },
                      });
                    } else {
                      askToSignIn('book-event');
                    }
                  }}
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
                onClick={() => (signedIn ? like.mutate(event.id) : askToSignIn('like-event'))}
              >
                <svg
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  css={css`
                    fill: ${liked ? theme.colors.primary : 'none'};
                    stroke: ${theme.colors.primary};
                    stroke-width: 2;
                  `}
                >
                  <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.8 5c2 0 3.5 1.1 4.2 2.4h2C13.7 6.1 15.2 5 17.2 5c3.5 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z" />
                </svg>
                {/* One name for the toggle; aria-pressed and the filled heart say it is liked. */}
                Like
              </Button>
            </div>
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
          <section
            css={css`
              ${mq.tablet} {
                grid-column: 1 / -1;
              }
            `}
          >
            <h3
              css={css`
                font-size: ${theme.fontSizes.lg};
                margin-bottom: ${theme.space[2]}px;
              `}
            >
              {eventsTexts.descriptionHeading}
            </h3>
            <p
              css={css`
                white-space: pre-line;
                line-height: ${theme.lineHeights.body};
              `}
            >
              {event.description}
            </p>
          </section>
        </div>
      )}
    </Modal>
  );
}
