import { css } from '@emotion/react';
import { useRef } from 'react';
import { formatLongDate, formatTime12, toFriendlyMessage } from '@citylens/shared';
import { routes, type EventBooking } from '@citylens/shared/contracts';
import { useQuery } from '@citylens/shared/query';
import { Link } from '@citylens/shared/router';
import { Button, plainListCss, spreadRowCss, theme } from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { myBookingsQuery } from '../api/get-my-bookings';
import { useCancelBooking } from '../hooks/use-cancel-booking';
import { listItemCss, mutedCss, ProfileListSection, rowTitleCss } from './ProfileListSection';

export const bookingTexts = {
  title: 'My bookings',
  loading: 'Loading your bookings…',
  failed: 'Failed to load your bookings',
  empty: 'You have not booked any events yet.',
  cancelFailed: 'Failed to cancel your booking',
};

/**
 * The event's own deep link on /events, where its details open (`?event=<id>`, the parameter the
 * events page and its server head read; not imported from the lazily loaded SEO module).
 */
export const eventHref = (id: number) => `${routes.events.href()}?event=${id}`;

const groupTitleCss = css`
  font-size: ${theme.fontSizes.md};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.colors.textMuted};
`;

function BookingItem({
  booking,
  onCancel,
  cancelling,
}: {
  booking: EventBooking;
  onCancel?: () => void;
  cancelling: boolean;
}) {
  const { event } = booking;
  return (
    <li css={listItemCss}>
      <div css={spreadRowCss[3]}>
        <Link to={eventHref(event.id)} css={rowTitleCss}>
          {event.name}
        </Link>
        {onCancel && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onCancel}
            disabled={cancelling}
            aria-label={`Cancel booking for ${event.name}`}
          >
            {cancelling ? 'Cancelling...' : 'Cancel'}
          </Button>
        )}
      </div>
      <p css={mutedCss}>
        {formatLongDate(event.event_date)} · {formatTime12(event.event_time)} · {event.city},{' '}
        {event.country}
      </p>
    </li>
  );
}

function BookingGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 css={groupTitleCss}>{title}</h3>
      <ul css={plainListCss}>{children}</ul>
    </div>
  );
}

/** "My bookings": upcoming first, then past; each links to its event, upcoming ones can be cancelled. */
export function MyBookingsSection({ userId }: { userId: number }) {
  const bookings = useQuery({ ...myBookingsQuery(userId), enabled: userId !== 0 });
  const cancel = useCancelBooking(userId);
  const { message, show } = useTimedMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = bookings.data ?? [];
  const upcoming = list.filter((b) => !b.ended);
  const past = list.filter((b) => b.ended);

  const cancelBooking = async (eventId: number) => {
    try {
      const answer = await cancel.mutateAsync(eventId);
      show({ tone: 'success', text: answer.message }, 3000);
      // The pressed button leaves with its booking: keep the keyboard in the section.
      heading.current?.focus();
    } catch (err) {
      show({ tone: 'error', text: toFriendlyMessage(err, bookingTexts.cancelFailed) });
    }
  };

  return (
    <ProfileListSection
      id="my-bookings-heading"
      title={bookingTexts.title}
      headingRef={heading}
      state={bookings}
      loadingText={bookingTexts.loading}
      errorText={bookingTexts.failed}
      isEmpty={list.length === 0}
      empty={
        <p css={mutedCss}>
          {bookingTexts.empty} <Link to={routes.events.href()}>Browse events</Link>
        </p>
      }
      status={<StatusMessage message={message} />}
    >
      {upcoming.length > 0 && (
        <BookingGroup title="Upcoming">
          {upcoming.map((booking) => (
            <BookingItem
              key={booking.event.id}
              booking={booking}
              cancelling={cancel.isPending && cancel.variables === booking.event.id}
              onCancel={() => void cancelBooking(booking.event.id)}
            />
          ))}
        </BookingGroup>
      )}
      {past.length > 0 && (
        <BookingGroup title="Past">
          {past.map((booking) => (
            <BookingItem key={booking.event.id} booking={booking} cancelling={false} />
          ))}
        </BookingGroup>
      )}
    </ProfileListSection>
  );
}
