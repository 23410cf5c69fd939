import { readFileSync } from 'node:fs';
import { remoteNames, remotes } from '../src/contracts/remotes';
import type { RemoteLocation, RuntimeConfig } from '../src/contracts/runtime-config';
import { runtimeConfigEnv, serverRemoteUrlEnv, type ServerAddresses } from '../src/contracts';
import { apiPort } from './apps';

/**
 * The runtime config a static server hands to the browser, from the environment at start, then
 * the overrides file (CITYLENS_RUNTIME_CONFIG_FILE) when one is named: the servers re-read that
 * file whenever it changes, so moving a remote or changing a canary needs no restart or rebuild.
 * Defaults are the local ports of the design brief.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const remoteUrls = {} as RuntimeConfig['remotes'];
  for (const name of remoteNames) {
    const url =
      env[runtimeConfigEnv.remote(name)] ??
      `http://localhost:${remotes[name].port}/mf-manifest.json`;
    const canaryUrl = env[runtimeConfigEnv.remoteCanaryUrl(name)];
    remoteUrls[name] = canaryUrl
      ? {
          url,
          canary: {
            url: canaryUrl,
            percent: canaryPercent(env[runtimeConfigEnv.remoteCanaryPercent(name)] ?? '0'),
          },
        }
      : url;
  }
  const cloudName = env[runtimeConfigEnv.imageCloudName];
  const config: RuntimeConfig = {
    apiBaseUrl: (env[runtimeConfigEnv.apiBaseUrl] ?? `http://localhost:${apiPort}`).replace(
      /\/$/,
      '',
    ),
    ...(cloudName
      ? {
          imageHost: {
            cloudName,
            uploadPreset: env[runtimeConfigEnv.imageUploadPreset] ?? 'citylens_unsigned',
          },
        }
      : {}),
    remotes: remoteUrls,
    ...(env[runtimeConfigEnv.allowOverrides] === 'true' ? { allowOverrides: true } : {}),
    ...(env[runtimeConfigEnv.serviceWorker] === 'off' ? { serviceWorker: 'off' as const } : {}),
  };
  const file = env[runtimeConfigEnv.configFile];
  return refuseOverridesInProduction(
    file ? withOverrides(config, readOverrides(file)) : config,
    env,
  );
}

/** Forces developer overrides on in production anyway (a staging copy of it, say); logged. */
export const FORCE_OVERRIDES_ENV = 'CITYLENS_FORCE_OVERRIDES_IN_PRODUCTION';

/**
 * Overrides let any visitor's browser load scripts from their own machine under the site's CSP:
 * a production server (NODE_ENV=production, as in every container) refuses to start with them,
 * and refuses an overrides file that turns them on, unless CITYLENS_FORCE_OVERRIDES_IN_PRODUCTION
 * is `true`.
 */
function refuseOverridesInProduction(config: RuntimeConfig, env: NodeJS.ProcessEnv): RuntimeConfig {
  if (!config.allowOverrides || env.NODE_ENV !== 'production') return config;
  if (env[FORCE_OVERRIDES_ENV] !== 'true') {
    throw new Error(
      `Remote overrides are refused in production (${runtimeConfigEnv.allowOverrides}=true or ` +
        `allowOverrides in the runtime config file): set ${FORCE_OVERRIDES_ENV}=true to force them.`,
    );
  }
  console.warn(
    `[citylens] remote overrides allowed in production (${FORCE_OVERRIDES_ENV}=true): ` +
      `any visitor may load a remote from their own machine`,
  );
  return config;
}

function canaryPercent(raw: unknown): number {
  const percent = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new Error(`A canary percent must be a number from 0 to 100, not "${String(raw)}".`);
  }
  return percent;
}

function manifestUrl(raw: unknown, what: string): string {
  if (typeof raw !== 'string' || !/^https?:\/\/[^/]/.test(raw)) {
    throw new Error(
      `${what} must be an http(s) URL of an mf-manifest.json, not ${JSON.stringify(raw)}.`,
    );
  }
  return raw;
}

type Overrides = Partial<Omit<RuntimeConfig, 'remotes'>> & {
  remotes?: Partial<Record<string, unknown>>;
};

/** The overrides file; a missing file means no overrides, a broken one is an error. */
function readOverrides(file: string): Overrides {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold a JSON object.`);
  }
  return parsed as Overrides;
}

/** Apply overrides; each remote may be a manifest URL or { url, canary?: { url, percent } }. */
export function withOverrides(config: RuntimeConfig, overrides: Overrides): RuntimeConfig {
  const remotesOut = { ...config.remotes };
  for (const [name, value] of Object.entries(overrides.remotes ?? {})) {
    if (!remoteNames.includes(name as never)) throw new Error(`Unknown remote "${name}".`);
    remotesOut[name as keyof typeof remotesOut] = parseRemote(value, name);
  }
  return {
    ...config,
    ...(typeof overrides.apiBaseUrl === 'string'
      ? { apiBaseUrl: overrides.apiBaseUrl.replace(/\/$/, '') }
      : {}),
    ...(overrides.imageHost ? { imageHost: overrides.imageHost } : {}),
    ...(overrides.allowOverrides !== undefined
      ? { allowOverrides: allowOverridesFlag(overrides.allowOverrides) }
      : {}),
    ...(overrides.serviceWorker !== undefined
      ? { serviceWorker: serviceWorkerSwitch(overrides.serviceWorker) }
      : {}),
    remotes: remotesOut,
  };
}

function serviceWorkerSwitch(raw: unknown): 'off' | undefined {
  if (raw === 'off') return 'off';
  if (raw === 'on') return undefined;
  throw new Error(`serviceWorker must be "on" or "off", not ${JSON.stringify(raw)}.`);
}

function allowOverridesFlag(raw: unknown): boolean {
  if (typeof raw !== 'boolean')
    throw new Error(`allowOverrides must be true or false, not ${JSON.stringify(raw)}.`);
  return raw;
}

function parseRemote(value: unknown, name: string): string | RemoteLocation {
  if (typeof value === 'string') return manifestUrl(value, `remotes.${name}`);
  if (typeof value !== 'object' || value === null) {
    throw new Error(`remotes.${name} must be a URL or { url, canary }.`);
  }
  const { url, canary } = value as { url?: unknown; canary?: unknown };
  const location: RemoteLocation = { url: manifestUrl(url, `remotes.${name}.url`) };
  if (canary !== undefined && canary !== null) {
    const c = canary as { url?: unknown; percent?: unknown };
    location.canary = {
      url: manifestUrl(c.url, `remotes.${name}.canary.url`),
      percent: canaryPercent(c.percent),
    };
  }
  return location;
}

/**
 * Each remote's manifest URL as the host's server reaches it (CITYLENS_SERVER_REMOTE_<NAME>_URL,
 * e.g. http://shop:3003/mf-manifest.json in compose); a remote without one is reached at its
 * runtime config address, as `pnpm start` does.
 */
export function serverRemotesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<ServerAddresses['remotes']> {
  const found: NonNullable<ServerAddresses['remotes']> = {};
  for (const name of remoteNames) {
    const raw = env[serverRemoteUrlEnv(name)]?.trim();
    if (raw) found[name] = manifestUrl(raw, serverRemoteUrlEnv(name));
  }
  return found;
}
