/**
 * @jest-environment ./src/http/jsdom-fetch-environment.cjs
 */
import { waitFor } from '@testing-library/react';
import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { installFakeApi, json } from '../http/test-server';
import {
  EARLY_MANIFESTS_GLOBAL,
  exposedModuleChunks,
  startEarlyRemoteChunks,
  takeEarlyManifest,
} from './early-remote-chunks';

const SHOP_MANIFEST = 'http://shop.test/v2/mf-manifest.json';
const manifest = {
  name: 'shop',
  metaData: { publicPath: 'auto' },
  exposes: [
    {
      name: 'FrameShopPage',
      assets: {
        js: { sync: ['chunks/894.js', 'chunks/expose_FrameShopPage.js'], async: ['chunks/9.js'] },
      },
    },
    { name: 'CheckoutPage', assets: { js: { sync: ['chunks/expose_CheckoutPage.js'] } } },
  ],
};
const scriptPreloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"][as="script"]')).map(
    (l) => (l as HTMLLinkElement).href,
  );

function configure(shop: string | { url: string; canary: { url: string; percent: number } }) {
  resetRuntimeConfigForTests();
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: { discovery: 'http://discovery.test/mf-manifest.json', events: '', shop, account: '' },
  });
}

beforeEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_MANIFESTS_GLOBAL];
  document.head.innerHTML = '';
});

test("a module's chunks are the manifest's sync scripts, beside the manifest or under its public path", () => {
  expect(exposedModuleChunks(manifest, SHOP_MANIFEST, 'FrameShopPage')).toEqual([
    'http://shop.test/v2/chunks/894.js',
    'http://shop.test/v2/chunks/expose_FrameShopPage.js',
  ]);
  const cdn = { ...manifest, metaData: { publicPath: 'https://cdn.test/shop/' } };
  expect(exposedModuleChunks(cdn, SHOP_MANIFEST, 'CheckoutPage')).toEqual([
    'https://cdn.test/shop/chunks/expose_CheckoutPage.js',
  ]);
  expect(exposedModuleChunks(manifest, SHOP_MANIFEST, 'ProfilePage')).toEqual([]);
  expect(exposedModuleChunks(null, SHOP_MANIFEST, 'FrameShopPage')).toEqual([]);
});

test("the route's chunks are preloaded from its manifest, and the manifest is read once", async () => {
  configure(SHOP_MANIFEST);
  const api = installFakeApi({ 'GET /v2/mf-manifest.json': () => json(manifest) });
  startEarlyRemoteChunks('/frame-shop');
  await waitFor(() =>
    expect(scriptPreloads()).toEqual([
      'http://shop.test/v2/chunks/894.js',
      'http://shop.test/v2/chunks/expose_FrameShopPage.js',
    ]),
  );
  const early = takeEarlyManifest(SHOP_MANIFEST);
  await expect(early!.then((r) => r.json())).resolves.toEqual(manifest);
  // Handed out once: a later load (after a redeploy, say) asks the server.
  expect(takeEarlyManifest(SHOP_MANIFEST)).toBeUndefined();
  expect(api.callsTo('GET', '/v2/mf-manifest.json')).toHaveLength(1);
});

test('a canary at 0 % is no canary: the stable build is preloaded, as the page preloads it', async () => {
  configure({
    url: SHOP_MANIFEST,
    canary: { url: 'http://shop.test/canary/mf-manifest.json', percent: 0 },
  });
  installFakeApi({ 'GET /v2/mf-manifest.json': () => json(manifest) });
  startEarlyRemoteChunks('/checkout');
  await waitFor(() =>
    expect(scriptPreloads()).toEqual(['http://shop.test/v2/chunks/expose_CheckoutPage.js']),
  );
});

test('nothing is guessed for a remote with a canary, a host page or a failed manifest', async () => {
  const api = installFakeApi({ 'GET /mf-manifest.json': () => json({ detail: 'down' }, 503) });
  configure({
    url: SHOP_MANIFEST,
    canary: { url: 'http://shop.test/canary/mf-manifest.json', percent: 10 },
  });
  startEarlyRemoteChunks('/frame-shop');
  startEarlyRemoteChunks('/faq');
  expect(api.fetchMock).not.toHaveBeenCalled();

  startEarlyRemoteChunks('/city/Paris');
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
  await expect(takeEarlyManifest('http://discovery.test/mf-manifest.json')).resolves.toMatchObject({
    status: 503,
  });
  expect(scriptPreloads()).toEqual([]);
});
