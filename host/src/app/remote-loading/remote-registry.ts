import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteLoadMark,
  remoteModuleId,
  remoteNames,
  SERVER_RENDER_BUDGET_MS,
  type ExposedModuleName,
  type RemoteName,
  type RuntimeConfig,
} from '@citylens/shared/contracts';
import { pageTelemetry } from '@citylens/shared/telemetry';
import { resolveRemoteEntries } from './release-variants';

/** Total time a remote area may take to load before it shows its fallback. */
export const REMOTE_LOAD_BUDGET_MS = 3500;
/** Pauses between attempts; each attempt re-runs manifest → entry → chunks. */
export const REMOTE_RETRY_BACKOFF_MS = [100, 300];

/** On the host's server an area gets one attempt within the render budget; the browser retries. */
const onServer = typeof window === 'undefined';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(
      `${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RemoteUnavailableError';
  }
}

interface CachedRemote {
  /** A LazyExoticComponent of the module's props type (erased here; typed by `remoteComponent`). */
  component: unknown;
  failed: boolean;
  loaded: Promise<unknown>;
  /** The module, once loaded. */
  module?: unknown;
}

const cache = new Map<string, CachedRemote>();

/** The manifest URL each remote was registered with on this page (the visitor's variant). */
const registered = new Map<RemoteName, string>();

/**
 * Remote locations come only from the runtime config: nothing is baked into the host bundle.
 * A remote with a canary gets the visitor's sticky variant, written on the page as
 * `<html data-shop-variant="canary">` so support can tell which build a visitor saw.
 */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  const entries = resolveRemoteEntries(config, remoteNames);
  for (const { name, entry, variant } of entries) {
    registered.set(name, entry);
    pageTelemetry()?.registerRemote(name, entry, variant);
    document.documentElement.setAttribute(`data-${name}-variant`, variant);
  }
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/**
 * (Re)register one remote at `entry` (the host's server: a server manifest, when it is new or its
 * release changed): what was loaded of it is forgotten, so the next load reads the new build.
 */
export function registerRemote(remote: RemoteName, entry: string): void {
  registered.set(remote, entry);
  if (onServer) forgetRemoteInstances(remote);
  refreshRemote(remote);
}

/**
 * The host's server keeps running across a remote's deploys, rollbacks included. The federation
 * runtime hands a container the instance already listed under its build id, so a build that comes
 * back (a rollback to a release loaded before) would get its earlier instance, whose chunk loader
 * belongs to the earlier container, and fail on its first chunk. Its instances and entry global go
 * before it is loaded again; renders in flight keep the modules they have.
 */
function forgetRemoteInstances(remote: RemoteName): void {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: { name?: string }[] } })
    .__FEDERATION__;
  const instances = federation?.__INSTANCES__;
  if (instances) {
    for (let i = instances.length - 1; i >= 0; i -= 1) {
      if (instances[i]?.name === remote) instances.splice(i, 1);
    }
  }
  const global = globalThis as Record<string, unknown>;
  if (remote in global) global[remote] = undefined;
}

/**
 * Forget what the page loaded of a remote (manifest, entry, modules) so the next load fetches its
 * manifest again: after a redeploy, the new build's chunk names.
 */
export function refreshRemote(remote: RemoteName): void {
  const entry = registered.get(remote);
  if (!entry) return;
  registerRemotes([{ name: remote, entry }], { force: true });
  for (const [id, cached] of cache) if (id.startsWith(`${remote}/`)) cached.failed = true;
}

/** A chunk (or remote entry) of a remote build that failed to load: a redeploy may have moved it. */
export function isChunkLoadError(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { name, message } = e as { name?: string; message?: string };
    if (name === 'ChunkLoadError' || /Loading (?:CSS )?chunk .+ failed/.test(message ?? '')) {
      return true;
    }
  }
  return false;
}

/** Set by the federation runtime plugin when a remote's contracts major differs from the host's. */
function refusal(remote: RemoteName): string | undefined {
  const refusals = (globalThis as { __CITYLENS_REFUSED_REMOTES__?: Record<string, string> })
    .__CITYLENS_REFUSED_REMOTES__;
  return refusals?.[remote];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type ModuleWithDefault<P> = { default: ComponentType<P> };

/**
 * loadRemote with retries and backoff inside one overall budget. A chunk that fails to load makes
 * the page fetch the remote's manifest again once (the remote may have been redeployed); a remote
 * refused for its contracts version is not retried.
 */
export async function loadRemoteModule<P>(
  remote: RemoteName,
  id: string,
): Promise<ModuleWithDefault<P>> {
  const budget = onServer ? SERVER_RENDER_BUDGET_MS : REMOTE_LOAD_BUDGET_MS;
  const deadline = Date.now() + budget;
  globalThis.performance?.mark?.(remoteLoadMark(remote));
  const telemetry = pageTelemetry();
  const started = telemetry?.loadStarted(remote) ?? 0;
  let lastError: unknown;
  let refreshed = false;
  let attempts = 0;
  for (let attempt = 0; ; attempt += 1) {
    attempts += 1;
    try {
      const mod = await withDeadline(loadRemote<ModuleWithDefault<P>>(id), deadline - Date.now());
      if (!mod?.default) throw new Error(`${id} has no default export`);
      telemetry?.moduleLoaded(remote, id, started, attempts);
      return mod;
    } catch (error) {
      lastError = error;
    }
    if (refusal(remote)) {
      telemetry?.moduleFailed(remote, true, false);
      throw new RemoteUnavailableError(remote, new Error(refusal(remote)));
    }
    if (!refreshed && isChunkLoadError(lastError)) {
      refreshed = true;
      refreshRemote(remote);
      continue;
    }
    const backoff = onServer ? undefined : REMOTE_RETRY_BACKOFF_MS[attempt];
    if (backoff === undefined || Date.now() + backoff >= deadline) break;
    await sleep(backoff);
  }
  telemetry?.moduleFailed(remote, false, isChunkLoadError(lastError));
  throw new RemoteUnavailableError(remote, lastError);
}

/**
 * A lazy component for one exposed module. Loads start once and are reused across mounts;
 * a failed load is never reused (React.lazy keeps a rejected promise), so a retry or a later
 * visit makes a fresh attempt without a page reload.
 */
export function remoteComponent<R extends RemoteName, P = object>(
  remote: R,
  module: ExposedModuleName<R>,
  { fresh = false }: { fresh?: boolean } = {},
): LazyExoticComponent<ComponentType<P>> {
  const id = remoteModuleId(remote, module);
  const cached = cache.get(id);
  if (cached && !cached.failed && !fresh) {
    return cached.component as unknown as LazyExoticComponent<ComponentType<P>>;
  }
  const promise = loadRemoteModule<P>(remote, id);
  const entry: CachedRemote = { component: null, failed: false, loaded: promise };
  promise.then(
    (loaded) => {
      entry.module = loaded;
    },
    () => {
      entry.failed = true;
    },
  );
  entry.component = lazy(() => promise);
  cache.set(id, entry);
  return entry.component as unknown as LazyExoticComponent<ComponentType<P>>;
}

/** Start loading an area's module (the host's server: before rendering the page); settles when it has. */
export function preloadRemoteModule<R extends RemoteName>(
  remote: R,
  module: ExposedModuleName<R>,
): Promise<unknown> {
  remoteComponent(remote, module);
  return cache.get(remoteModuleId(remote, module))!.loaded;
}

/**
 * An area's module as far as it has come, without starting a load: the module once loaded, its
 * load while it runs, undefined when no area has asked for it or its load failed.
 */
export function remoteModuleSoFar<R extends RemoteName>(
  remote: R,
  module: ExposedModuleName<R>,
): { module: unknown } | { loading: Promise<unknown> } | undefined {
  const entry = cache.get(remoteModuleId(remote, module));
  if (!entry || entry.failed) return undefined;
  return 'module' in entry ? { module: entry.module } : { loading: entry.loaded };
}
