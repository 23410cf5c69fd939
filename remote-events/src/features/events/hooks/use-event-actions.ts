import { type EventIds } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { useMutation, useQueryClient } from '@citylens/shared/query';
import { bookEvent } from '../api/book-event';
import { toggleEventLike } from '../api/like-event';

const withId = (ids: number[], id: number, present: boolean) =>
  present ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((x) => x !== id);

/** Books an event: the booked set shows it at once, then reloads to match the server. */
export function useBookEvent(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => bookEvent(eventId),
    onSuccess: async (_answer, eventId) => {
      if (userId === null) return;
      const key = queryKeys.events.booked(userId);
      queryClient.setQueryData<EventIds>(key, (old) => ({
        ids: withId(old?.ids ?? [], eventId, true),
      }));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** Likes or unlikes an event, per the server's answer, then reloads the liked set. */
export function useToggleEventLike(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => toggleEventLike(eventId),
    onSuccess: async (answer, eventId) => {
      if (userId === null) return;
      const key = queryKeys.events.liked(userId);
      queryClient.setQueryData<EventIds>(key, (old) => ({
        ids: withId(old?.ids ?? [], eventId, answer.liked),
      }));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
