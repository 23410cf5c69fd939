/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderPage } from './render-page';

/** An API that answers the home hero's photos and records who asked. */
async function photoApi(photo: string): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: { photo, city_name: 'Lisbon' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

const noRemotes = {
  discovery: 'http://127.0.0.1:9/remoteEntry.js',
  events: 'http://127.0.0.1:9/remoteEntry.js',
  shop: 'http://127.0.0.1:9/remoteEntry.js',
  account: 'http://127.0.0.1:9/remoteEntry.js',
};

test("two renders side by side each ask their own server's API for their answers", async () => {
  const [a, b] = await Promise.all([photoApi('/media/a.jpg'), photoApi('/media/b.jpg')]);
  try {
    const render = (api: typeof a, publicApi: string) =>
      renderPage({
        url: '/',
        runtimeConfig: { apiBaseUrl: publicApi, remotes: noRemotes },
        bucket: null,
        siteUrl: 'https://citylens.example',
        server: { apiBaseUrl: api.url },
      });
    const [pageA, pageB] = await Promise.all([
      render(a, 'https://a.citylens.example'),
      render(b, 'https://b.citylens.example'),
    ]);
    // Each render's answers came from its own API, and nothing asked the other's.
    expect(a.asked.length).toBeGreaterThan(0);
    expect(b.asked.length).toBeGreaterThan(0);
    const photosIn = (page: typeof pageA) =>
      JSON.stringify(page.queryState).match(/\/media\/[ab]\.jpg/g) ?? [];
    expect(new Set(photosIn(pageA))).toEqual(new Set(['/media/a.jpg']));
    expect(new Set(photosIn(pageB))).toEqual(new Set(['/media/b.jpg']));
    // The server's own API address stays out of the page.
    expect(pageA.html + pageA.head).not.toContain(a.url);
    expect(pageB.html + pageB.head).not.toContain(b.url);
  } finally {
    a.server.close();
    b.server.close();
  }
});
