import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@citylens/shared/query';
import { queryKeys } from '@citylens/shared/contracts';
import { canKeepOffline, removeSavedCity } from '@citylens/shared/offline';
import { savedCitiesQuery } from '../api/saved-cities';

export function useSavedCities() {
  return useQuery({ ...savedCitiesQuery(), enabled: canKeepOffline() });
}

export function useRemoveSavedCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedCity,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedCities.all }),
  });
}

/**
 * Updates saved cities in the background, online, in an idle moment: a copy a day old, or saved
 * from another discovery release. The updating code loads only where a city is saved.
 */
export function useRefreshSavedCities() {
  const queryClient = useQueryClient();
  const { data: saved } = useSavedCities();
  useEffect(() => {
    if (!saved?.length || !navigator.onLine) return;
    let stopped = false;
    const refresh = async () => {
      const { refreshSavedCities } = await import('../lib/refresh-saved-cities');
      await refreshSavedCities(saved, () => stopped);
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedCities.all });
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void refresh());
    return () => {
      stopped = true;
    };
    // Once per page view with saved cities: a refresh's own update must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved?.length]);
}
