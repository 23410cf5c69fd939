import { RUNTIME_CONFIG_GLOBAL, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../contracts';

/** Versioned global so two copies of @citylens/shared on one page read the same config. */
export const RUNTIME_CONFIG_STORE_KEY = '__CITYLENS_RUNTIME_CONFIG_STORE_v1__';

type GlobalWithConfig = typeof globalThis & {
  [RUNTIME_CONFIG_STORE_KEY]?: RuntimeConfig;
  [RUNTIME_CONFIG_GLOBAL]?: unknown;
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

/** Where the host's server sends its own API calls, when not at the runtime config's apiBaseUrl. */
const SERVER_API_STORE_KEY = '__CITYLENS_SERVER_API_BASE_URL_v1__';

/**
 * The host's server only: its API calls go to `url` (e.g. http://balancer:8000 in compose) while
 * the runtime config keeps the public apiBaseUrl for what the HTML names (photos). Null: the
 * runtime config's. Browsers never set it.
 */
export function setServerApiBaseUrl(url: string | null | undefined): void {
  const store = globalThis as Record<string, unknown>;
  if (url) store[SERVER_API_STORE_KEY] = url.replace(/\/+$/, '');
  else delete store[SERVER_API_STORE_KEY];
}

/** The base URL API requests are sent to: the server's own address on the host's server, else apiBaseUrl. */
export function apiRequestBaseUrl(): string {
  const server = (globalThis as Record<string, unknown>)[SERVER_API_STORE_KEY];
  return typeof server === 'string' ? server : getRuntimeConfig().apiBaseUrl;
}

/** True once a config is stored or inlined; lets callers avoid the throw. */
export function hasRuntimeConfig(): boolean {
  return Boolean(g[RUNTIME_CONFIG_STORE_KEY] ?? g[RUNTIME_CONFIG_GLOBAL]);
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
