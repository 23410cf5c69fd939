import { queryKeys } from '@citylens/shared/contracts';
import { useMutation, useQueryClient } from '@citylens/shared/query';
import { cancelBooking } from '../api/cancel-booking';

/**
 * Cancels a booking, then refreshes what it changed: the visitor's bookings and their booked
 * event ids (one prefix), so the events page drops its Booked badge too.
 */
export function useCancelBooking(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => cancelBooking(eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.booked(userId) }),
  });
}
