import type { SavedCity } from '@citylens/shared/contracts';
import { remoteManifestUrl } from '@citylens/shared/offline-copy';
import { citySaves, SAVED_COPY_MAX_AGE_MS } from './city-saves';

/**
 * Updates saved cities online, one at a time: a copy older than a day, or one saved from another
 * discovery release than the one now running (its pages and scripts changed). Stops when the
 * page goes offline or `stopped()` says the page has moved on.
 */
export async function refreshSavedCities(saved: SavedCity[], stopped: () => boolean) {
  const running = await runningRelease();
  for (const city of saved) {
    if (stopped() || !navigator.onLine) return;
    const old = Date.now() - Date.parse(city.updatedAt) > SAVED_COPY_MAX_AGE_MS;
    const otherRelease = running && city.release && city.release !== running;
    if (!old && !otherRelease) continue;
    await citySaves.start(city.name, true);
  }
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
