import { existsSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { exposesFor, type RemoteName } from '../src/contracts/remotes';
import { SERVER_BUILD_DIR } from '../src/contracts';
import { CONTRACTS_VERSION, type RemoteBuildInfo } from '../src/contracts/version';
import { appFromFolder } from './apps';
import { QuietAutoPublicPathNotice, sharedConfig } from './federation-config';
import { FolderFreeModuleIds } from './folder-free-module-ids';
import { moduleRules } from './webpack-config';

/**
 * The federation runtime finds a container's instance by its build id (name and version, from
 * MF_BUILD_VERSION when set, else the package's version). A redeployed remote with the old id would
 * be given the old build's instance in the host's server, its chunk loader never set up, and fail
 * on its first chunk; the release makes each build's id its own. The plugin reads the variable
 * while it is applied, so it is set for that call alone.
 */
function withBuildVersion(release: string, plugin: WebpackPluginInstance): WebpackPluginInstance {
  return {
    apply(compiler) {
      const before = process.env.MF_BUILD_VERSION;
      process.env.MF_BUILD_VERSION = release;
      try {
        plugin.apply(compiler);
      } finally {
        if (before === undefined) delete process.env.MF_BUILD_VERSION;
        else process.env.MF_BUILD_VERSION = before;
      }
    },
  };
}

/**
 * A remote's `exposes` for its server build: a page with a server entry beside it
 * (`src/exposed/<Page>.server.tsx`: the page and its prefetch) is exposed from that entry, so what
 * only the host's server calls never reaches browsers.
 */
export function serverExposesFor(dir: string, remote: RemoteName): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exposesFor(remote)).map(([key, file]) => {
      const serverEntry = file.replace(/\.tsx$/, '.server.tsx');
      return [key, existsSync(path.join(dir, serverEntry)) ? serverEntry : file];
    }),
  );
}

/**
 * The Node build of an app, written to `dist/server/` beside its browser build.
 * - A remote: a federation container for the `async-node` target whose chunks the host's server
 *   fetches over HTTP from the remote's own server (the Node federation runtime plugin), so a
 *   redeployed remote is rendered without restarting or rebuilding the host.
 * - The host: `render.js`, the function the host's static server calls per page, providing the
 *   shared singletons (eager) to the remotes it loads from the runtime config's manifests.
 */
export function createServerWebpackConfig({
  dir,
  outDir,
}: {
  dir: string;
  outDir?: string;
}): Configuration {
  const app = appFromFolder(path.basename(dir));
  const isHost = app.name === 'host';
  const release = process.env.CITYLENS_RELEASE ?? new Date().toISOString().replace(/[:.]/g, '-');
  const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
  return {
    name: `${app.name}-server`,
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: isHost ? { render: './src/server/render-page.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(outDir ?? path.join(dir, 'dist'), SERVER_BUILD_DIR),
      publicPath: isHost ? '' : 'auto',
      uniqueName: `citylens_${app.name}_server`,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:10].js',
      // Same names as the browser build's assets: an image the server renders is the browser's file.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(true, true) },
    plugins: [
      new QuietAutoPublicPathNotice(),
      new FolderFreeModuleIds(),
      withBuildVersion(
        release,
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? {
                remotes: {},
                runtimePlugins: [
                  nodeRuntimePlugin,
                  path.join(__dirname, 'runtime/remote-loading-plugin.ts'),
                ],
              }
            : {
                filename: 'remoteEntry.js',
                exposes: serverExposesFor(dir, app.name as RemoteName),
                runtimePlugins: [nodeRuntimePlugin],
                library: { type: 'commonjs-module', name: app.name },
              }),
          shareStrategy: 'loaded-first',
          shared: sharedConfig(dir, isHost, true),
          manifest: isHost
            ? false
            : {
                fileName: 'mf-manifest.json',
                additionalData: ({ stats }) => {
                  const citylens: RemoteBuildInfo = {
                    contractsVersion: CONTRACTS_VERSION,
                    release,
                  };
                  (stats.metaData as unknown as Record<string, unknown>).citylens = citylens;
                  return stats;
                },
              },
          dts: false,
        }),
      ),
    ],
    // Readable stacks in the server's logs; the server build is never downloaded by a browser.
    optimization: { minimize: false, moduleIds: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
