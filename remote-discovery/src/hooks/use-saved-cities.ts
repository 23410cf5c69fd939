import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@citylens/shared/query';
import { queryKeys } from '@citylens/shared/contracts';
import { canKeepOffline, remoteManifestUrl, removeSavedCity } from '@citylens/shared/offline';
import { savedCitiesQuery } from '../api/saved-cities';
import { citySaves, SAVED_COPY_MAX_AGE_MS } from '../lib/city-saves';

export function useSavedCities() {
  return useQuery({ ...savedCitiesQuery(), enabled: canKeepOffline() });
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
    async (updating = false) => {
      await citySaves.start(cityName, updating);
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedCities.all });
    },
    [cityName, queryClient],
  );
  const cancel = useCallback(() => citySaves.cancel(cityName), [cityName]);
  return { save, start, cancel };
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
 * Updates saved cities in the background, online, one at a time: a copy older than a day, or one
 * saved from another discovery release than the one now running (its pages and scripts changed).
 */
export function useRefreshSavedCities() {
  const queryClient = useQueryClient();
  const { data: saved } = useSavedCities();
  useEffect(() => {
    if (!saved?.length || !navigator.onLine) return;
    let stopped = false;
    const refresh = async () => {
      const running = await runningRelease();
      for (const city of saved) {
        if (stopped || !navigator.onLine) return;
        const old = Date.now() - Date.parse(city.updatedAt) > SAVED_COPY_MAX_AGE_MS;
        const otherRelease = running && city.release && city.release !== running;
        if (!old && !otherRelease) continue;
        await citySaves.start(city.name, true);
      }
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

/** The release of the discovery build this page runs, from its manifest (network first). */
async function runningRelease(): Promise<string | undefined> {
  const manifestUrl = remoteManifestUrl('discovery');
  if (!manifestUrl) return undefined;
  try {
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      metaData?: { citylens?: { release?: string } };
    };
    return manifest.metaData?.citylens?.release;
  } catch {
    return undefined;
  }
}
