import { RUNTIME_CONFIG_GLOBAL, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../contracts';

/** Versioned global so two copies of @citylens/shared on one page read the same config. */
export const RUNTIME_CONFIG_STORE_KEY = '__CITYLENS_RUNTIME_CONFIG_STORE_v1__';

/** Where the host's server finds the config of the render a call belongs to (set once). */
const RENDER_SCOPE_KEY = '__CITYLENS_RENDER_SCOPE_v1__';

/** One server render's config: its runtime config, and where its own API calls go. */
export interface RenderConfig {
  runtimeConfig: RuntimeConfig;
  /** The server's own API address (e.g. http://balancer:8000 in compose); the HTML keeps the public one. */
  apiRequestBaseUrl?: string;
}

type GlobalWithConfig = typeof globalThis & {
  [RUNTIME_CONFIG_STORE_KEY]?: RuntimeConfig;
  [RUNTIME_CONFIG_GLOBAL]?: unknown;
  [RENDER_SCOPE_KEY]?: () => RenderConfig | undefined;
};

const g = globalThis as GlobalWithConfig;

function normalize(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) {
    throw new Error('CityLens runtime config must be an object.');
  }
  const cfg = raw as Partial<RuntimeConfig>;
  if (typeof cfg.apiBaseUrl !== 'string') {
    throw new Error('CityLens runtime config is missing "apiBaseUrl".');
  }
  if (typeof cfg.remotes !== 'object' || cfg.remotes === null) {
    throw new Error('CityLens runtime config is missing "remotes".');
  }
  const imageHost =
    cfg.imageHost && typeof cfg.imageHost.cloudName === 'string' && cfg.imageHost.cloudName
      ? cfg.imageHost
      : undefined;
  return {
    ...cfg,
    apiBaseUrl: cfg.apiBaseUrl.replace(/\/+$/, ''),
    remotes: cfg.remotes,
    ...(imageHost ? { imageHost } : { imageHost: undefined }),
  } as RuntimeConfig;
}

export function setRuntimeConfig(cfg: RuntimeConfig): void {
  g[RUNTIME_CONFIG_STORE_KEY] = normalize(cfg);
}

/**
 * The current runtime config. Falls back to the copy the static server inlined into index.html,
 * so code running before `loadRuntimeConfig()` resolves still works on a served page.
 */
export function getRuntimeConfig(): RuntimeConfig {
  const scoped = g[RENDER_SCOPE_KEY]?.()?.runtimeConfig;
  if (scoped) return scoped;
  const stored = g[RUNTIME_CONFIG_STORE_KEY];
  if (stored) return stored;
  const inlined = g[RUNTIME_CONFIG_GLOBAL];
  if (inlined) {
    setRuntimeConfig(inlined as RuntimeConfig);
    return g[RUNTIME_CONFIG_STORE_KEY] as RuntimeConfig;
  }
  throw new Error(
    `CityLens runtime config is not loaded: call loadRuntimeConfig() (or setRuntimeConfig()) before using the API client or image URLs (expected window.${RUNTIME_CONFIG_GLOBAL} or ${RUNTIME_CONFIG_PATH}).`,
  );
}

/**
 * The host's server only: a render's config, for every call made within it. Renders run side by
 * side in one process, each with its own config (a canary's remotes, the server's API address),
 * so the server reads it from the render's async context (`scope`), never from a value one render
 * sets for all. Browsers never call it.
 */
export function readRenderConfigFrom(scope: () => RenderConfig | undefined): void {
  g[RENDER_SCOPE_KEY] = scope;
}

/** A render's config as `readRenderConfigFrom` hands it back, checked and trimmed once. */
export function renderConfig(
  runtimeConfig: RuntimeConfig,
  serverApiBaseUrl?: string | null,
): RenderConfig {
  return {
    runtimeConfig: normalize(runtimeConfig),
    ...(serverApiBaseUrl ? { apiRequestBaseUrl: serverApiBaseUrl.replace(/\/+$/, '') } : {}),
  };
}

/** The base URL API requests are sent to: the server's own address in a render, else apiBaseUrl. */
export function apiRequestBaseUrl(): string {
  return g[RENDER_SCOPE_KEY]?.()?.apiRequestBaseUrl ?? getRuntimeConfig().apiBaseUrl;
}

/** True once a config is stored or inlined; lets callers avoid the throw. */
export function hasRuntimeConfig(): boolean {
  return Boolean(
    g[RENDER_SCOPE_KEY]?.() ?? g[RUNTIME_CONFIG_STORE_KEY] ?? g[RUNTIME_CONFIG_GLOBAL],
  );
}

/**
 * Start-up: use the inlined config when the server provided it (no request), else fetch
 * /runtime-config.json. This is the only request made without the shared ky client: the client
 * itself needs this config for its base URL.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inlined = g[RUNTIME_CONFIG_GLOBAL];
  if (inlined) {
    setRuntimeConfig(inlined as RuntimeConfig);
    return getRuntimeConfig();
  }
  const response = await fetch(RUNTIME_CONFIG_PATH, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new Error(`Failed to load ${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  }
  setRuntimeConfig((await response.json()) as RuntimeConfig);
  return getRuntimeConfig();
}

/** Test-only: forget the stored config. */
export function resetRuntimeConfigForTests(): void {
  delete g[RUNTIME_CONFIG_STORE_KEY];
  delete g[RUNTIME_CONFIG_GLOBAL];
}
