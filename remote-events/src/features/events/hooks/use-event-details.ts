import type { CityEvent } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { useQuery, useQueryClient } from '@citylens/shared/query';
import { eventQuery } from '../api/get-event';

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

/** One event's details for the modal: shown at once from the lists when they have it. */
export function useEventDetails(eventId: number | null) {
  const known = useEventAlreadyLoaded(eventId);
  return useQuery({
    ...eventQuery(eventId ?? 0),
    enabled: eventId !== null,
    placeholderData: known,
  });
}
