import { useState } from 'react';
import { getRuntimeConfig, useOnline } from '@citylens/shared';
import { canKeepOffline } from '@citylens/shared/offline';
import { useQueryClient } from '@citylens/shared/query';
import { useServerPass } from '@citylens/shared/ui';
import { useSavedCities } from '../hooks/use-saved-cities';
import { saveFailureMessage } from '../lib/save-failure';
import { OfflineCopyRow } from './OfflineCopyRow';

type SavingModule = typeof import('./CitySaving');
/** The saving code, once this page has loaded it: a save runs on across the page's routes. */
let saving: SavingModule | undefined;

/**
 * "Save for offline" on a city page: saves the city, its five sub-pages, their articles and
 * photos for reading without a connection, with its progress (files and MB, cancellable), then
 * "Saved · updated 2 h ago" and its size. Shown where the browser can keep a city. The saving
 * code loads on the first press: a visit that saves nothing pays only for this row.
 */
export function SaveForOffline({ cityName }: { cityName: string }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const { data: saved } = useSavedCities();
  const [loaded, setLoaded] = useState(saving);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string>();
  // The server renders the control for every visitor; a browser that cannot keep a city drops it,
  // as does every browser while the runtime config's kill switch has the offline worker off.
  const serverPass = useServerPass();
  if (!serverPass && (!canKeepOffline() || getRuntimeConfig().serviceWorker === 'off')) return null;
  const record = saved?.find((city) => city.name === cityName);

  if (loaded) return <loaded.CitySaving cityName={cityName} record={record} online={online} />;
  const start = async (updating: boolean) => {
    setStarting(true);
    setFailure(undefined);
    try {
      saving ??= await import('./CitySaving');
    } catch (error) {
      setFailure(saveFailureMessage(cityName, error));
      return;
    } finally {
      setStarting(false);
    }
    setLoaded(saving);
    void saving.startCitySave(queryClient, cityName, updating);
  };
  return (
    <OfflineCopyRow
      cityName={cityName}
      record={record}
      online={online}
      starting={starting}
      failure={failure}
      onSave={(updating) => void start(updating)}
    />
  );
}
