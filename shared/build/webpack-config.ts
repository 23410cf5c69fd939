import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { EntryPlugin, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { remotes, type RemoteName } from '../src/contracts/remotes';
import { appFromFolder, type AppName } from './apps';
import { devServerConfig } from './dev-server-config';
import { federationPlugin, QuietAutoPublicPathNotice } from './federation-config';
import { FolderFreeModuleIds } from './folder-free-module-ids';
import {
  oneFederationRuntimeCopy,
  runtimeCoreFileAlias,
  STANDALONE_RUNTIME_SCRIPT,
  StandaloneFederationRuntime,
} from './federation-runtime';

export interface CityLensWebpackOptions {
  /** The app's folder (pass `__dirname` from its webpack.config.ts). */
  dir: string;
  mode: 'development' | 'production';
}

type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

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

/** What each stage of an app's browser build is chosen by. */
interface BuildTarget {
  dir: string;
  name: AppName;
  isHost: boolean;
  isProd: boolean;
  /** A remote's production build: its standalone page runs the federation runtime's core itself. */
  standaloneRuntime: boolean;
}

/** Where the build writes its files and what it names them. */
function browserOutput({ dir, name, isHost, isProd }: BuildTarget): WebpackConfig['output'] {
  return {
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
  };
}

/** The app's page (index.html), with its title and what runs before its own scripts. */
function appPagePlugin({ name, isHost, isProd, standaloneRuntime }: BuildTarget) {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.html'),
    templateParameters: {
      title: isHost
        ? 'CityLens — Experience different cultures'
        : `CityLens ${remotes[name as RemoteName].title} (standalone)`,
      // The host's web app manifest (host/webpack.offline.ts); a remote's standalone page has none.
      appLinks:
        isHost && isProd
          ? '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/citylens-192.png">'
          : '',
      // Before the page's own scripts, as the host's runtime is in the host's page.
      federationRuntime: standaloneRuntime
        ? `<script defer src="${STANDALONE_RUNTIME_SCRIPT}"></script>`
        : '',
    },
    scriptLoading: 'defer',
    // Only the app's own entry: a remote's standalone page must not also run its
    // remoteEntry.js (a second runtime of the same build, which broke hot updates).
    chunks: ['main'],
    // Keep comments: the static server fills the <!--citylens:runtime-config--> placeholder.
    minify: isProd ? { collapseWhitespace: true, removeComments: false } : false,
  });
}

/**
 * Each app's refresh runtime is namespaced by its uniqueName (the plugin's default). The plugin
 * only wires it into `main`; inside the host only a remote's remoteEntry.js runs, so the refresh
 * entry also goes into every entry (the container's too), where it attaches to the host's
 * already-running React.
 */
function reactRefreshPlugins({ dir, isHost, isProd }: BuildTarget) {
  if (isProd) return [];
  return [
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
  ];
}

/** Production files written beside each text file as `.gz` and `.br`, for the servers to send. */
function precompressionPlugins({ isProd }: BuildTarget) {
  if (!isProd) return [];
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: /\.(js|html|json|svg|css|webmanifest)$/,
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: /\.(js|html|json|svg|css|webmanifest)$/,
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/** The plugins in their order: federation, the app's page, React Refresh, precompression. */
function browserPlugins(target: BuildTarget, release: string): WebpackConfig['plugins'] {
  const { dir, name, isProd, standaloneRuntime } = target;
  return [
    new QuietAutoPublicPathNotice(),
    ...(isProd ? [new FolderFreeModuleIds()] : []),
    federationPlugin({ dir, name, isProd, release }),
    ...(standaloneRuntime ? [new StandaloneFederationRuntime()] : []),
    appPagePlugin(target),
    ...reactRefreshPlugins(target),
    ...precompressionPlugins(target),
  ];
}

function browserOptimization({ isHost, isProd }: BuildTarget): WebpackConfig['optimization'] {
  return {
    // The host's first bundle in a few files, fetched in parallel: the browser compiles each
    // script in its own task, and one 540 KB script had cost the page a 30–50 ms task.
    ...(isHost && isProd ? { splitChunks: hostEntrySplit } : {}),
    // Deterministic ids without the checkout's folder in them (FolderFreeModuleIds).
    ...(isProd ? { moduleIds: false as const } : {}),
    minimize: isProd,
    minimizer: [
      new TerserPlugin({
        minify: TerserPlugin.swcMinify,
        extractComments: false,
        terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
      }),
    ],
  };
}

export function createWebpackConfig({ dir, mode }: CityLensWebpackOptions): WebpackConfig {
  const app = appFromFolder(path.basename(dir));
  const isHost = app.name === 'host';
  const isProd = mode === 'production';
  const name: AppName = app.name;
  const release = process.env.CITYLENS_RELEASE ?? new Date().toISOString().replace(/[:.]/g, '-');
  // In production a remote reads the host's federation runtime (federation-runtime.ts); its
  // standalone page, with no host, runs the runtime's core from federation-runtime.js first.
  const standaloneRuntime = isProd && !isHost;
  const target: BuildTarget = { dir, name, isHost, isProd, standaloneRuntime };

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
    output: browserOutput(target),
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: isProd ? { ...oneFederationRuntimeCopy(), ...runtimeCoreFileAlias() } : {},
    },
    module: { rules: moduleRules(isProd) },
    plugins: browserPlugins(target, release),
    optimization: browserOptimization(target),
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: devServerConfig(app.port),
  };
}
