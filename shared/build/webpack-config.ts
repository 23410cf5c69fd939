import { createRequire } from 'node:module';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { EntryPlugin, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { exposesFor, localAppOrigins, remotes, type RemoteName } from '../src/contracts/remotes';
import { RUNTIME_CONFIG_PATH } from '../src/contracts/runtime-config';
import { CONTRACTS_VERSION, type RemoteBuildInfo } from '../src/contracts/version';
import { runtimeConfigFromEnv } from './runtime-config';
import { appFromFolder, type AppName } from './apps';

export interface CityLensWebpackOptions {
  /** The app's folder (pass `__dirname` from its webpack.config.ts). */
  dir: string;
  mode: 'development' | 'production';
}

type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

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

/** Origins the dev servers answer CORS for: the five apps, or CITYLENS_CORS_ORIGINS. */
const devOrigins = process.env.CITYLENS_CORS_ORIGINS?.split(',').map((o) => o.trim()) ?? [
  ...localAppOrigins('localhost'),
  ...localAppOrigins('127.0.0.1'),
];

/** Where the dev servers listen and which Host headers they answer (never 'all'). */
export function devServerBinding(env: NodeJS.ProcessEnv = process.env): {
  host: string;
  allowedHosts: 'auto' | string[];
} {
  const host = env.CITYLENS_DEV_HOST || 'localhost';
  const extra = (env.CITYLENS_DEV_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return { host, allowedHosts: extra.length > 0 ? ['localhost', '127.0.0.1', ...extra] : 'auto' };
}

/** The host entry's packages in three files: React DOM, the router and React Query, the rest. */
const hostEntrySplit = {
  chunks: (chunk: { name?: string | null }) => chunk.name === 'main',
  cacheGroups: {
    default: false as const,
    defaultVendors: false as const,
    react: {
      test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-dom|scheduler)[\\/]/,
      name: 'react-dom',
      priority: 2,
      enforce: true,
    },
    routing: {
      test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-router|@tanstack)[\\/]/,
      name: 'routing-queries',
      priority: 1,
      enforce: true,
    },
    packages: {
      test: /[\\/]node_modules[\\/]/,
      name: 'packages',
      enforce: true,
    },
  },
};

/** TypeScript through swc with emotion's JSX; images and fonts as hashed assets. */
export function moduleRules(isProd: boolean, server = false) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: {
                runtime: 'automatic',
                importSource: '@emotion/react',
                development: !isProd,
                // React Refresh in development: an edit keeps component state, in the
                // standalone shell and inside the host alike.
                refresh: !isProd && !server,
              },
            },
            target: 'es2020',
          },
        },
      },
    },
    // The server build names the browser build's files (same content hash), never writes its own.
    {
      test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/,
      type: 'asset/resource',
      ...(server ? { generator: { emit: false } } : {}),
    },
  ];
}

export function createWebpackConfig({ dir, mode }: CityLensWebpackOptions): WebpackConfig {
  const app = appFromFolder(path.basename(dir));
  const isHost = app.name === 'host';
  const isProd = mode === 'production';
  const name: AppName = app.name;
  const release = process.env.CITYLENS_RELEASE ?? new Date().toISOString().replace(/[:.]/g, '-');

  const federation = new ModuleFederationPlugin({
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
    },
  });

  return {
    mode,
    context: dir,
    entry: {
      // In development the host records React's renderer on the devtools hook first, so each
      // remote's refresh runtime can find it (see runtime/react-devtools-hook.ts).
      main:
        isHost && !isProd
          ? [path.join(__dirname, 'runtime/react-devtools-hook.ts'), './src/index.ts']
          : './src/index.ts',
    },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are loaded from their own origin, wherever that is at run time.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `citylens_${name}`,
      // [contenthash] on the entry breaks the federation runtime chunk; hashes go on chunks only.
      // The host's entry split into a few files (see splitChunks) keeps the entry's own name.
      filename: (pathData) =>
        !isProd || pathData.chunk?.name === 'main'
          ? '[name].js'
          : 'chunks/[name].[contenthash:10].js',
      chunkFilename: isProd ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // A chunk server that accepts and never answers must not leave a spinner forever.
      chunkLoadTimeout: 8000,
      // The server build (server-webpack-config.ts) writes dist/server beside this one.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(isProd) },
    plugins: [
      federation,
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        templateParameters: {
          title: isHost
            ? 'CityLens — Experience different cultures'
            : `CityLens ${remotes[name as RemoteName].title} (standalone)`,
        },
        scriptLoading: 'defer',
        // Only the app's own entry: a remote's standalone page must not also run its
        // remoteEntry.js (a second runtime of the same build, which broke hot updates).
        chunks: ['main'],
        // Keep comments: the static server fills the <!--citylens:runtime-config--> placeholder.
        minify: isProd ? { collapseWhitespace: true, removeComments: false } : false,
      }),
      // Each app's refresh runtime is namespaced by its uniqueName (the plugin's default). The
      // plugin only wires it into `main`; inside the host only a remote's remoteEntry.js runs, so
      // the refresh entry also goes into every entry (the container's too), where it attaches to
      // the host's already-running React.
      ...(isProd
        ? []
        : [
            new ReactRefreshWebpackPlugin({ overlay: false }),
            ...(isHost
              ? []
              : [
                  new EntryPlugin(
                    dir,
                    require.resolve('@pmmmwh/react-refresh-webpack-plugin/client/ReactRefreshEntry.js'),
                    { name: undefined },
                  ),
                ]),
          ]),
      ...(isProd
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|html|json|svg|css)$/,
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|html|json|svg|css)$/,
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
    optimization: {
      // The host's first bundle in a few files, fetched in parallel: the browser compiles each
      // script in its own task, and one 540 KB script had cost the page a 30–50 ms task.
      ...(isHost && isProd ? { splitChunks: hostEntrySplit } : {}),
      minimize: isProd,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      // Loopback by default: a dev server with source and hot reload is not for the network.
      // CITYLENS_DEV_HOST (e.g. 0.0.0.0 in a container) opens it, still for localhost names only.
      ...devServerBinding(),
      hot: true,
      historyApiFallback: true,
      // CORS for the apps' own origins only (the host loads remotes across ports), never '*'.
      headers: (req: { headers: { origin?: string } }) => {
        const origin = req.headers.origin;
        return {
          'Cache-Control': 'no-cache',
          Vary: 'Origin',
          ...(origin && devOrigins.includes(origin)
            ? { 'Access-Control-Allow-Origin': origin }
            : {}),
        };
      },
      client: { overlay: { errors: true, warnings: false } },
      // Same runtime config as production, from the same environment variables.
      setupMiddlewares(middlewares) {
        middlewares.unshift({
          name: 'citylens-runtime-config',
          path: RUNTIME_CONFIG_PATH,
          middleware: (_req: unknown, res: import('node:http').ServerResponse) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(runtimeConfigFromEnv()));
          },
        });
        return middlewares;
      },
    },
  };
}
