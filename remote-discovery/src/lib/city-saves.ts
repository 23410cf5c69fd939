import type { SavedCity } from '@citylens/shared/contracts';
import type { CopyProgress } from '@citylens/shared/offline-copy';
import { saveFailureMessage } from './save-failure';

/** A saved copy older than this is updated in the background, online. */
export const SAVED_COPY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A save in progress, or how the last one ended, for one city. */
export type CitySave =
  | { state: 'saving'; progress: CopyProgress; updating: boolean }
  | { state: 'failed'; message: string }
  | { state: 'done'; record: SavedCity };

const saves = new Map<string, CitySave>();
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The saves of this page, kept across its routes: leaving the city page mid-save keeps saving. */
export const citySaves = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (cityName: string): CitySave | undefined => saves.get(cityName),
  isSaving: (cityName: string) => controllers.has(cityName),

  /** Starts saving (or updating) a city; resolves with its record, or undefined if it failed. */
  async start(cityName: string, updating = false): Promise<SavedCity | undefined> {
    if (controllers.has(cityName)) return undefined;
    const controller = new AbortController();
    controllers.set(cityName, controller);
    saves.set(cityName, { state: 'saving', progress: { done: 0, total: 0, bytes: 0 }, updating });
    changed();
    try {
      // The copying code loads when a visitor first saves: a page view that saves nothing pays none.
      const { saveCity } = await import('./save-city');
      const record = await saveCity(cityName, {
        signal: controller.signal,
        onProgress: (progress) => {
          saves.set(cityName, { state: 'saving', progress, updating });
          changed();
        },
      });
      saves.set(cityName, { state: 'done', record });
      return record;
    } catch (error) {
      if (controller.signal.aborted) saves.delete(cityName);
      else saves.set(cityName, { state: 'failed', message: saveFailureMessage(cityName, error) });
      return undefined;
    } finally {
      controllers.delete(cityName);
      changed();
    }
  },

  cancel(cityName: string) {
    controllers.get(cityName)?.abort();
  },
};
