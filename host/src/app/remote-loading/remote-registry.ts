import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteModuleId,
  remoteNames,
  type ExposedModuleName,
  type RemoteName,
  type RuntimeConfig,
} from '@citylens/shared/contracts';

/** Total time a remote area may take to load before it shows its fallback. */
export const REMOTE_LOAD_BUDGET_MS = 3500;
/** Pauses between attempts; each attempt re-runs manifest → entry → chunks. */
export const REMOTE_RETRY_BACKOFF_MS = [100, 300];

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

/** Remote locations come only from the runtime config: nothing is baked into the host bundle. */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  registerRemotes(
    remoteNames.map((name) => ({ name, entry: config.remotes[name] })),
    { force: true },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${REMOTE_LOAD_BUDGET_MS} ms`)),
      ms,
    );
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

/** loadRemote with retries and backoff inside one overall budget. */
export async function loadRemoteModule<P>(
  remote: RemoteName,
  id: string,
): Promise<ModuleWithDefault<P>> {
  const deadline = Date.now() + REMOTE_LOAD_BUDGET_MS;
  let lastError: unknown;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const mod = await withDeadline(loadRemote<ModuleWithDefault<P>>(id), deadline - Date.now());
      if (!mod?.default) throw new Error(`${id} has no default export`);
      return mod;
    } catch (error) {
      lastError = error;
    }
    const backoff = REMOTE_RETRY_BACKOFF_MS[attempt];
    if (backoff === undefined || Date.now() + backoff >= deadline) break;
    await sleep(backoff);
  }
  throw new RemoteUnavailableError(remote, lastError);
}

interface CachedRemote {
  /** A LazyExoticComponent of the module's props type (erased here; typed by `remoteComponent`). */
  component: unknown;
  failed: boolean;
}

const cache = new Map<string, CachedRemote>();

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
  const entry: CachedRemote = { component: null, failed: false };
  const promise = loadRemoteModule<P>(remote, id);
  promise.catch(() => {
    entry.failed = true;
  });
  entry.component = lazy(() => promise);
  cache.set(id, entry);
  return entry.component as unknown as LazyExoticComponent<ComponentType<P>>;
}
