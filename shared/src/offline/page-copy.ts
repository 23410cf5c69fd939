/**
 * Keeps pages for reading offline, with what they need, in one cache: each page as the server
 * renders it, the scripts it runs, its photos at this device's width, the answers it reads and
 * the files of the remote that renders it. Used for a saved city (discovery) and for a booked
 * event's ticket (events); the offline worker serves what these caches hold.
 */
import { AREA_LEFT_TO_BROWSER } from '../contracts/server-render';
import type { RemoteName } from '../contracts/remotes';
import { remoteManifestUrl } from './remote-manifest';
import { photosOf, scriptsOf } from './page-files';

/** Where a copy stands: files kept of those known so far, and their bytes. */
export interface CopyProgress {
  done: number;
  total: number;
  bytes: number;
}

export class OfflineCopyError extends Error {}

const PHOTO_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const formatMB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Says so before starting when the site's storage cannot hold `needed` bytes more. */
export async function checkRoom(needed: number, what: string): Promise<void> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return;
  const free = estimate.quota - (estimate.usage ?? 0);
  if (free < needed) {
    throw new OfflineCopyError(
      `Not enough storage to save ${what}: ${formatMB(free)} free, about ${formatMB(needed)} needed.`,
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
export async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The part of a remote's federation manifest (mf-manifest.json) an offline copy reads. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path?: string }; citylens?: { release?: string } };
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * Every script of a remote (absolute URLs, each once): its entry, every exposed page's chunks,
 * and every script of the remote this page has run: a chunk split inside an exposed page (loaded
 * on demand) is not always among the manifest's assets.
 */
function remoteScripts(manifest: RemoteManifest, manifestUrl: string): string[] {
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name]
    .filter(Boolean)
    .join('/');
  const files = new Set([entry]);
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(file);
  }
  const folder = new URL('.', manifestUrl).href;
  const ran = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(folder) && name.endsWith('.js'));
  return [...new Set([...[...files].map((file) => new URL(file, manifestUrl).href), ...ran])];
}

/**
 * One copy's files: those kept so far (`kept`, `progress`, told to `onProgress`), and `keep`,
 * which fetches one (asked again while `whole` says its answer is not) and puts it in `cache`.
 */
function copyFiles(
  cache: Cache,
  signal: AbortSignal | undefined,
  onProgress: ((progress: CopyProgress) => void) | undefined,
) {
  const kept = new Set<string>();
  const progress: CopyProgress = { done: 0, total: 0, bytes: 0 };
  const report = () => onProgress?.({ ...progress });

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
      if (!answer.ok) {
        throw new OfflineCopyError(`${new URL(url).pathname} answered ${answer.status}.`);
      }
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

  return { kept, progress, report, keep };
}

/**
 * A copy being made into `cacheName`. Files are put one by one, so an update cancelled halfway
 * still reads; `finish` drops what an older copy held and this one did not.
 */
export async function pageCopy(
  cacheName: string,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: CopyProgress) => void },
) {
  const cache = await caches.open(cacheName);
  const { kept, progress, report, keep } = copyFiles(cache, signal, onProgress);
  const pages = new Map<string, Document>();

  return {
    /** Adds `count` files to what the copy is known to hold. */
    plan(count: number) {
      progress.total += count;
      report();
    },
    keep,
    /** Keeps pages as the server renders them (absolute URLs), `width` at a time. */
    async keepPages(urls: string[]): Promise<void> {
      const fresh = urls.filter((url) => !pages.has(url));
      this.plan(fresh.length);
      await inParallel(fresh, 3, async (url) => {
        const answer = await keep(url, { headers: { Accept: 'text/html' } }, renderedWhole);
        pages.set(url, new DOMParser().parseFromString(await answer.clone().text(), 'text/html'));
      });
    },
    pages,
    /** Keeps answers (absolute URLs) the pages read when moved between in the browser. */
    async keepAnswers(urls: string[], headers: Record<string, string> = {}): Promise<void> {
      this.plan(urls.length);
      await inParallel(urls, 3, async (url) => {
        await keep(url, { headers: { Accept: 'application/json', ...headers } });
      });
    },
    /** Keeps the remote's manifest, entry and every exposed page's chunks; its release. */
    async keepRemote(remote: RemoteName): Promise<string | undefined> {
      const manifestUrl = remoteManifestUrl(remote);
      if (!manifestUrl) return undefined;
      this.plan(1);
      const manifest = (await (await keep(manifestUrl)).clone().json()) as RemoteManifest;
      const urls = remoteScripts(manifest, manifestUrl).filter((url) => !kept.has(url));
      this.plan(urls.length);
      await inParallel(urls, 4, async (url) => {
        await keep(url);
      });
      return manifest.metaData.citylens?.release;
    },
    /** Keeps the scripts the kept pages run and the photos they show at this device's width. */
    async keepPagesFiles(): Promise<void> {
      const docs = [...pages];
      const scripts = [...new Set(docs.flatMap(([url, doc]) => scriptsOf(doc, url)))].filter(
        (url) => !kept.has(url),
      );
      const ratio = window.devicePixelRatio || 1;
      const photos = [
        ...new Set(docs.flatMap(([url, doc]) => photosOf(doc, url, slotWidth, ratio))),
      ].filter((url) => !kept.has(url));
      this.plan(scripts.length);
      await inParallel(scripts, 4, async (url) => {
        await keep(url);
      });
      await this.keepPhotos(photos);
    },
    /** Keeps photos as an <img> asks for them; one the API no longer has is left out. */
    async keepPhotos(urls: string[]): Promise<void> {
      const photos = [...new Set(urls)].filter((url) => !kept.has(url));
      this.plan(photos.length);
      await inParallel(photos, 4, async (url) => {
        try {
          // As an <img> asks, so the API sends the format this browser shows (AVIF, WebP).
          await keep(url, { headers: { Accept: PHOTO_ACCEPT } });
        } catch (error) {
          // A photo the API no longer has is left out (the page shows its placeholder).
          if (signal?.aborted || !(error instanceof OfflineCopyError)) throw error;
          progress.total -= 1;
          report();
        }
      });
    },
    /** Drops what an older copy held and this one does not; what the copy now holds. */
    async finish(): Promise<{ items: number; bytes: number }> {
      for (const request of await cache.keys()) {
        if (!kept.has(request.url)) await cache.delete(request);
      }
      return { items: kept.size, bytes: progress.bytes };
    },
  };
}
