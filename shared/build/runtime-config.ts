import { remoteNames, remotes } from '../src/contracts/remotes';
import { runtimeConfigEnv, type RuntimeConfig } from '../src/contracts/runtime-config';
import { apiPort } from './apps';

/**
 * The runtime config a static server hands to the browser, from the environment at start.
 * Defaults are the local ports of the design brief.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const remoteUrls = {} as RuntimeConfig['remotes'];
  for (const name of remoteNames) {
    remoteUrls[name] =
      env[runtimeConfigEnv.remote(name)] ??
      `http://localhost:${remotes[name].port}/mf-manifest.json`;
  }
  const cloudName = env[runtimeConfigEnv.imageCloudName];
  return {
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
  };
}
