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
