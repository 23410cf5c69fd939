import { getRuntimeConfig, hasRuntimeConfig } from '../config/runtime-config';
import { routeForPath } from '../contracts/routes';
import { hasLiveCanary, remoteLocation } from '../contracts/runtime-config';

/**
 * The first page's remote code, asked for before the app's code has arrived: the host's static
 * server inlines the early page script (early-page.entry.ts) into a remote's page, which reads
 * the remote's manifest (already preloaded by the page) and preloads the chunks of the module the
 * route renders. The federation runtime then takes that manifest answer instead of asking again
 * (`takeEarlyManifest`, in the host's runtime plugin) and finds the chunks in the cache.
 */

/** Versioned global: the inline script and the app are separate bundles. */
export const EARLY_MANIFESTS_GLOBAL = '__CITYLENS_EARLY_MANIFESTS_v1__';

type GlobalWithEarlyManifests = typeof globalThis & {
  [EARLY_MANIFESTS_GLOBAL]?: Record<string, Promise<Response> | undefined>;
};

const g = globalThis as GlobalWithEarlyManifests;

interface ManifestShape {
  metaData?: { publicPath?: string };
  exposes?: { name?: string; assets?: { js?: { sync?: unknown } } }[];
}

/** Absolute URLs of the chunks a module needs at once, from its remote's manifest. */
export function exposedModuleChunks(
  manifest: unknown,
  manifestUrl: string,
  module: string,
): string[] {
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
  const sync = exposes?.find((e) => e.name === module)?.assets?.js?.sync;
  if (!Array.isArray(sync)) return [];
  const publicPath = metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  return sync
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base).href);
}

/** Starts the manifest read and the chunk preloads for the route at `pathname`. */
export function startEarlyRemoteChunks(pathname: string): void {
  const owner = routeForPath(pathname)?.owner;
  if (owner?.kind !== 'remote' || !hasRuntimeConfig() || typeof fetch !== 'function') return;
  const location = remoteLocation(getRuntimeConfig().remotes[owner.remote]);
  // A live canary: the visitor's build is chosen by the app, so nothing is guessed here.
  if (hasLiveCanary(location)) return;
  const { url } = location;
  // The same request as the page's <link rel="preload" as="fetch" crossorigin>, so it is reused.
  const response = fetch(url);
  g[EARLY_MANIFESTS_GLOBAL] = { ...g[EARLY_MANIFESTS_GLOBAL], [url]: response };
  void response
    .then((r) => (r.ok ? r.clone().json() : null))
    .then(async (manifest: unknown) => {
      for (const href of exposedModuleChunks(manifest, url, owner.module)) {
        // One preload per task: each costs the page's main thread a moment while it paints.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`))
          continue;
        const link = document.createElement('link');
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'script');
        link.setAttribute('href', href);
        document.head.appendChild(link);
      }
    })
    // Nothing is lost: the federation runtime asks for the manifest and chunks itself.
    .catch(() => undefined);
}

/** The early manifest response for `url`, handed out once (a clone, so it can still be read). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const early = g[EARLY_MANIFESTS_GLOBAL];
  const response = early?.[url];
  if (!early || !response) return undefined;
  early[url] = undefined;
  return response.then((r) => r.clone());
}
