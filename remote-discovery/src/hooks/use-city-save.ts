import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@citylens/shared/query';
import { queryKeys } from '@citylens/shared/contracts';
import { citySaves } from '../lib/city-saves';

/** Saves (or updates) a city, then has the saved cities read again. */
export async function startCitySave(queryClient: QueryClient, cityName: string, updating = false) {
  await citySaves.start(cityName, updating);
  await queryClient.invalidateQueries({ queryKey: queryKeys.savedCities.all });
}

/** One city's save in progress (or how it ended), and starting or cancelling one. */
export function useCitySave(cityName: string) {
  const queryClient = useQueryClient();
  const save = useSyncExternalStore(
    citySaves.subscribe,
    () => citySaves.get(cityName),
    () => undefined,
  );
  const start = useCallback(
    (updating = false) => startCitySave(queryClient, cityName, updating),
    [cityName, queryClient],
  );
  const cancel = useCallback(() => citySaves.cancel(cityName), [cityName]);
  return { save, start, cancel };
}
