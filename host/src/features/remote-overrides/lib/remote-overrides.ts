import {
  isOverrideUrl,
  OVERRIDES_PARAM,
  remoteNames,
  storageKeys,
  type RemoteName,
  type RuntimeConfig,
} from '@citylens/shared/contracts';

/** A developer's overrides: remote → the mf-manifest.json URL of their local build. */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export function readOverrides(): RemoteOverrides {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKeys.remoteOverrides) ?? '{}') as unknown;
    const out: RemoteOverrides = {};
    if (typeof parsed !== 'object' || parsed === null) return out;
    for (const name of remoteNames) {
      const url = (parsed as Record<string, unknown>)[name];
      if (typeof url === 'string' && isOverrideUrl(url)) out[name] = url;
    }
    return out;
  } catch {
    return {};
  }
}

export function saveOverrides(overrides: RemoteOverrides): void {
  const clean = Object.fromEntries(Object.entries(overrides).filter(([, url]) => url));
  if (Object.keys(clean).length === 0) localStorage.removeItem(storageKeys.remoteOverrides);
  else localStorage.setItem(storageKeys.remoteOverrides, JSON.stringify(clean));
}

/**
 * The runtime config with the developer's overrides applied, only when the config allows them
 * (the stored overrides are ignored otherwise: a visitor's localStorage never moves a remote).
 */
export function withRemoteOverrides(config: RuntimeConfig): {
  config: RuntimeConfig;
  active: RemoteName[];
} {
  if (!config.allowOverrides) return { config, active: [] };
  const overrides = readOverrides();
  const active = Object.keys(overrides) as RemoteName[];
  if (active.length === 0) return { config, active };
  return { config: { ...config, remotes: { ...config.remotes, ...overrides } }, active };
}

/** The panel opens with `?citylens-overrides` in the address or Alt+Shift+O. */
export function overridesRequested(search: string): boolean {
  return new URLSearchParams(search).has(OVERRIDES_PARAM);
}

export const isOverridesShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && event.code === 'KeyO';
