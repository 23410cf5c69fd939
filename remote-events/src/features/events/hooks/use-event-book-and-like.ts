import { useLayoutEffect, useRef } from 'react';
import { getBus, useResumeAfterSignIn, type CityEvent } from '@citylens/shared';
import { focusWasLost } from '@citylens/shared/ui';
import { hasEventEnded, useEventClock } from '../lib/upcoming';
import { useBookEvent, useToggleEventLike } from './use-event-actions';

export interface EventBookAndLikeOptions {
  /** The event the modal is for; null when the link named no valid event. */
  eventId: number | null;
  /** The event's details, once loaded. */
  event: CityEvent | undefined;
  userId: number | null;
  bookedIds: ReadonlySet<number>;
  likedIds: ReadonlySet<number>;
  /** The signed-in visitor's booked and liked sets have loaded. */
  setsLoaded: boolean;
}

/**
 * Book Event and Like in the details modal: whether the event is booked, liked or over, the
 * presses (signed out: Sign In first, then done), and focus on the booked message once booked.
 */
export function useEventBookAndLike({
  eventId,
  event,
  userId,
  bookedIds,
  likedIds,
  setsLoaded,
}: EventBookAndLikeOptions) {
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

  /** Books from this dialog: the booked message takes focus once the booking shows. */
  const bookHere = (id: number) => {
    bookingFromHere.current = true;
    book.mutate(id, {
      onError: () => {
        bookingFromHere.current = false;
      },
    });
  };

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
        bookHere(eventId);
      } else if (!likedIds.has(eventId)) like.mutate(eventId);
    },
    setsLoaded,
  );

  const pressBook = (id: number) => (signedIn ? bookHere(id) : askToSignIn('book-event'));
  const pressLike = (id: number) => (signedIn ? like.mutate(id) : askToSignIn('like-event'));

  return { book, like, booked, liked, clock, ended, bookedMessageRef, pressBook, pressLike };
}

export type EventBookAndLike = ReturnType<typeof useEventBookAndLike>;
