import type { RemoteName } from './remotes';

/**
 * Served next to the host as /runtime-config.json (and inlined into index.html by the static
 * server), written from the environment when a container starts. Nothing here is baked into a build.
 */
export interface RuntimeConfig {
  /** e.g. http://localhost:8000 — no trailing slash */
  apiBaseUrl: string;
  /** When set, images are requested from Cloudinary instead of the API's image endpoint. */
  imageHost?: { cloudName: string; uploadPreset?: string };
  /** Each remote's mf-manifest.json URL, or that URL with a canary release beside it. */
  remotes: Record<RemoteName, string | RemoteLocation>;
  /**
   * Lets a developer point one remote at a local build from the overrides panel (kept in their
   * localStorage, shown by a badge), and lets the CSP load it. Off unless set; never on by default.
   */
  allowOverrides?: boolean;
  /**
   * The kill switch of the offline worker: `'off'` makes every page unregister it and delete its
   * caches (a worker gone wrong reaches visitors only through pages, which are fetched first).
   */
  serviceWorker?: 'off';
}

/** Where an override may point: a build on the developer's own machine (the CSP allows these). */
export const OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** True for an mf-manifest.json URL on the developer's own machine. */
export function isOverrideUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'http:' &&
      (parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1') &&
      parsed.pathname.endsWith('/mf-manifest.json')
    );
  } catch {
    return false;
  }
}

/** The query parameter that opens the overrides panel (when the runtime config allows overrides). */
export const OVERRIDES_PARAM = 'citylens-overrides';

/** Where images come from when `imageHost` names a Cloudinary account. */
export const CLOUDINARY_ORIGIN = 'https://res.cloudinary.com';

/** A second build of a remote that a share of visitors gets (sticky per visitor). */
export interface RemoteCanary {
  /** The canary build's mf-manifest.json URL. */
  url: string;
  /** 0–100; 0 (or no canary at all) sends every visitor to the stable build. */
  percent: number;
}

export interface RemoteLocation {
  url: string;
  canary?: RemoteCanary;
}

/** A remote's entry in the runtime config, whichever form it was written in. */
export function remoteLocation(entry: string | RemoteLocation): RemoteLocation {
  return typeof entry === 'string' ? { url: entry } : entry;
}

export type ReleaseVariant = 'stable' | 'canary';

/** Global the static server inlines into index.html so first render never waits for a request. */
export const RUNTIME_CONFIG_GLOBAL = '__CITYLENS_RUNTIME_CONFIG__';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
