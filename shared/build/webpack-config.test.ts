/**
 * @jest-environment node
 */
import path from 'node:path';
import { exposesFor } from '../src/contracts/remotes';
import { withoutHotUpdateFiles } from './federation-config';
import { serverExposesFor } from './server-webpack-config';

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
