import { type EventIds } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { useMutation, useQueryClient } from '@citylens/shared/query';
import { bookEvent } from '../api/book-event';
import { toggleEventLike } from '../api/like-event';

const withId = (ids: number[], id: number, present: boolean) =>
  present ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((x) => x !== id);

/**
 * An action on one event that puts it in or takes it out of one of the user's sets (booked,
 * liked): the set shows the server's answer at once, then reloads to match the server.
 */
function useEventSetAction<Answer>(
  userId: number | null,
  setKey: (userId: number) => readonly unknown[],
  act: (eventId: number) => Promise<Answer>,
  inSet: (answer: Answer) => boolean,
  afterSuccess?: (eventId: number) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => act(eventId),
    onSuccess: async (answer, eventId) => {
      if (userId === null) return;
      afterSuccess?.(eventId);
      const key = setKey(userId);
      queryClient.setQueryData<EventIds>(key, (old) => ({
        ids: withId(old?.ids ?? [], eventId, inSet(answer)),
      }));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Books an event: the booked set shows it at once, then reloads to match the server; its details
 * are kept for offline, like a ticket.
 */
export function useBookEvent(userId: number | null) {
  return useEventSetAction(
    userId,
    queryKeys.events.booked,
    bookEvent,
    () => true,
    (eventId) => {
      // The copying code loads after a booking: a page view that books nothing pays none.
      void import('../lib/event-ticket')
        .then(({ keepEventTicket }) => keepEventTicket(eventId))
        .catch(() => undefined);
    },
  );
}

/** Likes or unlikes an event, per the server's answer, then reloads the liked set. */
export function useToggleEventLike(userId: number | null) {
  return useEventSetAction(
    userId,
    queryKeys.events.liked,
    toggleEventLike,
    (answer) => answer.liked,
  );
}
