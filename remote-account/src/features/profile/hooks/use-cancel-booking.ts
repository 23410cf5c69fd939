import { queryKeys } from '@citylens/shared/contracts';
import { dropTicket } from '@citylens/shared/offline';
import { useMutation, useQueryClient } from '@citylens/shared/query';
import { cancelBooking } from '../api/cancel-booking';

/**
 * Cancels a booking, then refreshes what it changed: the visitor's bookings and their booked
 * event ids (one prefix), so the events page drops its Booked badge too. The event's ticket kept
 * for offline goes with it.
 */
export function useCancelBooking(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => cancelBooking(eventId),
    onSuccess: (_answer, eventId) => void dropTicket(eventId).catch(() => undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.booked(userId) }),
  });
}
