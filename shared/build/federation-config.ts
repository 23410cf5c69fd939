import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { exposesFor, type RemoteName } from '../src/contracts/remotes';
import { CONTRACTS_VERSION, type RemoteBuildInfo } from '../src/contracts/version';
import type { Compiler } from 'webpack';
import type { AppName } from './apps';

/** Module Federation for every app: the singletons they share, a remote's exposes and manifest. */

/**
 * Everything that holds context or state is one instance on the page. Routing and react-query
 * are shared through small re-export modules of @citylens/shared (far fewer bytes than the whole
 * packages); rxjs and ky ride inside @citylens/shared and are not shared whole.
 */
const singletons: { request: string; pkg: string; devOnly?: boolean }[] = [
  { request: 'react', pkg: 'react' },
  { request: 'react/jsx-runtime', pkg: 'react' },
  { request: 'react/jsx-dev-runtime', pkg: 'react', devOnly: true },
  { request: 'react-dom', pkg: 'react-dom' },
  { request: 'react-dom/client', pkg: 'react-dom' },
  { request: '@emotion/react', pkg: '@emotion/react' },
  { request: '@emotion/react/jsx-runtime', pkg: '@emotion/react' },
  { request: '@emotion/react/jsx-dev-runtime', pkg: '@emotion/react', devOnly: true },
  { request: '@citylens/shared', pkg: '@citylens/shared' },
  { request: '@citylens/shared/router', pkg: '@citylens/shared' },
  { request: '@citylens/shared/query', pkg: '@citylens/shared' },
  { request: '@citylens/shared/ui', pkg: '@citylens/shared' },
];

export function sharedConfig(appDir: string, eager: boolean, isProd: boolean) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, object> = {};
  // Eager shares are bundled whether used or not: production builds leave out the dev JSX runtimes.
  for (const { request, pkg } of singletons.filter((s) => !(isProd && s.devOnly))) {
    const version = (require(`${pkg}/package.json`) as { version: string }).version;
    const major = version.split('.')[0];
    // Subpaths such as @emotion/react/jsx-runtime have no version of their own: state it.
    shared[request] = { singleton: true, eager, version, requiredVersion: `^${major}.0.0` };
  }
  return shared;
}

/**
 * In development, webpack lists an edited module's `*.hot-update.js` among its chunk's files, so
 * the manifest named it as an asset of the exposed module. The host's federation runtime then
 * loaded it as an ordinary chunk, which threw `self.webpackHotUpdatecitylens_<remote> is not a
 * function` and reloaded the page. Hot updates are the dev server's business: never assets.
 */
export function withoutHotUpdateFiles<T>(value: T): T {
  if (Array.isArray(value)) {
    return value
      .filter((item) => typeof item !== 'string' || !/\.hot-update\.js(on)?$/.test(item))
      .map((item) => withoutHotUpdateFiles(item)) as T;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      (value as Record<string, unknown>)[key] = withoutHotUpdateFiles(child);
    }
  }
  return value;
}

/** The manifest plugin's name for its logger (@module-federation/manifest). */
const MANIFEST_LOGGER = 'Module Federation Manifest Plugin';

/**
 * Drops the manifest plugin's "Manifest will use absolute path resolution via its host at
 * runtime, reason: publicPath='auto'" (once per remote build, 8 a full build). That is the design
 * here, not a fault: a remote's URL is chosen at run time (runtime config), never baked into a
 * build, so its chunks must resolve from wherever its manifest was loaded ('auto'). A fixed
 * publicPath or getPublicPath would bake an address. Every other message of the plugin passes.
 * Goes before the federation plugin: the plugin logs while it is applied.
 */
export class QuietAutoPublicPathNotice {
  apply(compiler: Compiler): void {
    compiler.hooks.infrastructureLog.tap('CityLensQuietAutoPublicPath', (name, type, args) =>
      name === MANIFEST_LOGGER &&
      type === 'warn' &&
      /publicPath='auto'/.test((args ?? []).map(String).join(' '))
        ? true
        : undefined,
    );
  }
}

/** The app's federation plugin: the host registers remotes at run time, a remote exposes its pages. */
export function federationPlugin({
  dir,
  name,
  isProd,
  release,
}: {
  dir: string;
  name: AppName;
  isProd: boolean;
  release: string;
}): ModuleFederationPlugin {
  const isHost = name === 'host';
  return new ModuleFederationPlugin({
    name,
    ...(isHost
      ? {
          // Remotes are registered at run time from runtime-config.json; none are known at build time.
          remotes: {},
          runtimePlugins: [path.join(__dirname, 'runtime/remote-loading-plugin.ts')],
        }
      : {
          filename: 'remoteEntry.js',
          exposes: exposesFor(name as RemoteName),
        }),
    // An offline remote must never hold up the page: take whatever share is loaded, don't negotiate.
    shareStrategy: 'loaded-first',
    // The host provides every singleton eagerly in its first bundle, so no fan-out of shared chunks.
    shared: sharedConfig(dir, isHost, isProd),
    manifest: isHost
      ? false
      : {
          fileName: 'mf-manifest.json',
          // The host checks the contracts major before loading a remote; support reads the release.
          additionalData: ({ stats }) => {
            const citylens: RemoteBuildInfo = { contractsVersion: CONTRACTS_VERSION, release };
            (stats.metaData as unknown as Record<string, unknown>).citylens = citylens;
            return withoutHotUpdateFiles(stats);
          },
        },
    dts: false,
    experiments: {
      // A remote never loads other remotes: its entry can leave out remote loading and snapshots.
      optimization: isHost
        ? { target: 'web' }
        : { target: 'web', disableSnapshot: true, disableRemote: true },
      // One federation runtime on the page, the host's (federation-runtime.ts).
      ...(isProd ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
    },
  });
}
