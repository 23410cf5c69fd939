/**
 * @jest-environment node
 */
import path from 'node:path';
import { exposesFor } from '../src/contracts/remotes';
import webpack from 'webpack';
import { withoutHotUpdateFiles } from './federation-config';
import { createServerWebpackConfig, serverExposesFor } from './server-webpack-config';
import { createWebpackConfig } from './webpack-config';

const repoRoot = path.resolve(__dirname, '../..');

test("a remote's manifest never lists hot-update files as assets of an exposed module", () => {
  const stats = {
    exposes: [
      {
        name: 'EventsPage',
        assets: {
          js: {
            sync: [
              'chunks/__federation_expose_EventsPage.js',
              '__federation_expose_EventsPage.fa7743527c251cced961.hot-update.js',
            ],
            async: ['chunks/vendors.js'],
          },
        },
      },
    ],
    metaData: { name: 'events', buildInfo: { buildVersion: '1.0.0' } },
  };
  expect(withoutHotUpdateFiles(stats).exposes[0]!.assets.js).toEqual({
    sync: ['chunks/__federation_expose_EventsPage.js'],
    async: ['chunks/vendors.js'],
  });
  expect(stats.metaData.buildInfo.buildVersion).toBe('1.0.0');
});

test("a remote's server build exposes a page's server entry where it has one, the page elsewhere", () => {
  const shop = path.join(__dirname, '..', '..', 'remote-shop');
  expect(serverExposesFor(shop, 'shop')).toEqual({
    './FrameShopPage': './src/exposed/FrameShopPage.server.tsx',
    './CheckoutPage': './src/exposed/CheckoutPage.tsx',
    './CartModal': './src/exposed/CartModal.tsx',
  });
  // The browser build's exposes stay the pages alone.
  expect(exposesFor('shop')['./FrameShopPage']).toBe('./src/exposed/FrameShopPage.tsx');
});

test("a remote's build prints no manifest warning about publicPath 'auto', which stays: chunks resolve from the manifest's run-time URL", () => {
  const printed: string[] = [];
  const keep = (...args: unknown[]) => printed.push(args.map(String).join(' '));
  const quietConsole = { warn: keep, error: keep, info: keep, log: keep, debug: keep };
  for (const config of [
    createWebpackConfig({ dir: path.join(repoRoot, 'remote-shop'), mode: 'production' }),
    createServerWebpackConfig({ dir: path.join(repoRoot, 'remote-shop') }),
  ]) {
    expect(config.output?.publicPath).toBe('auto');
    // Applying the plugins is where the manifest plugin warns; nothing is built.
    const compiler = webpack({
      ...config,
      infrastructureLogging: { level: 'warn', console: quietConsole as unknown as Console },
    });
    // Any other warning of the manifest plugin is still printed.
    compiler.getInfrastructureLogger('Module Federation Manifest Plugin').warn('another warning');
  }
  expect(printed.filter((line) => /publicPath/.test(line))).toEqual([]);
  expect(printed.filter((line) => /another warning/.test(line))).toHaveLength(2);
});

test("in production a remote reads the host's federation runtime, and its standalone page runs the runtime's core first; in development each app keeps its own", () => {
  const federation = (config: webpack.Configuration) =>
    (
      config.plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as {
        _options: { experiments?: Record<string, unknown> };
      }
    )._options.experiments;
  const html = (config: webpack.Configuration) =>
    (
      config.plugins!.find((p) => p?.constructor.name === 'HtmlWebpackPlugin') as unknown as {
        userOptions: { templateParameters: Record<string, string> };
      }
    ).userOptions.templateParameters;
  const standalone = (config: webpack.Configuration) =>
    config.plugins!.some((p) => p?.constructor.name === 'StandaloneFederationRuntime');
  const build = (app: string, mode: 'production' | 'development') =>
    createWebpackConfig({ dir: path.join(repoRoot, app), mode });

  const host = build('host', 'production');
  expect(federation(host)).toMatchObject({ provideExternalRuntime: true });
  expect(standalone(host)).toBe(false);
  expect(html(host).federationRuntime).toBe('');
  // The provider's CommonJS file would bring a second copy of the runtime: one ES module copy.
  expect(host.resolve?.alias).toHaveProperty(['@module-federation/runtime-tools/runtime-core$']);
  expect(
    (host.resolve!.alias as Record<string, string>)[
      '@module-federation/runtime-tools/runtime-core$'
    ],
  ).toMatch(/runtime-core\.js$/);

  const shop = build('remote-shop', 'production');
  expect(federation(shop)).toMatchObject({ externalRuntime: true });
  expect(standalone(shop)).toBe(true);
  expect(html(shop).federationRuntime).toBe('<script defer src="federation-runtime.js"></script>');

  for (const app of ['host', 'remote-shop']) {
    const dev = build(app, 'development');
    expect(federation(dev)).not.toHaveProperty('externalRuntime');
    expect(federation(dev)).not.toHaveProperty('provideExternalRuntime');
    expect(standalone(dev)).toBe(false);
  }
});
