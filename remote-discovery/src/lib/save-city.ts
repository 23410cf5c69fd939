import { cityContentPath, getRuntimeConfig, hasRuntimeConfig } from '@citylens/shared';
import {
  AREA_LEFT_TO_BROWSER,
  remoteLocation,
  savedCityCacheName,
  type SavedCity,
} from '@citylens/shared/contracts';
import { savedCityRecord, writeSavedCityRecord } from '@citylens/shared/offline';
import { cityPhotosPath, lifestylePhotosPath } from '../api/city-answer-paths';
import { cityPagePaths, deepLinksIn, photosOf, scriptsOf } from './city-copy';

/**
 * The manifest of the discovery build this page runs: the stable one, or the canary the host
 * chose for this visitor (it marks the choice on `<html>`). Null on the server.
 */
export function discoveryManifestUrl(): string | null {
  if (typeof document === 'undefined' || !hasRuntimeConfig()) return null;
  const location = remoteLocation(getRuntimeConfig().remotes.discovery);
  const variant = document.documentElement.getAttribute('data-discovery-variant');
  return variant === 'canary' && location.canary ? location.canary.url : location.url;
}

/** Where the save stands: files kept of those known so far, and their bytes. */
export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
}

/** About what a city's first copy takes (Paris at a phone's width is about this), for the quota check. */
export const FIRST_COPY_ESTIMATE_BYTES = 12 * 1000 * 1000;

/** A saved copy older than this is updated in the background, online. */
export const SAVED_COPY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether this browser can keep cities offline at all (Cache Storage, a service worker). */
export const canSaveOffline = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

export class SaveCityError extends Error {}

const PHOTO_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

const formatMB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Says so before starting when the browser's storage for the site cannot hold the copy. */
async function checkRoom(needed: number, cityName: string) {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return;
  const free = estimate.quota - (estimate.usage ?? 0);
  if (free < needed) {
    throw new SaveCityError(
      `Not enough storage to save ${cityName}: ${formatMB(free)} free, about ${formatMB(needed)} needed.`,
    );
  }
}

/** The slot an image fills on this screen for a `sizes` attribute, measured by the browser. */
function slotWidth(sizes: string): number {
  for (const entry of sizes.split(',')) {
    const conditional = /^\s*(\(.*\))\s+(\S.*)$/.exec(entry);
    if (conditional && !window.matchMedia(conditional[1]!).matches) continue;
    const length = (conditional ? conditional[2]! : entry).trim();
    const probe = document.createElement('div');
    probe.style.cssText = `position:absolute;visibility:hidden;height:0;width:${length}`;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width || window.innerWidth;
  }
  return window.innerWidth;
}

/** The discovery remote's own files (its manifest, entry and every exposed page's chunks). */
async function remoteFiles(
  keep: (url: string) => Promise<Response>,
): Promise<{ urls: string[]; release?: string }> {
  const manifestUrl = discoveryManifestUrl();
  if (!manifestUrl) return { urls: [] };
  const manifest = (await (await keep(manifestUrl)).clone().json()) as {
    metaData: { remoteEntry: { name: string; path?: string }; citylens?: { release?: string } };
    exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name]
    .filter(Boolean)
    .join('/');
  const files = new Set([entry]);
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(file);
  }
  return {
    urls: [...files].map((file) => new URL(file, manifestUrl).href),
    release: manifest.metaData.citylens?.release,
  };
}

/**
 * A page rendered whole by the server: a busy or just started server leaves an area to the
 * browser (its 300 ms budget), and such a page would still read offline, from the saved answers,
 * but shows none of its photos or links to save. Asked again, a moment later, it is whole.
 */
const PAGE_ATTEMPTS = 3;
const renderedWhole = async (answer: Response) =>
  !(await answer.text()).includes(AREA_LEFT_TO_BROWSER);

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Saves a city for offline reading, or updates its copy: its page and five sub-pages as the server
 * renders them, the pages its cards open, the API answers the pages read when moved between, the
 * photos at this device's width, and the scripts that run them (the host's and discovery's). A
 * copy is replaced file by file, so an update cancelled halfway still reads; a first save
 * cancelled or failed leaves nothing behind.
 */
export async function saveCity(
  cityName: string,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: SaveProgress) => void },
): Promise<SavedCity> {
  const before = await savedCityRecord(cityName);
  await checkRoom(before?.bytes ?? FIRST_COPY_ESTIMATE_BYTES, cityName);
  // Asked once; a browser that refuses may still keep the copy until storage runs short.
  void navigator.storage?.persist?.().catch(() => false);
  const cacheName = savedCityCacheName(cityName);
  const cache = await caches.open(cacheName);
  const kept = new Set<string>();
  const progress: SaveProgress = { done: 0, total: 0, bytes: 0 };
  const report = () => onProgress?.({ ...progress });
  let release: string | undefined;

  async function keep(
    url: string,
    init: RequestInit = {},
    whole: (answer: Response) => Promise<boolean> = async () => true,
  ): Promise<Response> {
    const sameOrigin = new URL(url).origin === location.origin;
    let answer: Response;
    for (let attempt = 1; ; attempt += 1) {
      signal?.throwIfAborted();
      answer = await fetch(url, {
        ...init,
        signal,
        credentials: sameOrigin ? 'same-origin' : 'omit',
      });
      if (!answer.ok)
        throw new SaveCityError(`${new URL(url).pathname} answered ${answer.status}.`);
      if (attempt === PAGE_ATTEMPTS || (await whole(answer.clone()))) break;
      await pause(attempt * 300, signal);
    }
    const bytes = (await answer.clone().arrayBuffer()).byteLength;
    await cache.put(url, answer.clone());
    kept.add(url);
    progress.done += 1;
    progress.bytes += bytes;
    report();
    return answer;
  }
  const plan = (count: number) => {
    progress.total += count;
    report();
  };

  try {
    const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
    const pages = cityPagePaths(cityName).map((path) => new URL(path, location.origin).href);
    const pageDocs = new Map<string, Document>();
    const readPage = async (url: string) => {
      const answer = await keep(url, { headers: { Accept: 'text/html' } }, renderedWhole);
      pageDocs.set(url, parse(await answer.clone().text()));
    };
    plan(pages.length);
    await inParallel(pages, 3, readPage);
    const deepLinks = [
      ...new Set(pages.flatMap((url) => deepLinksIn(pageDocs.get(url)!, url, cityName))),
    ].filter((url) => !pageDocs.has(url));
    plan(deepLinks.length);
    await inParallel(deepLinks, 3, readPage);

    const { apiBaseUrl } = getRuntimeConfig();
    const answers = [
      cityContentPath(cityName),
      cityPhotosPath(cityName),
      lifestylePhotosPath(cityName),
    ].map((path) => `${apiBaseUrl}${path}`);
    plan(answers.length);
    await inParallel(answers, 3, async (url) => {
      await keep(url, { headers: { Accept: 'application/json' } });
    });

    const docs = [...pageDocs];
    const scripts = new Set(docs.flatMap(([url, doc]) => scriptsOf(doc, url)));
    const photos = new Set(
      docs.flatMap(([url, doc]) => photosOf(doc, url, slotWidth, window.devicePixelRatio || 1)),
    );
    plan(1);
    const remote = await remoteFiles(keep);
    release = remote.release;
    const files = [...new Set([...scripts, ...remote.urls])].filter((url) => !kept.has(url));
    plan(files.length + photos.size);
    await inParallel(files, 4, async (url) => {
      await keep(url);
    });
    await inParallel([...photos], 4, async (url) => {
      try {
        // As an <img> asks, so the API sends the format this browser shows (AVIF, WebP).
        await keep(url, { headers: { Accept: PHOTO_ACCEPT } });
      } catch (error) {
        // A photo the API no longer has is left out (the page shows its placeholder), not the city.
        if (signal?.aborted || !(error instanceof SaveCityError)) throw error;
        progress.total -= 1;
        report();
      }
    });
  } catch (error) {
    if (!before) await caches.delete(cacheName);
    throw error;
  }

  // What an older copy held and this one does not (a photo since removed) goes.
  for (const request of await cache.keys()) {
    if (!kept.has(request.url)) await cache.delete(request);
  }
  const now = new Date().toISOString();
  const record: SavedCity = {
    name: cityName,
    savedAt: before?.savedAt ?? now,
    updatedAt: now,
    items: kept.size,
    bytes: progress.bytes,
    ...(release ? { release } : {}),
  };
  await writeSavedCityRecord(record);
  return record;
}
