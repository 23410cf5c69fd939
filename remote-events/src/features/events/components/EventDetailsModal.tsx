import { css } from '@emotion/react';
import { toFriendlyMessage, useOverlay } from '@citylens/shared';
import { ErrorState, Modal, Spinner, theme } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';
import { useEventBookAndLike } from '../hooks/use-event-book-and-like';
import { useEventDetails } from '../hooks/use-event-details';
import { eventsTexts } from '../lib/texts';
import { EventDetailsBody } from './EventDetailsBody';

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
  const details = useEventDetails(eventId);
  const event = details.data;
  const actions = useEventBookAndLike({
    eventId,
    event,
    userId,
    bookedIds,
    likedIds,
    setsLoaded,
  });

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
        <EventDetailsBody event={event} actions={actions} />
      )}
    </Modal>
  );
}
