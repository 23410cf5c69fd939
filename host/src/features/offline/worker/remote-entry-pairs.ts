/// <reference lib="webworker" />
import { CONTRACTS_VERSION, contractsMajor, offlineCaches } from '@citylens/shared/contracts';
import { matchSaved } from '@citylens/shared/offline';

const MANIFEST = 'mf-manifest.json';
const ENTRY = 'remoteEntry.js';
const FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;

interface Pending {
  manifest?: Response;
  entry?: Response;
}

/** Whether a remote's manifest names a contract major this host accepts (as its runtime plugin). */
export async function acceptedManifest(manifest: Response): Promise<boolean> {
  try {
    const body = (await manifest.clone().json()) as {
      metaData?: { citylens?: { contractsVersion?: unknown } };
    };
    const version = body.metaData?.citylens?.contractsVersion;
    return (
      typeof version === 'string' && contractsMajor(version) === contractsMajor(CONTRACTS_VERSION)
    );
  } catch {
    return false;
  }
}

/**
 * Each remote's `mf-manifest.json` and `remoteEntry.js`, network first, and kept offline as one
 * pair: the two answers fetched together (in either order: a server-rendered page preloads both)
 * are stored together, so offline a remote is one release, never one release's manifest with
 * another's entry. A manifest whose contract major this host refuses is never kept. A remote's
 * folder (its origin and path, e.g. a canary's `/canary/`) is one pair.
 */
export function remoteEntryPairs(timeoutSeconds: number) {
  const pending = new Map<string, Pending>();

  async function keep(folder: string, kind: keyof Pending, response: Response) {
    if (kind === 'manifest' && !(await acceptedManifest(response))) {
      pending.delete(folder);
      return;
    }
    const pair = { ...pending.get(folder), [kind]: response };
    if (!pair.manifest || !pair.entry) {
      pending.set(folder, pair);
      return;
    }
    pending.delete(folder);
    const cache = await caches.open(offlineCaches.remoteEntries);
    await Promise.all([
      cache.put(folder + MANIFEST, pair.manifest),
      cache.put(folder + ENTRY, pair.entry),
    ]);
  }

  async function lastCopy(url: string) {
    return (await caches.open(offlineCaches.remoteEntries)).match(url, { ignoreVary: true });
  }

  return {
    matches: (url: URL) => FILE.test(url.pathname),

    async handle(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const name = FILE.exec(url.pathname)![1]!;
      const folder = url.origin + url.pathname.slice(0, -name.length);
      const kind: keyof Pending = name === MANIFEST ? 'manifest' : 'entry';
      const fromNetwork = fetch(request).then((response) => {
        if (response.ok) void keep(folder, kind, response.clone());
        return response;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Slow network with a copy at hand: the copy; the answer, when it comes, is kept.
      const slow = new Promise<Response | undefined>((resolve) => {
        timer = setTimeout(() => void lastCopy(folder + name).then(resolve), timeoutSeconds * 1000);
      });
      try {
        const first = await Promise.race([fromNetwork, slow.then((copy) => copy ?? fromNetwork)]);
        return first;
      } catch (error) {
        // A saved city's pair first: its pages and chunks were saved with that release.
        const copy = (await matchSaved(request)) ?? (await lastCopy(folder + name));
        if (copy) return copy;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
