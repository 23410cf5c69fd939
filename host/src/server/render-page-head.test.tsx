/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WHOLE_SERVER_HEAD_META, type PageHead } from '@citylens/shared/contracts';
import { renderPage } from './render-page';

/** The shop's page module as its server build gives it: the page, and its head rule's loader. */
const shopPage: { loadHead: () => Promise<PageHead> } = {
  loadHead: () =>
    Promise.resolve(({ absolute }) => ({
      title: 'Frame Shop — by its team',
      description: 'Frames, as the shop team describes them.',
      canonical: absolute('/frame-shop'),
      ogType: 'website',
      jsonLd: [],
    })),
};

jest.mock('./remote-sync', () => ({
  syncRemote: () => Promise.resolve({ release: 'shop-1', cacheable: true }),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => undefined,
  loadRemote: (id: string) =>
    id === 'shop/FrameShopPage'
      ? Promise.resolve({ default: () => <h1>Frame Shop</h1>, loadHead: () => shopPage.loadHead() })
      : new Promise(() => undefined),
}));

let api: Server;
let apiUrl: string;
beforeAll(async () => {
  // Every answer the page asks for is an empty list.
  api = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: [] }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

const renderShop = () =>
  renderPage({
    url: '/frame-shop',
    runtimeConfig: {
      apiBaseUrl: 'https://citylens.example',
      remotes: {
        discovery: 'http://127.0.0.1:9/remoteEntry.js',
        events: 'http://127.0.0.1:9/remoteEntry.js',
        shop: 'http://127.0.0.1:9/mf-manifest.json',
        account: 'http://127.0.0.1:9/remoteEntry.js',
      },
    },
    bucket: null,
    siteUrl: 'https://citylens.example',
    server: { apiBaseUrl: apiUrl },
  });

const wholeMarker = `<meta name="${WHOLE_SERVER_HEAD_META}"`;

test("a page whose head rule loads in time gets its team's head, whole and kept", async () => {
  const page = await renderShop();
  expect(page.html).toContain('Frame Shop');
  expect(page.head).toContain('<title>Frame Shop — by its team</title>');
  expect(page.head).toContain(wholeMarker);
  expect(page.cacheable).toBe(true);
});

test('a head rule that misses the deadline or fails leaves a page that is neither whole nor kept', async () => {
  for (const loadHead of [
    () => new Promise<PageHead>(() => undefined),
    () => Promise.reject(new Error('head chunk failed')),
  ]) {
    shopPage.loadHead = loadHead;
    const page = await renderShop();
    // The area rendered; its head is the route's own, for now, and the browser builds the team's.
    expect(page.html).toContain('Frame Shop');
    expect(page.head).not.toContain('by its team');
    expect(page.head).not.toContain(wholeMarker);
    expect(page.cacheable).toBe(false);
  }
});
